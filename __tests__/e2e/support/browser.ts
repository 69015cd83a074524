import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DATABASE_NAME } from '../../../src/features/myRecipes/recipeDatabase';
import { MODEL_SERVER_IN_PAGES } from './builds';
import type { Scenario } from './testChatServer';

import { launchChromium } from './chromium';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export const appUrl = () => `${process.env.E2E_APP_URL}/`;

/** Tells the test chat server how to answer from now on. */
export async function setScenario(scenario: Scenario): Promise<void> {
  const base = new URL(process.env.E2E_CHAT_URL ?? '');
  const response = await fetch(new URL('/__scenario', base), { method: 'POST', body: JSON.stringify(scenario) });
  if (!response.ok) throw new Error(`the test chat server refused the scenario: ${response.status}`);
}

/** The last chat-completions request the test chat server was sent, as parsed JSON. */
export async function lastChatRequest(): Promise<{ messages: Array<{ role: string; content: string }> }> {
  const response = await fetch(new URL('/__last-request', new URL(process.env.E2E_CHAT_URL ?? '')));
  return (await response.json()) as { messages: Array<{ role: string; content: string }> };
}

export interface OpenedApp {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions the page reported. */
  errors: string[];
  /** The URL of every response the page received, in order. */
  responses: string[];
}

/** Chromium's rule sending the direct build's requests for its model's server to this lane's test chat server. */
function modelServerOfThisLane(): string {
  const { host, port } = new URL(MODEL_SERVER_IN_PAGES);
  return `--host-resolver-rules=MAP ${host}:${port || 80} ${new URL(process.env.E2E_CHAT_URL ?? '').host}`;
}

/**
 * One Chromium for the test file: launched before its tests, closed after them, and every context a test
 * opened closed after that test, with the test chat server back to the demo chef's recipe (a test that failed
 * half-way never leaves its scenario to the next). `open` opens the app (see openApp) in a fresh context.
 */
export function chromiumForThisFile() {
  let browser: Browser | undefined;
  const launched = () => {
    if (!browser) throw new Error('Chromium is launched in beforeAll: use it inside a test or hook');
    return browser;
  };
  beforeAll(async () => {
    browser = await launchChromium([modelServerOfThisLane()]);
  });
  afterEach(async () => {
    await Promise.all(
      launched()
        .contexts()
        .map((context) => context.close()),
    );
    await setScenario({ kind: 'recipe' });
  });
  afterAll(() => browser?.close());
  return {
    browser: launched,
    open: (viewport?: ViewportName, options?: OpenAppOptions) => openApp(launched(), viewport, options),
  };
}

export interface OpenAppOptions {
  reducedMotion?: 'reduce' | 'no-preference';
  colorScheme?: 'light' | 'dark';
  /** The browser's language (navigator.languages, Accept-Language); English unless given. */
  locale?: string;
  bypassCSP?: boolean;
  /** Install Playwright's fake clock before the page loads; it runs like the real one until paused. */
  clock?: boolean;
  /** Runs before the page is first loaded, e.g. to block some of its files. */
  beforeLoad?: (context: BrowserContext) => Promise<unknown>;
  /** Another server's page than the suite's build (globalSetup's). */
  url?: string;
  /**
   * Let the app's service worker run (the offline tests). Blocked otherwise: every other test is a cook's first
   * visit, whose requests go to the network, and a worker precaching the build would only add to it.
   */
  serviceWorkers?: boolean;
  /** Wait until the page has marked itself interactive (unless false: its scripts are blocked). */
  waitUntilInteractive?: boolean;
}

export async function openApp(
  browser: Browser,
  viewport: ViewportName = 'desktop',
  options: OpenAppOptions = {},
): Promise<OpenedApp> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    reducedMotion: options.reducedMotion ?? 'no-preference',
    colorScheme: options.colorScheme ?? 'light',
    locale: options.locale ?? 'en-US',
    bypassCSP: options.bypassCSP ?? false,
    serviceWorkers: options.serviceWorkers ? 'allow' : 'block',
  });
  if (options.clock) await context.clock.install();
  await options.beforeLoad?.(context);
  const page = await context.newPage();
  const errors: string[] = [];
  const responses: string[] = [];
  page.on('response', (response) => responses.push(response.url()));
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(options.url ?? appUrl());
  if (options.waitUntilInteractive !== false) await waitUntilInteractive(page);
  return { context, page, errors, responses };
}

