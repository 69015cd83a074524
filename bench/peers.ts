/**
 * npm run bench:peers: this app beside two open-source apps of its kind, built from their public repositories
 * (roboChef and hooamii's chef-Claude: React and Vite, a recipe from a list of ingredients through Hugging Face),
 * each a cold visit on the throttled phone (4× CPU, Slow 4G, 390 × 844), BENCH_RUNS visits each (5 unless set),
 * their order rotated every round. Per visit:
 * - first paint (first-contentful-paint);
 * - interactive: the first frame in which React's handler is on the Add button (hydrated here, rendered there);
 * - Add: from the tap on Add to the frame with the new row, once the page's downloads are over;
 * - first words: from the tap on "Get a recipe", a second after it shows, to the frame with the recipe's name.
 * Every app's model requests go to one local chat server, the same recipe at the same pace: this app's over the
 * throttled network; the peers' (to Hugging Face's addresses, which the browser cannot reach here) answered by the
 * bench after Slow 4G's round trip. The peers ask for the recipe whole, and get it whole at the stream's first byte. The peers are cloned, installed and built once into the
 * system's temporary folder; BENCH_PEERS_FROM names a folder holding their git checkouts (by the names below) when
 * GitHub cannot be reached. Prints medians and ranges, and this app's median over the best peer's.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../__tests__/e2e/support/chromium';
import { startTestChatServer } from '../__tests__/e2e/support/testChatServer';
import { servedDist, temporaryServedBuild } from './buildApp';
import { SLOW_4G } from '../__tests__/e2e/support/slow4g';
import { PHONE, throttledPageIn, typicalRecipeScenario } from './phoneProfile';
import { realisticRecipe } from './realisticRecipe';
import { median, round, summary } from './statistics';

const RUNS = Number(process.env.BENCH_RUNS) || 5;

/** The peers, at the commits measured. */
const PEERS = [
  { name: 'roboChef', repo: 'JustinSilbiger/roboChef', commit: '3df40ffbb33010a5e3af937edb2c658ea3be9021' },
  { name: 'chef-Claude', repo: 'hooamii/chef-Claude', commit: 'accec0bfbb9c26135b0ea732aada2255edcb56ad' },
];

const THIS_APP = 'this app';

interface Visit {
  firstPaintMs: number;
  interactiveMs: number;
  addMs: number;
  firstWordsMs: number;
}

/**
 * Brotli and gzip copies beside each text file of a build, as this app's build makes them, so that the peers are
 * served compressed by the same server as this app, as any real host would serve them.
 */
