import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Locator, Page } from 'playwright-core';
import { addIngredients, chromiumForThisFile, VIEWPORTS, waitUntilInteractive } from './support/browser';

/**
 * `npm start` as a developer runs it: the webpack dev server (development build, React's StrictMode checks,
 * no prerendered page), in demo mode, on a free loopback port. Unlike the rest of the suite, not the dist/
 * build that globalSetup makes.
 */

const ROOT = path.resolve(__dirname, '../..');
/** An upper bound for the first compile on a busy 2-core machine; readiness is awaited, not assumed. */
const READY_WITHIN_MS = 120_000;
const ANNOUNCEMENT = /Personal AI Chef is running at (\S+)/;
const DEMO_LINE = 'Demo mode: no HF_TOKEN or HF_ENDPOINT_URL, so recipes come from the built-in offline demo chef.';
// Built here, so that no token-shaped literal sits in the source.
const WELL_FORMED_TOKEN = `hf_${'Ab3'.repeat(12)}`;

interface DevtoolsStub {
  /** Stores that connected, as the Redux DevTools extension would count them. */
  connections: number;
  /** Every action type a connected store's reducer saw, in order. */
  actions: string[];
}

declare global {
  interface Window {
    __devtoolsStub?: DevtoolsStub;
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown;
  }
}

/**
 * Stands in for the Redux DevTools extension (run in the page before its scripts). Redux Toolkit calls it as
 * `compose(options)(...enhancers)`; the result gets `createStore`, then `(reducer, preloadedState)` once per
 * store. It counts those stores, records what their reducer sees, and otherwise composes as Redux does.
 */
function installDevtoolsStub() {
  type Reducer = (state: unknown, action: { type: string }) => unknown;
  type StoreCreator = (reducer: Reducer, preloadedState?: unknown) => unknown;
  type Enhancer = (next: StoreCreator) => StoreCreator;
  const stub: DevtoolsStub = { connections: 0, actions: [] };
  window.__devtoolsStub = stub;
  window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
    (_options: unknown) =>
    (...enhancers: Enhancer[]) =>
    (createStore: StoreCreator): StoreCreator =>
    (reducer, preloadedState) => {
      stub.connections += 1;
      const recording: Reducer = (state, action) => {
        stub.actions.push(action.type);
        return reducer(state, action);
      };
      const enhanced = enhancers.reduceRight<StoreCreator>((next, enhancer) => enhancer(next), createStore);
      return enhanced(recording, preloadedState);
    };
}

/** A port nothing listens on right now: bind port 0 on loopback, read what the system gave, let it go. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The environment of a developer with no model configured, whatever this shell or their .env says. */
function demoEnv(port: number): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('HF_')));
  // jest's own; a developer's shell has none.
  delete env.NODE_ENV;
  return {
    ...env,
    // dotenv fills in only variables that are not set at all, so these keep a developer's .env out.
    HF_TOKEN: '',
    PUBLIC_HF_TOKEN: '',
    HF_ENDPOINT_URL: '',
    HF_MODEL: '',
    HF_PROVIDER: '',
    HF_STREAM: '',
    HF_TIMEOUT_MS: '',
    PORT: String(port),
  };
}

// eslint-disable-next-line no-control-regex -- the escape character is what a terminal colour starts with
const stripAnsi = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');

interface DevServer {
  child: ChildProcessByStdio<null, Readable, Readable>;
  exited: Promise<unknown>;
  url: string;
  stdout: () => string;
  output: () => string;
}

let devServer: DevServer | undefined;

async function startDevServer(): Promise<DevServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), 'serve', '--mode', 'development'], {
    cwd: ROOT,
    env: demoEnv(port),
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that stopping it stops anything it started.
    detached: true,
  });
  let stdout = '';
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  const announced = new Promise<string>((resolve) => {
    child.stdout.on('data', (chunk: string) => {
      stdout += chunk;
      output += chunk;
      const match = ANNOUNCEMENT.exec(stripAnsi(stdout));
      if (match?.[1]) resolve(match[1]);
    });
  });
  child.stderr.on('data', (chunk: string) => {
    output += chunk;
  });
  const exited = once(child, 'exit');
  const server: DevServer = {
    child,
    exited,
    url: `http://localhost:${port}/`,
    stdout: () => stripAnsi(stdout),
    output: () => output,
  };
  devServer = server;

  const deadline = Date.now() + READY_WITHIN_MS;
  let timer: NodeJS.Timeout | undefined;
  const tooLate = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`npm start was not ready within ${READY_WITHIN_MS} ms:\n${output}`)),
      READY_WITHIN_MS,
    );
  });
  const died = exited.then(([code, signal]) => {
    throw new Error(`npm start exited (${code ?? signal}) before it was ready:\n${output}`);
  });
  try {
    const address = await Promise.race([announced, tooLate, died]);
    expect(address).toBe(server.url);
    // Announced after the first compile; the page itself must answer too.
    for (;;) {
      const status = await Promise.race([
        fetch(server.url, { signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) }).then(
          (response) => response.status,
          () => 0,
        ),
        tooLate,
        died,
      ]);
      if (status === 200) return server;
      await Promise.race([new Promise((resolve) => setTimeout(resolve, 250)), tooLate, died]);
    }
  } finally {
    clearTimeout(timer);
    died.catch(() => undefined);
  }
}