/** The page paints prerendered HTML first and hydrates a moment later; a cook's first key press comes after. */
export async function waitUntilInteractive(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Waits until the page's database holds a saved recipe of this name. Save recipe says "Saved" as it is pressed,
 * before the write commits: a reload in between would lose the save, which is the race, not the behaviour, tested.
 */
export async function savedOnThisDevice(page: Page, name: string): Promise<void> {
  await page.waitForFunction(
    ({ recipeName, databaseName }) =>
      new Promise<boolean>((resolve) => {
        const opening = indexedDB.open(databaseName);
        opening.onerror = () => resolve(false);
        opening.onsuccess = () => {
          const database = opening.result;
          if (!database.objectStoreNames.contains('recipes')) return resolve(database.close() ?? false);
          const reading = database.transaction('recipes').objectStore('recipes').getAll();
          reading.onerror = () => resolve(database.close() ?? false);
          reading.onsuccess = () => {
            database.close();
            const records = reading.result as Array<{ saved?: boolean; recipe?: { name?: string } }>;
            resolve(records.some((record) => record.saved === true && record.recipe?.name === recipeName));
          };
        };
      }),
    { recipeName: name, databaseName: DATABASE_NAME },
  );
}

/**
 * Reloads the page with the network off, as a cook reopens the app with no signal. Some Chromium versions (150
 * among them) fail every request of the reloaded document but leave its `navigator.onLine` true: the emulation
 * is applied to the old document only. Turning it off and on again applies it to the new one, so the page is told
 * it is offline whatever the version; the guard then stops the test there, with that reason, if it never is.
 */
export async function reloadOffline(page: Page): Promise<void> {
  const context = page.context();
  await context.setOffline(true);
  await page.reload();
  await waitUntilInteractive(page);
  await context.setOffline(false);
  await context.setOffline(true);
  await page
    .waitForFunction(() => !navigator.onLine, undefined, { timeout: 10_000 })
    .catch(() => {
      throw new Error('The browser never told the reloaded page it is offline: navigator.onLine stayed true.');
    });
}

/**
 * Pauses the page's fake clock (see openApp's `clock`): from here on its timers and animation frames move only
 * with `page.clock.runFor`, so a test of the spec's timings reads the page's own clock, not the machine's.
 */
export async function pausePageClock(page: Page): Promise<void> {
  // The clock runs on while this process asks for its time: on a busy machine the moment read may be past by the
  // time the pause arrives, which Playwright refuses. Read again and retry then.
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 50);
      return;
    } catch (error) {
      if (attempt >= 20 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

/** Reads until the page shows `expected` (React renders a timer's update a moment after it fires); 10 s at most. */
export async function eventually<T>(read: () => Promise<T>, expected: T): Promise<void> {
  const deadline = Date.now() + 10_000;
  let value = await read();
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  expect(value).toEqual(expected);
}

export const ingredientInput = (page: Page) => page.getByRole('textbox', { name: 'Ingredient' });

export async function addIngredients(page: Page, ingredients: readonly string[]): Promise<void> {
  for (const ingredient of ingredients) {
    await ingredientInput(page).fill(ingredient);
    await ingredientInput(page).press('Enter');
  }
}

/** Reads a computed style of the first element matching `selector`. */
export function computed(page: Page, selector: string, property: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
}

/**
 * Waits until the page has scrolled to the results, as it does once a recipe shows (300 ms later, over a second):
 * a click while it scrolls can land beside what it aimed at, as a tap on a moving page would.
 */
export async function scrolledToResults(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const section = document.getElementById('results-section');
    if (!section) return false;
    const margin = parseFloat(getComputedStyle(section).scrollMarginTop) || 0;
    const wanted = section.getBoundingClientRect().top + window.scrollY - margin;
    const bottom = document.documentElement.scrollHeight - window.innerHeight;
    return Math.abs(window.scrollY - Math.max(0, Math.min(wanted, bottom))) < 1;
  });
}

/** Waits until a recipe shows and the page has finished scrolling to it: from then on, a tap lands where it aims. */
export async function recipeShown(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Start cooking' }).waitFor();
  await scrolledToResults(page);
}

/** Taps More actions → Download recipe: the file's suggested name and its JSON, read back. */
export async function downloadedRecipe(page: Page): Promise<{ name: string; json: Record<string, unknown> }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('button', { name: 'More actions' })
      .click()
      .then(() => page.getByRole('menuitem', { name: 'Download recipe' }).click()),
  ]);
  const text = await readFile(await download.path(), 'utf8');
  return { name: download.suggestedFilename(), json: JSON.parse(text) as Record<string, unknown> };
}
