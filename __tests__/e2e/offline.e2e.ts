import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium as playwrightChromium, type BrowserContext, type Page } from 'playwright-core';
import { demoRecipe } from '../../server/demoChef/demoRecipe';
import { startRecipeServer, type RunningServer } from '../../server/recipeServer';
import { serverConfigFrom } from '../../server/serverConfig';
import { axeViolations } from './support/axe';
import {
  addIngredients,
  chromiumForThisFile,
  eventually,
  reloadOffline,
  savedOnThisDevice,
  setScenario,
  waitUntilInteractive,
} from './support/browser';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { E2E_DIRECT_DIST, E2E_DIST, E2E_TOKEN, MODEL_SERVER_IN_PAGES } from './support/builds';
import { entryScript } from './support/javascriptSizes';

/**
 * The installed app and its service worker, on production builds served by the recipe server: the suite's build
 * and, for the update, a second one.
 */

const three = ['pasta', 'tomatoes', 'mushrooms'];
const recipeName = demoRecipe(three).name;
const OFFLINE_LINE = 'You appear to be offline. Check your connection, then try again.';
const NEW_VERSION_LINE = 'A new version of Personal AI Chef is ready.';
const chromium = chromiumForThisFile();
let servers: RunningServer[] = [];

const serve = async (distDir: string, port?: number) => {
  const server = await startRecipeServer({ config: serverConfigFrom({ LOG_LEVEL: 'error' }), distDir }, port);
  servers.push(server);
  return server;
};

beforeEach(() => setScenario({ kind: 'recipe' }));
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

/** Records every Content-Security-Policy violation in every page the context loads. */
const recordViolations = () => {
  const seen: string[] = [];
  Object.assign(window, { violations: seen });
  document.addEventListener('securitypolicyviolation', (event) =>
    seen.push(`${event.violatedDirective} ${event.blockedURI}`),
  );
};
const violations = (page: Page) => page.evaluate(() => (window as unknown as { violations: string[] }).violations);

/** Opens the app with its service worker, and waits until the worker controls the page (its files are cached). */
async function openControlled(url: string) {
  const app = await chromium.open('phone', {
    url,
    serviceWorkers: true,
    beforeLoad: (context) => context.addInitScript(recordViolations),
  });
  await app.page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });
  return app;
}

async function getRecipe(page: Page) {
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await page.getByRole('button', { name: 'Save recipe' }).waitFor();
}

interface CachedEntry {
  url: string;
  body: string;
}

/** Every response in every cache the page's origin holds, read through the Cache API as the page sees it. */
const cachedEntries = (page: Page): Promise<CachedEntry[]> =>
  page.evaluate(async () => {
    const entries: CachedEntry[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({ url: request.url, body: (await response?.text()) ?? '' });
      }
    }
    return entries;
  });

/** The build's scripts, by name, as they are on disk. */
const buildScripts = (distDir: string) =>
  new Map(
    readdirSync(path.join(distDir, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => [`/assets/${file}`, readFileSync(path.join(distDir, 'assets', file), 'utf8')]),
  );

/** The entry script the page is running, as a path inside the build (its name carries the version's content hash). */
const runningEntry = (page: Page) =>
  page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname.slice(1))
        .find((pathname) => /^assets\/main\.[0-9a-f]{8}\.js$/.test(pathname)) ?? '',
  );

/** The results' status line (what a screen reader is told) and whether the page believes it is online. */
const statusAndConnection = (page: Page) =>
  page.evaluate(() => ({
    status: document.getElementById('recipe-status')?.textContent,
    online: navigator.onLine,
  }));

/** Every recipe request the pages of a context send: to the app's own server, or to a model's. */
const recipeRequests = (context: BrowserContext) => {
  const sent: string[] = [];
  context.on('request', (request) => {
    const url = request.url();
    if (url.endsWith('/api/recipe') || url.startsWith(MODEL_SERVER_IN_PAGES)) sent.push(url);
  });
  return sent;
};