function precompress(dir: string): void {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(html|js|css|svg)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

/** A peer's production build, cloned at its commit, installed from the npm registry and built with Vite, once. */
function peerBuild({ name, repo, commit }: (typeof PEERS)[number]): string {
  const dir = path.join(os.tmpdir(), 'chef-peers', `${name}-${commit.slice(0, 8)}`);
  const dist = path.join(dir, 'dist');
  if (existsSync(path.join(dist, 'index.html.br'))) return dist;
  mkdirSync(path.dirname(dir), { recursive: true });
  const from = process.env.BENCH_PEERS_FROM
    ? path.join(process.env.BENCH_PEERS_FROM, name)
    : `https://github.com/${repo}.git`;
  console.log(`Building ${name} from ${from}…`);
  const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
    execFileSync(command, args, { cwd: dir, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  if (!existsSync(dir)) execFileSync('git', ['clone', '--quiet', from, dir]);
  run('git', ['checkout', '--quiet', commit]);
  run('npm', ['ci', '--no-audit', '--no-fund']);
  // Their model's token is read at build time, as their READMEs say; the bench's requests never reach Hugging Face.
  run('npx', ['vite', 'build'], { VITE_HF_ACCESS_TOKEN: 'hf_bench' });
  precompress(dist);
  return dist;
}

/**
 * Page-side instruments for any of the three apps, installed before their scripts: when React's handler is first
 * on the Add button, and the time from the next click to the frame after a text shows.
 */
function instruments() {
  let markInteractive = () => {};
  const addButton = () =>
    [...document.querySelectorAll('button')].find((button) =>
      /^add ingredient$/i.test((button.getAttribute('aria-label') ?? button.textContent ?? '').trim()),
    );
  const bench = {
    /** Resolves with the first contentful paint's time, once there is one (a peer paints only once it renders). */
    firstPaint: new Promise<number>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries()[0]!.startTime)).observe({
        type: 'paint',
        buffered: true,
      }),
    ),
    interactiveAt: NaN,
    interactive: new Promise<void>((resolve) => (markInteractive = resolve)),
    pending: undefined as Promise<number> | undefined,
    /** From the next click to the frame after `shown` is true. */
    timeNextClick(shown: () => boolean) {
      bench.pending = new Promise((resolve) => {
        document.addEventListener(
          'click',
          (event) => {
            const clickedAt = event.timeStamp;
            const observer = new MutationObserver(() => {
              if (!shown()) return;
              observer.disconnect();
              requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clickedAt)));
            });
            observer.observe(document, { childList: true, subtree: true, characterData: true });
          },
          { capture: true, once: true },
        );
      });
    },
    rowShown: (text: string) => () =>
      [...document.querySelectorAll('li')].some((row) => row.textContent?.includes(text)),
    textShown: (text: string) => () => document.body.textContent?.includes(text) ?? false,
  };
  Object.assign(window, { peerBench: bench });
  const check = () => {
    const button = addButton();
    if (button && Object.keys(button).some((key) => key.startsWith('__reactProps$'))) {
      bench.interactiveAt = performance.now();
      markInteractive();
    } else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** What `instruments` puts on window (under its own name: the phone profile's instruments are there too). */
interface PeerBenchWindow extends Window {
  peerBench: {
    firstPaint: Promise<number>;
    interactiveAt: number;
    interactive: Promise<void>;
    pending?: Promise<number>;
    timeNextClick(shown: () => boolean): void;
    rowShown(text: string): () => boolean;
    textShown(text: string): () => boolean;
  };
}

const ingredientBox = (page: Page) => page.getByRole('textbox', { name: /ingredient/i }).first();
// A peer's CSS puts a "+" before the button's words, and so in its name.
const addButton = (page: Page) => page.getByRole('button', { name: /add ingredient$/i });
// roboChef names it "Generate Recipe".
const getRecipe = (page: Page) => page.getByRole('button', { name: /^(get a recipe|generate recipe)$/i });

/** `waited`, or a failure naming what never came after a minute (a bench never hangs). */
function within<T>(what: string, waited: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} never came`)), 60_000);
  });
  return Promise.race([waited, late]).finally(() => clearTimeout(timer));
}

/** Types an ingredient and taps Add, timing the tap to the frame with its row. */
async function timedAdd(page: Page, ingredient: string): Promise<number> {
  await ingredientBox(page).pressSequentially(ingredient, { delay: 80 });
  await page.evaluate((text) => {
    const { peerBench: bench } = window as unknown as PeerBenchWindow;
    bench.timeNextClick(bench.rowShown(text));
  }, ingredient);
  await addButton(page).tap();
  return within(
    `the row of ${ingredient}`,
    page.evaluate(() => (window as unknown as PeerBenchWindow).peerBench.pending!),
  );
}

/** The Hub's answer for a model's inference providers, in its shape: one provider, live, for chat. */
const providerMapping = (model: string) => ({
  together: { status: 'live', providerId: decodeURIComponent(model), task: 'conversational' },
});

/** One cold visit to `url`, with its model requests sent to `modelUrl` (the chat-completions address). */
async function visit(browser: Browser, url: string, modelUrl: string): Promise<Visit> {
  const phone = await browser.newContext(PHONE);
  await phone.addInitScript(instruments);
  const { context, page } = await throttledPageIn(phone, 4, true);
  // The peers' fonts come from Google, which this machine cannot reach: refused at once, not waited for.
  await context.route(/fonts\.(googleapis|gstatic)\.com/, (route) => route.abort());
  await context.route(/huggingface\.co/, async (route) => {
    const model = /\/api\/models\/([^?]+)/.exec(route.request().url())?.[1];
    // @huggingface/inference 4 asks the Hub which providers serve the model before asking one: answered as the
    // Hub answers, one live provider.
    // Answered here, past the phone's throttled network: held for its round trip, as this app's requests are.
    const answer = model
      ? { json: { id: model, inferenceProviderMapping: providerMapping(model) } }
      : { response: await route.fetch({ url: modelUrl }) };
    await new Promise((resolve) => setTimeout(resolve, SLOW_4G.latency));
    return route.fulfill(answer);
  });
  try {
    await page.goto(url);
    await within(
      'interactive',
      page.evaluate(() => (window as unknown as PeerBenchWindow).peerBench.interactive),
    );
    const { firstPaintMs, interactiveMs } = await page.evaluate(async () => {
      const { peerBench } = window as unknown as PeerBenchWindow;
      return { firstPaintMs: await peerBench.firstPaint, interactiveMs: peerBench.interactiveAt };
    });
    // A cook takes a moment to type: the page's own downloads are over before the Add.
    await page.waitForLoadState('networkidle');
    const addMs = await timedAdd(page, 'eggs');
    for (const ingredient of ['spinach', 'feta', 'garlic']) {
      if (await getRecipe(page).isVisible()) break;
      await timedAdd(page, ingredient);
    }
    await getRecipe(page).scrollIntoViewIfNeeded();
    await page.waitForTimeout(1000);
    await page.evaluate((name) => {
      const { peerBench: bench } = window as unknown as PeerBenchWindow;
      bench.timeNextClick(bench.textShown(name));
    }, realisticRecipe.name);
    await getRecipe(page).tap();
    const firstWordsMs = await within(
      'the recipe',
      page.evaluate(() => (window as unknown as PeerBenchWindow).peerBench.pending!),
    );
    return { firstPaintMs, interactiveMs, addMs, firstWordsMs };
  } finally {
    await context.close();
  }
}

async function main() {
  const chat = await startTestChatServer(typicalRecipeScenario);
  const modelUrl = `${chat.baseUrl}/chat/completions`;
  const peers = await Promise.all(
    PEERS.map(async (peer) => ({ name: peer.name, site: await servedDist(peerBuild(peer)) })),
  );
  const ours = await temporaryServedBuild(
    'peers',
    { PUBLIC_HF_TOKEN: 'hf_bench', HF_ENDPOINT_URL: chat.baseUrl, HF_MODEL: 'bench/model' },
    {},
  );
  const apps = [
    { name: THIS_APP, url: `${ours.site.url}/` },
    ...peers.map(({ name, site }) => ({ name, url: `${site.url}/` })),
  ];
  const browser = await launchChromium();
  const visits = new Map<string, Visit[]>(apps.map(({ name }) => [name, []]));
  try {
    for (let lap = 0; lap < RUNS; lap += 1) {
      for (let turn = 0; turn < apps.length; turn += 1) {
        const app = apps[(lap + turn) % apps.length]!;
        const figures = await visit(browser, app.url, modelUrl).catch((error: unknown) => {
          throw new Error(`${app.name}: ${String(error)}`);
        });
        console.log(app.name, JSON.stringify(figures));
        visits.get(app.name)!.push(figures);
      }
      console.log(`round ${lap + 1} of ${RUNS} done`);
    }
    const keys = ['firstPaintMs', 'interactiveMs', 'addMs', 'firstWordsMs'] as const;
    const medianOf = (name: string, key: (typeof keys)[number]) => median(visits.get(name)!.map((run) => run[key]));
    console.log(`${RUNS} cold visits each, 4× CPU, Slow 4G, 390 × 844; ms, median (min–max)`);
    console.table(
      Object.fromEntries(
        apps.map(({ name }) => [
          name,
          Object.fromEntries(
            keys.map((key) => {
              const { median: middle, min, max } = summary(visits.get(name)!.map((run) => run[key]));
              return [key, `${middle} (${min}–${max})`];
            }),
          ),
        ]),
      ),
    );
    console.table(
      Object.fromEntries(
        keys.map((key) => {
          const best = Math.min(...PEERS.map(({ name }) => medianOf(name, key)));
          return [key, { 'this app ÷ best peer': round(medianOf(THIS_APP, key) / best, 2) }];
        }),
      ),
    );
  } finally {
    await browser.close();
    await Promise.all([ours.close(), chat.close(), ...peers.map(({ site }) => site.close())]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
