import type { Page } from 'playwright-core';
import { scriptHolding } from './support/javascriptSizes';
import { demoRecipe } from '../../server/demoChef/demoRecipe';
import { DUPLICATE_WARNING_MS, LIMIT_WARNING_MS } from '../../src/core/ingredients/ingredientRules';
import { ingredientLine } from '../../src/core/recipe/ingredientLine';
import { SCROLL_DELAY_MS, SCROLL_DURATION_MS } from '../../src/components/smoothScroll';
import { darkPalette, lightPalette } from '../../src/styles/themes';
import {
  addIngredients,
  computed,
  eventually,
  ingredientInput,
  pausePageClock,
  setScenario,
  chromiumForThisFile,
  waitUntilInteractive,
  type OpenedApp,
  type ViewportName,
} from './support/browser';
import { E2E_DIST, E2E_TIMEOUT_MS } from './support/builds';

/** A frame of the page's fake clock: its animation frames come every 16 ms. */
const ONE_FRAME_MS = 16;

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};
const three = ['eggs', 'spinach', 'feta'];
const results = (page: Page) => page.locator('#results-section');
/** Each step's own text: the card's timer chips follow it in the same item. */
const stepTexts = (page: Page) =>
  results(page)
    .locator('ol > li')
    .evaluateAll((items) => items.map((item) => item.firstChild?.textContent));
const getRecipe = (page: Page) => page.getByRole('button', { name: 'Get a recipe' });
const alertText = (page: Page) => page.getByRole('alert').textContent();

const chromium = chromiumForThisFile();