describe('installable', () => {
  it('passes Chromium’s installability check', async () => {
    // A profile of its own: Chromium offers no install in an incognito context, which is what a test's usually is.
    const profile = mkdtempSync(path.join(os.tmpdir(), 'chef-profile-'));
    const context = await playwrightChromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${process.env.E2E_APP_URL}/`);
      await page.evaluate(() => navigator.serviceWorker.ready);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('links a manifest whose icons load at exactly the sizes it declares', async () => {
    const { page } = await chromium.open('phone');
    const icons = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      const manifest = (await (await fetch(link!.href)).json()) as {
        icons: Array<{ src: string; sizes: string; purpose: string }>;
      };
      return Promise.all(
        manifest.icons.map(async ({ src, sizes, purpose }) => {
          const bitmap = await createImageBitmap(await (await fetch(src)).blob());
          return { purpose, sizes, actual: `${bitmap.width}x${bitmap.height}` };
        }),
      );
    });
    expect(icons.map(({ purpose, sizes }) => `${purpose} ${sizes}`).sort()).toEqual([
      'any 192x192',
      'any 512x512',
      'maskable 512x512',
    ]);
    for (const icon of icons) expect(icon.actual).toBe(icon.sizes);
  });
});

describe('offline, after one visit', () => {
  it('opens with the cook’s theme, opens a saved recipe in cook mode, and says at once that a new recipe needs a connection', async () => {
    const { page, context, errors } = await openControlled(`${process.env.E2E_APP_URL}/`);
    await addIngredients(page, three);
    await getRecipe(page);
    await page.getByRole('button', { name: 'Save recipe' }).click();
    await savedOnThisDevice(page, recipeName);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    const sent = recipeRequests(context);

    // Everything below rests on the reloaded page being told it is offline: if it never is, the test stops in
    // reloadOffline, where that is the reason, rather than at the tap.
    await reloadOffline(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);

    await page.getByRole('button', { name: 'My recipes' }).click();
    const panel = page.getByRole('dialog', { name: 'My recipes' });
    await panel.getByRole('region', { name: 'Saved' }).getByRole('button', { name: recipeName, exact: true }).click();
    // Its nutrition too: the table came with the app's files.
    await page.getByRole('region', { name: 'Nutrition per serving' }).getByText('Energy').waitFor();
    await page.getByRole('button', { name: 'Start cooking' }).click();
    await page.getByRole('dialog', { name: recipeName }).waitFor();
    await page.getByRole('button', { name: 'Done' }).click();

    await addIngredients(page, three);
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    // "At once" is that the page knew it was offline and sent nothing. The wait only bounds how long a failure takes
    // to report; what the page said and knew is compared whole, so a failure shows which of them was off.
    await page
      .waitForFunction(() => document.getElementById('recipe-status')?.textContent?.startsWith('Failed'), undefined, {
        timeout: 15_000,
      })
      .catch(() => undefined);
    expect({ ...(await statusAndConnection(page)), sent }).toEqual({
      status: `Failed to load recipe. ${OFFLINE_LINE}`,
      online: false,
      sent: [],
    });
    expect(await page.getByText(OFFLINE_LINE, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Get a recipe' }).isEnabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    expect(await axeViolations(page)).toEqual([]);

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.waitForFunction(() => document.getElementById('recipe-status')?.textContent?.startsWith('Recipe ready'));
    expect(sent).not.toEqual([]);
    expect(await violations(page)).toEqual([]);
    // The app's own lines say "offline"; the browser logs each request that met no network (asking the server's
    // mode as the page opens among them) as ERR_INTERNET_DISCONNECTED.
    const unexplained = errors.filter((error) => !/offline|ERR_INTERNET_DISCONNECTED/.test(error));
    expect(unexplained).toEqual([]);
  });

  it('caches the build’s own files and nothing else: no token, no /api/ reply', async () => {
    const { page } = await openControlled(`${process.env.E2E_APP_URL}/`);
    await addIngredients(page, three);
    await getRecipe(page);
    const entries = await cachedEntries(page);
    const scripts = buildScripts(E2E_DIST);
    const origin = new URL(process.env.E2E_APP_URL ?? '').origin;

    expect(entries.length).toBeGreaterThan(10);
    for (const { url, body } of entries) {
      const { origin: from, pathname } = new URL(url);
      expect(from).toBe(origin);
      expect(pathname).not.toMatch(/^\/(api\/|healthz)/);
      expect(body).not.toContain(E2E_TOKEN);
    }
    expect(entries.some(({ url }) => new URL(url).pathname === '/index.html')).toBe(true);
    const cachedPaths = new Set(entries.map(({ url }) => new URL(url).pathname));
    expect([...scripts.keys()].filter((script) => !cachedPaths.has(script))).toEqual([]);
  });
});

describe('a new version', () => {
  // Another build of the same code (the spec's mode, which other files use too): a new main script and worker, as
  // a real release would have.
  const secondBuild = E2E_DIRECT_DIST;

  it('says so in one line, never while cook mode is open, and Reload loads it and clears the old files', async () => {
    const first = await serve(E2E_DIST);
    const port = Number(new URL(first.url).port);
    const { page } = await openControlled(`${first.url}/`);
    const oldEntry = await runningEntry(page);
    const oldScripts = [...buildScripts(E2E_DIST).keys()];
    const newScripts = [...buildScripts(secondBuild).keys()];
    // The files only the old version has, which the new one's worker clears.
    const oldOnly = oldScripts.filter((script) => !newScripts.includes(script));
    expect(oldOnly.length).toBeGreaterThan(0);
    await addIngredients(page, three);
    await getRecipe(page);
    await page.getByRole('button', { name: 'Start cooking' }).click();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await first.close();
    servers = [];
    await serve(secondBuild, port);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
      while (!registration?.waiting) await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await page.getByRole('dialog', { name: recipeName }).waitFor();
    expect(await page.getByText(NEW_VERSION_LINE).count()).toBe(0);

    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByText(NEW_VERSION_LINE).waitFor();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await axeViolations(page)).toEqual([]);

    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
    await waitUntilInteractive(page);
    const newEntry = await runningEntry(page);
    expect(newEntry).toBe(entryScript(secondBuild));
    expect(newEntry).not.toBe(oldEntry);
    const cachedPaths = async () => (await cachedEntries(page)).map(({ url }) => new URL(url).pathname);
    // The old version's files leave as the new worker finishes activating, which may end after the reload.
    const cachedOf = async (scripts: string[]) => {
      const cached = await cachedPaths();
      return scripts.filter((script) => cached.includes(script));
    };
    await eventually(() => cachedOf(oldOnly), []);
    expect(await cachedOf(newScripts)).toEqual(newScripts);
    expect(await page.getByText(NEW_VERSION_LINE).count()).toBe(0);
    expect(await violations(page)).toEqual([]);
  });
});
