/**
 * The throttled phone profile of `npm run bench` (also `npm run bench:phone` on its own): a cold page on a
 * phone viewport with the CPU slowed (CDP) and Slow 4G (150 ms RTT, 1.6 Mbps down, 750 kbps up), from first
 * paint to the generate panel, plus a 1,000-token stream at 100 tokens/s. The taps on "Get a recipe" are timed
 * twice: on a build that asks the model's server itself (a build-time token), and on one that asks the app's own
 * server, which asks the model (the deployment the README recommends). Every figure is the median and range
 * of BENCH_RUNS runs (5 unless set), the slowdowns interleaved run by run, with the load average and the
 * machine's speed (machineSpeed.ts) beside them.
 * BENCH_ROOT names another checkout to build and measure instead (e.g. an older commit's worktree).
 */
import os from 'node:os';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { SLOW_4G } from '../__tests__/e2e/support/slow4g';
import { startTestChatServer, type TestChatServer } from '../__tests__/e2e/support/testChatServer';
import { servedBuild, servedThroughRecipeService } from './buildApp';
import { machineSpeed } from './machineSpeed';
import { realisticRecipe } from './realisticRecipe';
import { summary } from './statistics';

const RUNS = Number(process.env.BENCH_RUNS) || 5;
export const PHONE_SLOWDOWNS = [4, 6] as const;
const STREAM_TOKENS = 1000;
const STREAM_TOKENS_PER_SECOND = 100;
const CHARS_PER_TOKEN = 4;
/** When a fast provider's reply begins, after the request. */
const PROVIDER_FIRST_BYTE_MS = 35;

/** A recipe of STREAM_TOKENS tokens: the realistic one with its steps repeated, two to a further step. */
export const thousandTokenRecipe = (() => {
  const { instructions: steps } = realisticRecipe;
  const instructions = [...steps];
  const length = () => JSON.stringify({ ...realisticRecipe, instructions }).length;
  for (let step = 0; length() < STREAM_TOKENS * CHARS_PER_TOKEN; step += 2) {
    instructions.push(`Then: ${steps[step % steps.length]!} ${steps[(step + 1) % steps.length]!}`);
  }
  return JSON.stringify({ ...realisticRecipe, instructions });
})();