describe.each(['phone', 'desktop'] as ViewportName[])('a home cook on a %s', (viewport) => {
  let app: OpenedApp;
  let page: Page;
  beforeEach(async () => {
    await setScenario({ kind: 'recipe' });
    app = await chromium.open(viewport, { clock: true });
    page = app.page;
  });

  it('keeps the list by the spec: adds, refuses a blank, a duplicate for 3 s and an eleventh for 1 s, removes, clears', async () => {
    await ingredientInput(page).fill('oregano');
    await page.getByRole('button', { name: 'Add Ingredient' }).click();
    await ingredientInput(page).fill('  basil  ');
    await ingredientInput(page).press('Enter');
    await expectList(page, ['oregano', 'basil']);
    expect(await ingredientInput(page).inputValue()).toBe('');

    await ingredientInput(page).fill('   ');
    await page.getByRole('button', { name: 'Add Ingredient' }).click();
    expect(await alertText(page)).toBe('Please enter a valid ingredient.');
    expect(await ingredientInput(page).evaluate((input) => input === document.activeElement)).toBe(true);

    await pausePageClock(page);
    await addIngredients(page, ['basil']);
    const input = '#ingredient-input';
    expect(await alertText(page)).toBe('This ingredient is already in the list.');
    expect(await computed(page, input, 'border-top-color')).toBe(rgb(lightPalette.danger));
    expect(await computed(page, input, 'cursor')).toBe('not-allowed');
    await page.clock.runFor(DUPLICATE_WARNING_MS - 1);
    expect(await alertText(page)).toBe('This ingredient is already in the list.');
    await page.clock.runFor(1);
    await eventually(() => alertText(page), '');
    expect(await computed(page, input, 'cursor')).not.toBe('not-allowed');
    expect(await computed(page, input, 'border-top-color')).not.toBe(rgb(lightPalette.danger));
    await page.clock.resume();

    await addIngredients(
      page,
      Array.from({ length: 8 }, (_, index) => `item ${index + 1}`),
    );
    await eventually(() => page.getByRole('listitem').count(), 10);
    await pausePageClock(page);
    await addIngredients(page, ['pepper']);
    expect(await alertText(page)).toBe('You can only add up to 10 ingredients.');
    expect(await computed(page, input, 'border-top-color')).toBe(rgb(lightPalette.danger));
    expect(await ingredientInput(page).inputValue()).toBe('pepper');
    await page.clock.runFor(LIMIT_WARNING_MS - 1);
    expect(await ingredientInput(page).inputValue()).toBe('pepper');
    await page.clock.runFor(1);
    await eventually(() => ingredientInput(page).inputValue(), '');
    expect(await alertText(page)).toBe('');
    expect(await page.getByRole('listitem').count()).toBe(10);
    await page.clock.resume();

    await page.getByRole('button', { name: 'Remove basil' }).click();
    await expectList(page, ['oregano', ...Array.from({ length: 8 }, (_, index) => `item ${index + 1}`)]);
    await page.getByRole('button', { name: 'Clear All' }).click();
    expect(await page.getByRole('list').count()).toBe(0);
    expect(await ingredientInput(page).evaluate((input) => input === document.activeElement)).toBe(true);
  });

  it('shows the spinner, disables the button, scrolls to the results and renders the recipe', async () => {
    await setScenario({ kind: 'recipe', delayMs: 2500 });
    await addIngredients(page, three);
    await getRecipe(page).waitFor();
    // The scroll's timing is read on the page's own (paused) clock, so a busy machine cannot stretch it.
    await pausePageClock(page);
    await startScrollLog(page);
    await getRecipe(page).click();

    // The loading view is rendered in the next frame (the request leaves first): one frame of the page's clock,
    // which stays paused for the scroll.
    await page.clock.runFor(ONE_FRAME_MS);
    await expectVisibleText(page, 'results will appear here ...');
    expect(await getRecipe(page).isDisabled()).toBe(true);

    await page.clock.runFor(SCROLL_DELAY_MS + SCROLL_DURATION_MS + 200 - ONE_FRAME_MS);
    const { samples, target } = await readScrollLog(page);
    await page.clock.resume();
    const start = samples[0]?.y ?? 0;
    expect(samples.filter((sample) => sample.t < SCROLL_DELAY_MS).every((sample) => sample.y === start)).toBe(true);
    const arrival = samples.find((sample) => Math.abs(sample.y - target) < 1);
    expect(arrival).toBeDefined();
    expect(arrival!.t).toBeGreaterThanOrEqual(SCROLL_DELAY_MS);
    expect(arrival!.t).toBeLessThanOrEqual(SCROLL_DELAY_MS + SCROLL_DURATION_MS + 50);
    if (viewport === 'phone') expect(target).toBeGreaterThan(start);

    const recipe = demoRecipe(three);
    await expectVisibleText(page, 'Suggested Recipe:');
    await expectVisibleText(page, recipe.name);
    await expectVisibleText(page, recipe.description);
    const lines = await results(page)
      .locator('ul')
      .first()
      .locator(':scope > li')
      .evaluateAll((items) => items.map((item) => item.firstChild?.textContent));
    expect(lines).toEqual(recipe.ingredients.map((ingredient) => ingredientLine(ingredient)));
    expect(await stepTexts(page)).toEqual(recipe.instructions);
    expect(await getRecipe(page).isEnabled()).toBe(true);
    expect(app.errors).toEqual([]);
  });

  it('shows the recipe name while the rest of a streamed reply is still arriving', async () => {
    await setScenario({ kind: 'recipe', stream: { streamDelayMs: 25, streamChunkChars: 4 } });
    await addIngredients(page, three);
    await getRecipe(page).click();
    const recipe = demoRecipe(three);
    await page.getByRole('heading', { name: recipe.name }).waitFor();
    expect(await page.getByText('results will appear here ...').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Suggested Recipe:' }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Suggested Recipe:' }).waitFor({ timeout: 20_000 });
    expect(await stepTexts(page)).toEqual(recipe.instructions);
    expect(await page.getByText('results will appear here ...').count()).toBe(0);
  });

  it('stops a request with Stop, shows "Failed to load recipe." and why for each failure, then tries again', async () => {
    await addIngredients(page, three);
    // Stop returns to the screen before the click: no result at all.
    await setScenario({ kind: 'hang' });
    await getRecipe(page).click();
    const stop = results(page).getByRole('button', { name: 'Stop' });
    await stop.click();
    // The results follow the store a deferred render behind: waited for, as the cook sees it.
    await stop.waitFor({ state: 'detached' });
    expect(await results(page).textContent()).toBe('');
    expect(await getRecipe(page).getAttribute('aria-disabled')).toBe('false');

    // Each failure's reason differs from the one before it, so the reason shown is the new request's.
    const failures = [
      [{ kind: 'content', content: "I don't know" }, /could not be read as a recipe/],
      [{ kind: 'status', status: 401 }, /recipe service is not set up yet/],
      [{ kind: 'content', content: null }, /could not be read as a recipe/],
      [{ kind: 'status', status: 429, retryAfterSeconds: 5 }, /Try again in 5 seconds/],
      [{ kind: 'status', status: 500 }, /unavailable right now/],
    ] as const;
    for (const [scenario, reason] of failures) {
      await setScenario(scenario);
      await getRecipe(page).click();
      await results(page).getByText(reason).waitFor({ timeout: 20_000 });
      await results(page).getByText('Failed to load recipe.').waitFor();
      expect(await getRecipe(page).getAttribute('aria-disabled')).toBe('false');
    }

    // The model never answers: the build's timeout passes on the page's own clock (its deadline was set before
    // the request left).
    await setScenario({ kind: 'hang' });
    const sent = page.waitForRequest(/\/api\/recipe$/);
    await getRecipe(page).click();
    await sent;
    await page.clock.runFor(E2E_TIMEOUT_MS);
    await results(page)
      .getByText(/took too long to answer/)
      .waitFor();
    await results(page).getByText('Failed to load recipe.').waitFor();
    expect(await getRecipe(page).getAttribute('aria-disabled')).toBe('false');

    await setScenario({ kind: 'status', status: 500 });
    await getRecipe(page).click();
    await expectVisibleText(page, 'Failed to load recipe.');
    await setScenario({ kind: 'recipe' });
    await results(page).getByRole('button', { name: 'Try again' }).click();
    await expectVisibleText(page, demoRecipe(three).name);
  });

  it('says the cook appears to be offline when the network is gone', async () => {
    await addIngredients(page, three);
    await getRecipe(page).waitFor();
    // The model's code has been fetched by now (prefetched at 3 ingredients): only the request meets no network.
    const fetched = (source: string) =>
      app.responses.some((url) => new URL(url).pathname === `/${scriptHolding(E2E_DIST, source)}`);
    await eventually(
      async () =>
        fetched('src/modelConnection/recipeServiceModel.ts') &&
        fetched('src/features/recipe/request/runRecipeRequest.ts'),
      true,
    );
    await app.context.setOffline(true);
    await getRecipe(page).click();
    await expectVisibleText(page, 'Failed to load recipe.');
    await results(page)
      .getByText(/appear to be offline/)
      .waitFor();
  });

  it('switches to dark and back, saves the choice and keeps it after a reload', async () => {
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await computed(page, 'body', 'background-color')).toBe(rgb(lightPalette.background));

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await isDark()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    expect(await computed(page, 'body', 'background-color')).toBe(rgb(darkPalette.background));
    expect(await computed(page, 'body', 'color')).toBe(rgb(darkPalette.text));
    expect(await computed(page, '#ingredient-input', 'background-color')).toBe(rgb(darkPalette.inputBackground));

    await page.reload();
    await waitUntilInteractive(page);
    expect(await isDark()).toBe(true);
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    expect(await isDark()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });
});

