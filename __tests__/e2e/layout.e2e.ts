import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import {
  addIngredients,
  setScenario,
  type OpenedApp,
  chromiumForThisFile,
  waitUntilInteractive,
} from './support/browser';

/** The README's pictures: retaken by every run of this suite, so they show the app as it is. */
export const SCREENSHOT_DIR = path.resolve(__dirname, '../../docs/screenshots');

const chromium = chromiumForThisFile();
beforeAll(() => setScenario({ kind: 'recipe' }));

let app: OpenedApp;

/** The README's pictures: what a cook might have in, and the demo chef's recipe from it. */
const PICTURED_PANTRY = ['chicken thighs', 'rice', 'spinach', 'garlic', 'lemon'];

async function showRecipe(
  page: Page,
  ingredients = ['eggs', 'spinach', 'feta', 'cherry tomatoes', 'a very long ingredient name indeed'],
) {
  await addIngredients(page, ingredients);
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await page.getByRole('heading', { name: 'Suggested Recipe:' }).waitFor();
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

it('keeps everything inside a 320 px wide screen, with a recipe shown', async () => {
  app = await chromium.open('phone');
  await app.page.setViewportSize({ width: 320, height: 640 });
  await showRecipe(app.page);
  await addIngredients(app.page, ['x'.repeat(60)]);
  expect(await horizontalOverflow(app.page)).toBe(0);
});

it('wraps a long URL in a step instead of widening a 390 px page', async () => {
  const url = `https://example.com/${'very-long-path-segment/'.repeat(20)}recipe`;
  await setScenario({
    kind: 'content',
    content: JSON.stringify({
      name: 'Soup',
      description: 'Warm.',
      ingredients: [{ name: 'leeks', measurement: '2' }],
      instructions: [`See ${url} for the stock.`, 'Simmer.'],
    }),
  });
  app = await chromium.open('phone');
  await addIngredients(app.page, ['leeks', 'potatoes', 'stock']);
  await app.page.getByRole('button', { name: 'Get a recipe' }).click();
  await app.page.getByRole('heading', { name: 'Suggested Recipe:' }).waitFor();
  await setScenario({ kind: 'recipe' });
  expect(await horizontalOverflow(app.page)).toBe(0);
});

it('keeps the header fixed at the top while the page scrolls', async () => {
  app = await chromium.open('phone');
  await showRecipe(app.page);
  await app.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await app.page.waitForTimeout(100);
  const top = await app.page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().top);
  expect(top).toBe(0);
});

it.each(['phone', 'desktop'] as const)(
  'keeps the recipe title in place (within 8 px) when a streamed recipe completes, on a %s',
  async (viewport) => {
    await setScenario({ kind: 'recipe', stream: { streamDelayMs: 20, streamChunkChars: 4 } });
    app = await chromium.open(viewport, { reducedMotion: 'reduce' });
    const { page } = app;
    await addIngredients(page, ['eggs', 'spinach', 'feta']);
    // Every change to the results records where the title sits on the page, and whether the recipe was complete.
    await page.evaluate(() => {
      const positions: Array<{ top: number; complete: boolean }> = [];
      (window as unknown as { titlePositions: typeof positions }).titlePositions = positions;
      new MutationObserver(() => {
        const title = document.getElementById('recipe-name');
        if (!title) return;
        const complete = [...document.querySelectorAll('h2')].some((h) => h.textContent === 'Suggested Recipe:');
        positions.push({ top: title.getBoundingClientRect().top + window.scrollY, complete });
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.getByRole('heading', { name: 'Suggested Recipe:' }).waitFor();
    await setScenario({ kind: 'recipe' });
    const positions = await page.evaluate(
      () => (window as unknown as { titlePositions: Array<{ top: number; complete: boolean }> }).titlePositions,
    );
    const lastStreamed = positions.filter((position) => !position.complete).at(-1);
    const finished = positions.find((position) => position.complete);
    expect(lastStreamed).toBeDefined();
    expect(finished).toBeDefined();
    expect(Math.abs(finished!.top - lastStreamed!.top)).toBeLessThanOrEqual(8);
  },
);

describe.each(['light', 'dark'] as const)('the README’s screenshots (%s)', (theme) => {
  async function withRecipe(viewport: 'phone' | 'desktop') {
    app = await chromium.open(viewport, { reducedMotion: 'reduce' });
    if (theme === 'dark') await app.page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await showRecipe(app.page, PICTURED_PANTRY);
    await app.page.getByRole('button', { name: 'Start cooking' }).waitFor();
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    return app.page;
  }

  it.each(['phone', 'desktop'] as const)(
    'shows a recipe on a %s, as the cook first sees it, then cook mode',
    async (viewport) => {
      const page = await withRecipe(viewport);
      // Where the page takes the cook when the recipe is ready: the results at the top of the screen.
      await page.waitForFunction(
        () => (document.getElementById('results-section')?.getBoundingClientRect().top ?? 999) < 120,
      );
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `recipe-${theme}-${viewport}.png`) });
      expect(await horizontalOverflow(page)).toBe(0);

      await page.getByRole('button', { name: 'Start cooking' }).click();
      await page
        .getByRole('dialog')
        .getByText(/^Step 1 of/)
        .waitFor();
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `cook-mode-${theme}-${viewport}.png`) });
      expect(await horizontalOverflow(page)).toBe(0);
    },
  );
});

describe('the first screen, before any script runs', () => {
  async function openWithoutBundles(savedTheme?: 'dark' | 'light') {
    app = await chromium.open('phone');
    if (savedTheme) await app.page.evaluate((theme) => localStorage.setItem('theme', theme), savedTheme);
    await app.page.route('**/assets/*.js', (route) => route.abort());
    await app.page.reload();
    return app.page;
  }

  it('keeps what the cook typed, and the Add they pressed, while the scripts were still loading', async () => {
    app = await chromium.open('phone');
    const { page } = app;
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await page.getByRole('textbox', { name: 'Ingredient' }).fill('salt');
    await page.getByRole('button', { name: 'Add Ingredient' }).click();
    release();
    await waitUntilInteractive(page);
    await page.getByRole('button', { name: 'Remove salt' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Ingredient' }).inputValue()).toBe('');
    expect(app.errors).toEqual([]);
  });

  it('is prerendered: header, welcome heading and form are in the HTML', async () => {
    const page = await openWithoutBundles();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Welcome/);
    expect(await page.getByRole('textbox', { name: 'Ingredient' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Add Ingredient' }).isVisible()).toBe(true);
  });

  it('follows a device that prefers dark from the start, when nothing is saved', async () => {
    app = await chromium.open('phone', { colorScheme: 'dark' });
    await app.page.route('**/assets/*.js', (route) => route.abort());
    await app.page.reload();
    expect(await app.page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(28, 25, 23)');
  });

  it('paints a saved dark theme from the start, with no light flash', async () => {
    const page = await openWithoutBundles('dark');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(28, 25, 23)');
  });
});

it('hydrates the prerendered page without a mismatch, in the dark theme too', async () => {
  app = await chromium.open('desktop');
  await app.page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await app.page.reload();
  await app.page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
  expect(app.errors).toEqual([]);
});