/** Page-side instruments, installed before the page's own scripts: when it hydrated, and every interaction. */
function instruments() {
  let markHydrated = () => {};
  const bench = {
    hydratedAt: NaN,
    /** Resolves once hydratedAt is set. */
    hydrated: new Promise<void>((resolve) => (markHydrated = resolve)),
    worstInteractionMs: 0,
    worstInteraction: '',
    longTasks: [] as number[],
    pending: undefined as Promise<number> | undefined,
    requestAt: NaN,
    firstByteAt: NaN,
    /**
     * Resolves with [tap → request leaves, tap → the reply's first byte, tap → the recipe's first text painted]
     * for the next tap.
     */
    timeNextTapToText() {
      bench.requestAt = NaN;
      bench.firstByteAt = NaN;
      bench.pending = undefined;
      return new Promise<[number, number, number]>((resolve) => {
        document.addEventListener(
          'click',
          (event) => {
            const tappedAt = event.timeStamp;
            const observer = new MutationObserver(() => {
              if (!document.getElementById('recipe-name')?.textContent) return;
              observer.disconnect();
              requestAnimationFrame(() =>
                setTimeout(() =>
                  resolve([bench.requestAt - tappedAt, bench.firstByteAt - tappedAt, performance.now() - tappedAt]),
                ),
              );
            });
            observer.observe(document, { childList: true, subtree: true, characterData: true });
          },
          { capture: true, once: true },
        );
      });
    },
    /**
     * Resolves with the time from the next tap to the frame after the first text of a new version is painted over
     * the card: the results are busy again, and a recipe name shows in them.
     */
    timeNextTapToNewText() {
      bench.requestAt = NaN;
      bench.firstByteAt = NaN;
      return new Promise<[number, number, number]>((resolve) => {
        document.addEventListener(
          'click',
          (event) => {
            const tappedAt = event.timeStamp;
            const observer = new MutationObserver(() => {
              const results = document.getElementById('results-section');
              if (results?.getAttribute('aria-busy') !== 'true') return;
              if (!document.getElementById('recipe-name')?.textContent) return;
              observer.disconnect();
              requestAnimationFrame(() =>
                setTimeout(() =>
                  resolve([bench.requestAt - tappedAt, bench.firstByteAt - tappedAt, performance.now() - tappedAt]),
                ),
              );
            });
            observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
          },
          { capture: true, once: true },
        );
      });
    },
    /** Resolves with the time from the next click to the frame after a button named `name` is on the page. */
    timeNextClick(name: string) {
      const shown = () =>
        [...document.querySelectorAll('button')].some(
          (button) => button.getAttribute('aria-label') === name || button.textContent === name,
        );
      bench.pending = new Promise((resolve) => {
        document.addEventListener(
          'click',
          (event) => {
            const clickedAt = event.timeStamp;
            const painted = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clickedAt)));
            const observer = new MutationObserver(() => {
              if (!shown()) return;
              observer.disconnect();
              painted();
            });
            observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
          },
          { capture: true, once: true },
        );
      });
    },
  };
  Object.assign(window, { bench });
  // When the recipe request leaves (the moment the page hands it to fetch), and when its reply's head arrives
  // (the stream's first byte: the test server sends its head with the first chunk). The request goes to the model's
  // server, or to the app's own (RECIPE_SERVICE_PATH, written out: this function runs in the page, without imports).
  const pageFetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const recipeRequest = url.includes('/chat/completions') || url.endsWith('/api/recipe');
    if (!recipeRequest || !Number.isNaN(bench.requestAt)) return pageFetch(input, init);
    bench.requestAt = performance.now();
    return pageFetch(input, init).then((response) => {
      bench.firstByteAt = performance.now();
      return response;
    });
  };
  new MutationObserver((_, observer) => {
    if (document.documentElement.dataset.hydrated !== 'true') return;
    bench.hydratedAt = performance.now();
    markHydrated();
    observer.disconnect();
    // The init script runs before <html> exists: the whole document is watched, for that one attribute.
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  new PerformanceObserver((list) => {
    // interactionId is newer than TypeScript's DOM types.
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (!entry.interactionId || entry.duration <= bench.worstInteractionMs) continue;
      bench.worstInteractionMs = entry.duration;
      const target = entry.target as HTMLElement | null;
      const on = target?.getAttribute('aria-label') ?? target?.textContent?.slice(0, 20) ?? target?.tagName ?? '?';
      const delay = Math.round(entry.processingStart - entry.startTime);
      const handlers = Math.round(entry.processingEnd - entry.processingStart);
      bench.worstInteraction = `${entry.name} on ${on} (input delay ${delay}, handlers ${handlers}, to paint ${Math.round(entry.duration) - delay - handlers})`;
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => bench.longTasks.push(entry.duration))).observe(
    {
      type: 'longtask',
    },
  );
}

/** What `instruments` puts on window. */
interface BenchWindow extends Window {
  bench: {
    hydratedAt: number;
    hydrated: Promise<void>;
    worstInteractionMs: number;
    worstInteraction: string;
    longTasks: number[];
    pending?: Promise<number>;
    requestAt: number;
    firstByteAt: number;
    timeNextClick(name: string): void;
    timeNextTapToText(): Promise<[number, number, number]>;
    /** timeNextTapToText's promise for the tap about to be made. */
    tapTiming?: Promise<[number, number, number]>;
    timeNextTapToNewText(): Promise<[number, number, number]>;
    /** timeNextTapToNewText's promise for the tap about to be made. */
    changeTiming?: Promise<[number, number, number]>;
  };
}

/** The phone the profile emulates: its viewport and touch screen. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

export async function throttledPage(
  browser: Browser,
  slowdown: number,
  network: boolean,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  return throttledPageIn(await browser.newContext(PHONE), slowdown, network);
}

/** The page of `context`, instrumented and slowed down (the CPU, and the network to Slow 4G when `network`). */
export async function throttledPageIn(
  context: BrowserContext,
  slowdown: number,
  network: boolean,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  await context.addInitScript(instruments);
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  }
  return { context, page, cdp };
}