async function expectList(page: Page, items: string[]) {
  const rows = async () =>
    (await page.getByRole('listitem').allTextContents()).map((row) => row.replace('×', '').trim());
  await eventually(rows, items);
}

async function expectVisibleText(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout: 10_000 });
}

/** Records window.scrollY every frame from the moment "Get a recipe" is clicked. */
async function startScrollLog(page: Page) {
  await page.evaluate(() => {
    const log: Array<{ t: number; y: number }> = [];
    (window as unknown as { scrollLog: typeof log }).scrollLog = log;
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Get a recipe');
    button?.addEventListener(
      'click',
      () => {
        const clickedAt = performance.now();
        const sample = () => {
          const t = performance.now() - clickedAt;
          log.push({ t, y: window.scrollY });
          if (t < 1600) requestAnimationFrame(sample);
        };
        sample();
      },
      { capture: true, once: true },
    );
  });
}

/** The samples, and where the scroll should end: the section just below the fixed header, or the page bottom. */
async function readScrollLog(page: Page) {
  return page.evaluate(() => {
    const section = document.getElementById('results-section')!;
    const margin = parseFloat(getComputedStyle(section).scrollMarginTop);
    const wanted = section.getBoundingClientRect().top + window.scrollY - margin;
    const bottom = document.documentElement.scrollHeight - window.innerHeight;
    return {
      samples: (window as unknown as { scrollLog: Array<{ t: number; y: number }> }).scrollLog,
      target: Math.max(0, Math.min(wanted, bottom)),
    };
  });
}