async function stopDevServer(server: DevServer): Promise<void> {
  const { pid } = server.child;
  // No pid: it never started. (A pid of 0 would signal this process's own group.)
  if (!pid || server.child.exitCode !== null || server.child.signalCode !== null) return;
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // Already gone.
    }
  };
  signalGroup('SIGTERM');
  const killTimer = setTimeout(() => signalGroup('SIGKILL'), 10_000);
  await server.exited;
  clearTimeout(killTimer);
}

const chromium = chromiumForThisFile();
beforeAll(startDevServer, READY_WITHIN_MS + 30_000);
afterAll(async () => {
  if (devServer) await stopDevServer(devServer);
});

async function openDevApp(viewport: { width: number; height: number } = VIEWPORTS.phone) {
  const context = await chromium.browser().newContext({ viewport, isMobile: true, hasTouch: true });
  await context.addInitScript(installDevtoolsStub);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(devServer?.url ?? '');
  await waitUntilInteractive(page);
  return { page, errors };
}

/**
 * The dialog opens and is still open once anything its opening queued has run: two frames and a task later
 * (under StrictMode its effect opens, closes and reopens it, and that close event arrives afterwards).
 */
async function expectOpenAndStaying(page: Page, dialog: Locator): Promise<void> {
  await dialog.waitFor();
  const stayedOpen = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const isOpen = () => document.querySelector('dialog')?.open === true;
        let open = isOpen();
        requestAnimationFrame(() => {
          open &&= isOpen();
          requestAnimationFrame(() => {
            open &&= isOpen();
            setTimeout(() => resolve(open && isOpen()));
          });
        });
      }),
  );
  expect(stayedOpen).toBe(true);
  expect(await dialog.isVisible()).toBe(true);
}

/** Irregular past participles an event name may end in ("recipe/read", "myRecipes/recipeKept"). */
const IRREGULAR_PAST = new Set(['read', 'kept', 'shown', 'chosen', 'taken', 'sent', 'made', 'set', 'begun', 'undone']);

/** "ingredients/ingredientAdded", "recipe/requested/pending": something that happened, not a command. */
function namedAsEvent(type: string): boolean {
  const name =
    type
      .replace(/\/(pending|fulfilled|rejected)$/, '')
      .split('/')
      .at(-1) ?? '';
  const lastWord =
    name
      .split(/(?=[A-Z])/)
      .at(-1)
      ?.toLowerCase() ?? '';
  return lastWord.endsWith('ed') || IRREGULAR_PAST.has(lastWord);
}

it('announces its address and demo mode, and prints no asset table', () => {
  const printed = devServer?.stdout() ?? '';
  expect(printed).toContain(`Personal AI Chef is running at ${devServer?.url}\n  ${DEMO_LINE}\n`);
  expect(printed).not.toMatch(/\basset\b|\bmodules\b/);
});

it('Chef settings works under npm start (StrictMode)', async () => {
  const { page, errors } = await openDevApp();
  const notice = page.getByRole('complementary', { name: 'Demo mode' });
  const dialog = page.getByRole('dialog', { name: 'Chef settings' });
  await notice.waitFor();

  // From the demo notice's own link.
  await notice.getByRole('button', { name: 'Chef settings' }).click();
  await expectOpenAndStaying(page, dialog);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });

  // From the header's key button, then a token of one's own ends demo mode.
  await page.getByRole('banner').getByRole('button', { name: 'Chef settings' }).click();
  await expectOpenAndStaying(page, dialog);
  await dialog.getByLabel('Access token').fill(WELL_FORMED_TOKEN);
  await dialog.getByRole('button', { name: 'Save token' }).click();
  await notice.waitFor({ state: 'detached' });
  expect(await page.evaluate(() => localStorage.getItem('hfToken'))).toBe(WELL_FORMED_TOKEN);
  expect(await dialog.isVisible()).toBe(true);
  expect(errors).toEqual([]);
});

it('shows Redux DevTools one store, whose actions are named as events', async () => {
  const { page, errors } = await openDevApp();
  await addIngredients(page, ['eggs', 'spinach', 'feta']);
  const getRecipe = page.getByRole('button', { name: 'Get a recipe' });
  await getRecipe.waitFor();
  await getRecipe.click();
  await page.getByRole('heading', { name: 'Suggested Recipe:' }).waitFor();

  const stub = await page.evaluate(() => window.__devtoolsStub);
  expect(stub?.connections).toBe(1);
  const actions = (stub?.actions ?? []).filter((type) => !type.startsWith('@@redux/'));
  expect(actions.length).toBeGreaterThan(5);
  expect(actions.filter((type) => !namedAsEvent(type))).toEqual([]);
  expect(errors).toEqual([]);
});

it('keeps the demo notice to one short line that leaves the form above the fold on a 320×640 phone', async () => {
  const { page } = await openDevApp({ width: 320, height: 640 });
  const notice = page.getByRole('complementary', { name: 'Demo mode' });
  expect(await notice.textContent()).toBe(
    'Demo mode: sample recipes from the offline demo chef. For real ones, bring a token in Chef settings.',
  );
  const addButton = await page.getByRole('button', { name: 'Add Ingredient' }).boundingBox();
  expect(addButton).not.toBeNull();
  expect(addButton!.y + addButton!.height).toBeLessThanOrEqual(640);
});