/**
 * Waits for the page to mark itself hydrated, through the DevTools Protocol: Playwright's waitForFunction would
 * first evaluate Playwright's own injected script in the page (88 ms of main thread at 4×, traced), in the middle
 * of the hydration being measured.
 */
export async function untilHydrated(cdp: CDPSession): Promise<void> {
  const { exceptionDetails } = await cdp.send('Runtime.evaluate', {
    expression: 'window.bench.hydrated',
    awaitPromise: true,
    timeout: 60_000,
  });
  if (exceptionDetails) throw new Error(`The page was not hydrated: ${exceptionDetails.text}`);
}

/** Adds one ingredient as a cook would (type it key by key, tap Add), timing the tap until `shown` is painted. */
export async function timedAdd(page: Page, ingredient: string, shown: string): Promise<number> {
  await page.getByRole('textbox', { name: 'Ingredient' }).pressSequentially(ingredient, { delay: 80 });
  await page.evaluate((name) => (window as unknown as BenchWindow).bench.timeNextClick(name), shown);
  await page.getByRole('button', { name: 'Add Ingredient' }).tap();
  return page.evaluate(() => (window as unknown as BenchWindow).bench.pending!);
}

export interface PhoneRun {
  firstPaintMs: number;
  interactiveMs: number;
  firstAddMs: number;
  thirdAddMs: number;
  worstInteractionMs: number;
  /** Which event it was, on what, and where its time went. */
  worstInteraction: string;
}

/** A cold visit: first paint, hydration, then three Adds, the last one until the generate panel is painted. */
export async function phoneRun(browser: Browser, url: string, slowdown: number): Promise<PhoneRun> {
  const { context, page, cdp } = await throttledPage(browser, slowdown, true);
  try {
    await page.goto(url);
    await untilHydrated(cdp);
    const firstPaintMs = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    );
    const interactiveMs = await page.evaluate(() => (window as unknown as BenchWindow).bench.hydratedAt);
    // A cook takes a moment to type: the page's idle-time downloads are done before each Add.
    await page.waitForLoadState('networkidle');
    const firstAddMs = await timedAdd(page, 'eggs', 'Remove eggs');
    await page.waitForLoadState('networkidle');
    await timedAdd(page, 'spinach', 'Remove spinach');
    const thirdAddMs = await timedAdd(page, 'feta', 'Get a recipe');
    const { worstInteractionMs, worstInteraction } = await page.evaluate(
      () => (window as unknown as BenchWindow).bench,
    );
    return { firstPaintMs, interactiveMs, firstAddMs, thirdAddMs, worstInteractionMs, worstInteraction };
  } finally {
    await context.close();
  }
}

/** A visit's first paint and the moment it became interactive. */
interface Visit {
  firstPaintMs: number;
  interactiveMs: number;
}

/**
 * A repeat visit: a first visit installs the service worker (its files precached), then the page is opened again,
 * answered by the worker from its cache, on the same throttled phone.
 */
async function repeatVisitRun(browser: Browser, url: string): Promise<Visit> {
  const { context, page, cdp } = await throttledPage(browser, 4, true);
  try {
    await page.goto(url);
    await untilHydrated(cdp);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return;
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    });
    await page.goto(url);
    await untilHydrated(cdp);
    return await page.evaluate(() => ({
      firstPaintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      interactiveMs: (window as unknown as BenchWindow).bench.hydratedAt,
    }));
  } finally {
    await context.close();
  }
}

/** One tap, timed from the tap: until the request leaves, the reply's first byte, its first text painted. */
interface TapTimes {
  leavesMs: number;
  firstByteMs: number;
  textMs: number;
}

/** One tap on "Get a recipe", and once that recipe is whole, when asked for: a tap on a change (Quicker). */
interface RecipeTap extends TapTimes {
  change?: TapTimes;
}

/**
 * A cook's first recipe: three ingredients typed and added, then "Get a recipe" tapped `waitMs` after the panel
 * is painted; the time from that tap until the request leaves, and until the recipe's first text is painted.
 */
export const tapRun = async (browser: Browser, url: string, waitMs: number, thenChange = false): Promise<RecipeTap> =>
  tapRunIn(await browser.newContext(PHONE), url, waitMs, thenChange);

/** tapRun in the given browser context (closed afterwards): e.g. a persistent one, which acts on resource hints. */
export async function tapRunIn(
  phone: BrowserContext,
  url: string,
  waitMs: number,
  /** Then time a change to that recipe too (a build with the steering controls). */
  thenChange = false,
): Promise<RecipeTap> {
  const { context, page, cdp } = await throttledPageIn(phone, 4, true);
  try {
    await page.goto(url);
    await untilHydrated(cdp);
    await timedAdd(page, 'eggs', 'Remove eggs');
    await timedAdd(page, 'spinach', 'Remove spinach');
    await timedAdd(page, 'feta', 'Get a recipe');
    // The button is found and brought into view first, and then only a finger's touch is sent: a locator's tap
    // would run Playwright's selector engine and hit-target check in the page at the moment it taps, work (and
    // garbage) of the harness's in the tap being timed.
    const button = page.getByRole('button', { name: 'Get a recipe' }).first();
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    if (!box) throw new Error('"Get a recipe" is not on the screen');
    await page.waitForTimeout(waitMs);
    await page.evaluate(() => {
      const { bench } = window as unknown as BenchWindow;
      bench.tapTiming = bench.timeNextTapToText();
    });
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const [leavesMs, firstByteMs, textMs] = await page.evaluate(
      () => (window as unknown as BenchWindow).bench.tapTiming!,
    );
    return { leavesMs, firstByteMs, textMs, ...(thenChange && { change: await changeTap(page) }) };
  } finally {
    await context.close();
  }
}

/** On a whole recipe, once the page has scrolled to it: the tap on Quicker → the new version's first text. */
async function changeTap(page: Page): Promise<TapTimes> {
  const quicker = page.getByRole('button', { name: 'Quicker' });
  await quicker.waitFor();
  await page.waitForTimeout(1500);
  await quicker.scrollIntoViewIfNeeded();
  const box = await quicker.boundingBox();
  if (!box) throw new Error('"Quicker" is not on the screen');
  await page.evaluate(() => {
    const { bench } = window as unknown as BenchWindow;
    bench.changeTiming = bench.timeNextTapToNewText();
  });
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  const [leavesMs, firstByteMs, textMs] = await page.evaluate(
    () => (window as unknown as BenchWindow).bench.changeTiming!,
  );
  return { leavesMs, firstByteMs, textMs };
}

/**
 * Types and taps Add on the painted page while its scripts are held back (as on a connection slower than the
 * cook's thumb), then lets them through; kept if the row is there once the app runs.
 */
async function tapBeforeHydration(browser: Browser, url: string): Promise<{ beforeHydration: boolean; kept: boolean }> {
  const { context, page } = await throttledPage(browser, 4, true);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  try {
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.getByRole('textbox', { name: 'Ingredient' }).pressSequentially('salt', { delay: 80 });
    await page.getByRole('button', { name: 'Add Ingredient' }).tap();
    const beforeHydration = await page.evaluate(() =>
      Number.isNaN((window as unknown as BenchWindow).bench.hydratedAt),
    );
    release();
    // The row comes with the list's code, fetched once the app runs: given 10 s at 4× CPU, not just network idle.
    const kept = await page
      .getByRole('button', { name: 'Remove salt' })
      .waitFor({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    return { beforeHydration, kept };
  } finally {
    await context.close();
  }
}

/** The longest main-thread task while a 1,000-token reply streams in at 100 tokens/s (no network throttling). */
async function streamRun(browser: Browser, url: string, slowdown: number): Promise<number> {
  const { context, page, cdp } = await throttledPage(browser, slowdown, false);
  try {
    await page.goto(url);
    await untilHydrated(cdp);
    // Tapped, as on a phone: a mouse click would add the hover events a phone does not have.
    for (const ingredient of ['eggs', 'spinach', 'feta']) {
      await page.getByRole('textbox', { name: 'Ingredient' }).fill(ingredient);
      await page.getByRole('button', { name: 'Add Ingredient' }).tap();
    }
    await page.getByRole('button', { name: 'Get a recipe' }).waitFor();
    await page.waitForLoadState('networkidle');
    // The polling below needs Playwright's own script in the page: evaluated now, its 40-60 ms task at 4× is not
    // counted as the app's.
    await page.waitForFunction(() => true);
    await page.evaluate(() => ((window as unknown as BenchWindow).bench.longTasks.length = 0));
    await page.getByRole('button', { name: 'Get a recipe' }).tap();
    // Polled twice a second with one cheap read, so the polling itself adds no long task.
    await page.waitForFunction(
      () => /^(Recipe ready|Failed to load recipe)/.test(document.getElementById('recipe-status')?.textContent ?? ''),
      undefined,
      { polling: 500, timeout: 120_000 },
    );
    return Math.max(0, ...(await page.evaluate(() => (window as unknown as BenchWindow).bench.longTasks)));
  } finally {
    await context.close();
  }
}

const loadAverage = () => os.loadavg().map((load) => Number(load.toFixed(2)));

/**
 * Every figure of the phone profile against a build served (compressed) at `url`, which asks the model's server
 * itself; the taps on "Get a recipe" also against `serviceUrl`, a build that asks the app's own server. `chat` is
 * the model's server: the stream is timed on the 1,000-token recipe, the taps on a typical one (a change sends
 * the recipe back, so its length is the cook's typical recipe's; the first text does not depend on it).
 */
export async function phoneProfile(
  browser: Browser,
  url: string,
  serviceUrl: string,
  chat: Pick<TestChatServer, 'setScenario'>,
) {
  const loadBefore = loadAverage();
  const speedBefore = await machineSpeed(browser);
  const runs: Record<number, PhoneRun[]> = Object.fromEntries(PHONE_SLOWDOWNS.map((slowdown) => [slowdown, []]));
  const streams: number[] = [];
  const taps: Awaited<ReturnType<typeof tapBeforeHydration>>[] = [];
  const recipeTaps: Record<number, RecipeTap[]> = { 1000: [], 300: [] };
  const serviceTaps: Record<number, RecipeTap[]> = { 1000: [], 300: [] };
  const repeatVisits: Visit[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    for (const slowdown of PHONE_SLOWDOWNS) runs[slowdown]!.push(await phoneRun(browser, url, slowdown));
    repeatVisits.push(await repeatVisitRun(browser, url));
    taps.push(await tapBeforeHydration(browser, url));
    chat.setScenario(phoneStreamScenario);
    streams.push(await streamRun(browser, url, 4));
    chat.setScenario(typicalRecipeScenario);
    for (const waitMs of [1000, 300]) {
      recipeTaps[waitMs]!.push(await tapRun(browser, url, waitMs, true));
      serviceTaps[waitMs]!.push(await tapRun(browser, serviceUrl, waitMs, true));
    }
  }
  const timeFigures = (taps: (TapTimes | undefined)[]) => ({
    leavesMs: summary(taps.map((tap) => tap?.leavesMs ?? NaN)),
    firstByteMs: summary(taps.map((tap) => tap?.firstByteMs ?? NaN)),
    firstTextMs: summary(taps.map((tap) => tap?.textMs ?? NaN)),
    eachRun: taps.map((tap) =>
      [tap?.leavesMs, tap?.firstByteMs, tap?.textMs].map((ms) => Math.round(ms ?? NaN)).join(' / '),
    ),
  });
  const tapFigures = (taps: RecipeTap[]) => ({
    ...timeFigures(taps),
    change: timeFigures(taps.map((tap) => tap.change)),
  });
  const figures = (slowdown: number) => {
    const of = (key: Exclude<keyof PhoneRun, 'worstInteraction'>) => summary(runs[slowdown]!.map((run) => run[key]));
    return {
      firstPaintMs: of('firstPaintMs'),
      interactiveMs: of('interactiveMs'),
      firstAddToRowMs: of('firstAddMs'),
      thirdAddToGeneratePanelMs: of('thirdAddMs'),
      worstInteractionMs: of('worstInteractionMs'),
      worstInteractions: runs[slowdown]!.map(
        (run) => `${Math.round(run.worstInteractionMs)} ms ${run.worstInteraction}`,
      ),
    };
  };
  return {
    method:
      'cold context per run, 390x844 touch; CDP Emulation.setCPUThrottlingRate and Network.emulateNetworkConditions (150 ms, 1.6 Mbps / 750 kbps); ' +
      "interactive = data-hydrated set; repeat visit = the same page opened again once the first visit's service worker controls it; ingredients typed key by key (80 ms apart) after network idle; Add timings = tap event timeStamp to the frame after the change; worst interaction = longest Event Timing entry with an interactionId",
    runs: RUNS,
    loadAverage: { before: loadBefore, after: loadAverage() },
    benchmarkIndex: { before: speedBefore, after: await machineSpeed(browser) },
    cpu4x: figures(4),
    cpu6x: figures(6),
    repeatVisit4x: {
      firstPaintMs: summary(repeatVisits.map((visit) => visit.firstPaintMs)),
      interactiveMs: summary(repeatVisits.map((visit) => visit.interactiveMs)),
    },
    tapBeforeHydration: `${taps.filter((tap) => tap.kept).length} of ${taps.length} kept (${taps.filter((tap) => tap.beforeHydration).length} made before hydration)`,
    streamLongestTaskMs4x: summary(streams),
    getRecipeTap1sAfterPanel: tapFigures(recipeTaps[1000]!),
    getRecipeTap300msAfterPanel: tapFigures(recipeTaps[300]!),
    throughOwnServer: {
      getRecipeTap1sAfterPanel: tapFigures(serviceTaps[1000]!),
      getRecipeTap300msAfterPanel: tapFigures(serviceTaps[300]!),
    },
  };
}

export type PhoneProfile = Awaited<ReturnType<typeof phoneProfile>>;

/** The phone profile's rows for the bench's table. */
export function phoneTable(profile: PhoneProfile): Record<string, string> {
  const cell = ({ median: m, min, max }: ReturnType<typeof summary>, unit = ' ms') => `${m}${unit} (${min}–${max})`;
  const rows: Record<string, string> = {};
  for (const [label, figures] of [
    ['4×', profile.cpu4x],
    ['6×', profile.cpu6x],
  ] as const) {
    rows[`phone ${label}: first paint`] = cell(figures.firstPaintMs);
    rows[`phone ${label}: interactive`] = cell(figures.interactiveMs);
    rows[`phone ${label}: first Add → row`] = cell(figures.firstAddToRowMs);
    rows[`phone ${label}: 3rd Add → generate panel`] = cell(figures.thirdAddToGeneratePanelMs);
    rows[`phone ${label}: worst interaction`] = cell(figures.worstInteractionMs);
    rows[`phone ${label}: worst interaction, each run`] = figures.worstInteractions.join('; ');
  }
  rows['phone 4×: repeat visit (service worker), first paint'] = cell(profile.repeatVisit4x.firstPaintMs);
  rows['phone 4×: repeat visit (service worker), interactive'] = cell(profile.repeatVisit4x.interactiveMs);
  rows['phone: tap on Add before hydration'] = profile.tapBeforeHydration;
  rows['phone 4×: longest task, 1,000 tokens at 100/s'] = cell(profile.streamLongestTaskMs4x);
  for (const [label, figures] of [
    ['1 s', profile.getRecipeTap1sAfterPanel],
    ['300 ms', profile.getRecipeTap300msAfterPanel],
    ['1 s (own server)', profile.throughOwnServer.getRecipeTap1sAfterPanel],
    ['300 ms (own server)', profile.throughOwnServer.getRecipeTap300msAfterPanel],
  ] as const) {
    rows[`phone 4×: tap ${label} after the panel → request leaves`] = cell(figures.leavesMs);
    rows[`phone 4×: tap ${label} after the panel → reply's first byte`] = cell(figures.firstByteMs);
    rows[`phone 4×: tap ${label} after the panel → first recipe text`] = cell(figures.firstTextMs);
    rows[`phone 4×: tap ${label} after the panel, each run (leaves / first byte / text)`] = figures.eachRun.join('; ');
    rows[`phone 4×: tap ${label}, then a change (Quicker) → request leaves`] = cell(figures.change.leavesMs);
    rows[`phone 4×: tap ${label}, then a change (Quicker) → reply's first byte`] = cell(figures.change.firstByteMs);
    rows[`phone 4×: tap ${label}, then a change (Quicker) → its first text`] = cell(figures.change.firstTextMs);
    rows[`phone 4×: tap ${label}, then a change (Quicker), each run (leaves / first byte / text)`] =
      figures.change.eachRun.join('; ');
  }
  rows['load average (1, 5, 15 min) before / after'] =
    `${profile.loadAverage.before.join(', ')} / ${profile.loadAverage.after.join(', ')}`;
  rows["machine speed before / after (Lighthouse's benchmark index, higher is faster)"] =
    `${cell(profile.benchmarkIndex.before, '')} / ${cell(profile.benchmarkIndex.after, '')}`;
  return rows;
}

/**
 * The stream the phone profile's chat server sends: its first byte PROVIDER_FIRST_BYTE_MS after the request, then
 * STREAM_TOKENS tokens at STREAM_TOKENS_PER_SECOND.
 */
export const phoneStreamScenario = {
  kind: 'content' as const,
  content: thousandTokenRecipe,
  delayMs: PROVIDER_FIRST_BYTE_MS,
  stream: { streamChunkChars: CHARS_PER_TOKEN, streamDelayMs: 1000 / STREAM_TOKENS_PER_SECOND },
};

/** The phone profile's pace, with a recipe of typical length (about 260 tokens). */
export const typicalRecipeScenario = { ...phoneStreamScenario, content: JSON.stringify(realisticRecipe) };

async function main() {
  const chat = await startTestChatServer(phoneStreamScenario);
  const { site, browser, close } = await servedBuild('phone', {
    PUBLIC_HF_TOKEN: 'hf_bench',
    HF_ENDPOINT_URL: chat.baseUrl,
    HF_MODEL: 'bench/model',
  });
  const service = await servedThroughRecipeService('phone-service', chat.baseUrl);
  try {
    console.log(`Measuring the phone profile, ${RUNS} runs…`);
    const profile = await phoneProfile(browser, `${site.url}/`, `${service.site.url}/`, chat);
    console.table(phoneTable(profile));
  } finally {
    await Promise.all([close(), service.close(), chat.close()]);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
