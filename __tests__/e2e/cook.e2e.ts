import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { demoRecipe } from '../../server/demoChef/demoRecipe';
import {
  addIngredients,
  downloadedRecipe,
  eventually,
  pausePageClock,
  recipeShown,
  setScenario,
  chromiumForThisFile,
  type ViewportName,
} from './support/browser';

const three = ['salmon', 'lemon', 'dill'];
const results = (page: Page) => page.locator('#results-section');
const ingredientLines = (page: Page) =>
  results(page)
    .locator('ul')
    .first()
    .locator(':scope > li')
    .evaluateAll((items) => items.map((item) => item.firstChild?.textContent));

/** Records the page's Screen Wake Lock requests and releases, on a stand-in for the API. */
const observeWakeLock = () => {
  const log: string[] = [];
  (window as unknown as { wakeLockLog: string[] }).wakeLockLog = log;
  Object.defineProperty(navigator, 'wakeLock', {
    configurable: true,
    value: {
      request: async (type: string) => {
        log.push(`request ${type}`);
        return { release: async () => void log.push('release') };
      },
    },
  });
};

/** Cook mode's second step with its 3–4 min timer started, on the page's clock, paused. */
async function startStepTwoTimer(page: Page) {
  await page.getByRole('button', { name: 'Start cooking' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Next step' }).click();
  await pausePageClock(page);
  await dialog.getByRole('button', { name: 'Start 3–4 min timer' }).click();
  await dialog.getByText('3–4 min (step 2): 3:00 left').waitFor();
  return dialog;
}

async function openWithRecipe(viewport: ViewportName, options: { clock?: boolean; wakeLock?: boolean } = {}) {
  await setScenario({ kind: 'recipe' });
  const app = await chromium.open(viewport, {
    clock: options.clock,
    beforeLoad: async (context) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      if (options.wakeLock) await context.addInitScript(observeWakeLock);
    },
  });
  await addIngredients(app.page, three);
  await app.page.getByRole('button', { name: 'Get a recipe' }).click();
  await recipeShown(app.page);
  return app;
}

const chromium = chromiumForThisFile();

it.each(['phone', 'desktop'] as ViewportName[])(
  'on a %s: nothing to buy, 2 to 4 servings, step by step with buttons and arrows, awake until Done, a timer rung',
  async (viewport) => {
    const { page } = await openWithRecipe(viewport, { clock: true, wakeLock: true });

    // The cook has every ingredient (the basics included): nothing to buy.
    expect(await results(page).getByText('to buy', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Copy shopping list' }).click();
    await page.getByText('Nothing to buy: you have everything on the list.').waitFor();

    // "250 g" doubles to "500 g" when the servings go from 2 to 4.
    expect(await ingredientLines(page)).toContain('250 g salmon');
    await page.getByRole('button', { name: 'More servings' }).click();
    await page.getByRole('button', { name: 'More servings' }).click();
    await page.getByRole('group', { name: 'Servings' }).getByText('4 servings').waitFor();
    expect(await ingredientLines(page)).toEqual([
      '500 g salmon',
      '2 lemons',
      '40 g dill',
      '4 tablespoons olive oil',
      'to taste salt and pepper',
    ]);

    // Step by step with the buttons and the arrow keys, the screen kept awake until Done.
    const steps = demoRecipe(three).instructions;
    await page.getByRole('button', { name: 'Start cooking' }).click();
    const dialog = page.getByRole('dialog', { name: demoRecipe(three).name });
    await dialog.getByText(`Step 1 of ${steps.length}`).waitFor();
    expect(await dialog.getByText(steps[0]!).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Next step' }).click();
    await dialog.getByText(`Step 2 of ${steps.length}`).waitFor();
    await page.keyboard.press('ArrowRight');
    await dialog.getByText(`Step 3 of ${steps.length}`).waitFor();
    await page.keyboard.press('ArrowLeft');
    await dialog.getByText(`Step 2 of ${steps.length}`).waitFor();
    expect(await page.evaluate(() => (window as unknown as { wakeLockLog: string[] }).wakeLockLog)).toEqual([
      'request screen',
    ]);
    // Back to the first step, where cook mode opens again below.
    await dialog.getByRole('button', { name: 'Previous step' }).click();
    await dialog.getByText(`Step 1 of ${steps.length}`).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Released when cook mode's cleanup runs, which may come a moment after the dialog has left the page.
    await eventually(
      () => page.evaluate(() => (window as unknown as { wakeLockLog: string[] }).wakeLockLog),
      ['request screen', 'release'],
    );
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Start cooking');

    // A step timer rings when it ends, while the cook is on another step.
    const timers = await startStepTwoTimer(page);
    await timers.getByRole('button', { name: 'Next step' }).click();
    await page.clock.runFor(2 * 60_000);
    await timers.getByText('3–4 min (step 2): 1:00 left').waitFor();
    await page.clock.runFor(60_000);
    await timers.getByText('3–4 min (step 2): done').waitFor();
    expect(await page.getByText('Your 3–4 min timer for step 2 is done.').count()).toBe(1);
  },
);

it('rings a timer after the page is reloaded (a phone discarding the tab), at the time it was started for', async () => {
  const { page } = await openWithRecipe('phone', { clock: true });
  await startStepTwoTimer(page);

  await page.reload();
  // The page's clock is paused: it is moved a quarter second at a time until the page has hydrated and loaded its
  // idle-time code, which shows the kept timer.
  const timers = page.getByRole('heading', { name: 'Timers' });
  for (let step = 0; step < 40 && (await timers.count()) === 0; step += 1) await page.clock.runFor(250);
  await page.getByText(/^3–4 min \(step 2\): (?:3:00|2:[0-5]\d) left/).waitFor();
  await page.clock.runFor(3 * 60_000);
  await page.getByText('3–4 min (step 2): done').waitFor();
  expect(await page.getByText('Your 3–4 min timer for step 2 is done.').count()).toBe(1);
});

it('copies what the cook lacks to the clipboard, one line each', async () => {
  await setScenario({
    kind: 'content',
    content: JSON.stringify({
      name: 'Mushroom pasta',
      description: 'Pasta with mushrooms.',
      ingredients: [
        { name: 'pasta', measurement: '200 g' },
        { name: 'parmesan', measurement: '50 g' },
        { name: 'cream', measurement: '100 ml' },
        { name: 'salt', measurement: 'to taste' },
      ],
      instructions: ['Cook the pasta.', 'Stir in the rest.'],
    }),
  });
  const app = await chromium.open('desktop', {
    beforeLoad: (context) => context.grantPermissions(['clipboard-read', 'clipboard-write']),
  });
  const { page } = app;
  await addIngredients(page, ['pasta', 'mushrooms', 'basil']);
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await recipeShown(page);
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Copy shopping list' }).click();
  await page.getByText('2 items copied').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('50 g parmesan\n100 ml cream');
});

it('downloads the recipe as schema.org Recipe JSON-LD', async () => {
  const { page } = await openWithRecipe('desktop');
  const { name, json } = await downloadedRecipe(page);
  expect(name).toMatch(/\.recipe\.json$/);
  expect(json).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: demoRecipe(three).name,
    recipeYield: '2 servings',
    keywords: 'salmon, lemon, dill',
  });
  expect(json.recipeIngredient).toContain('250 g salmon');
  expect(json.recipeInstructions).toContainEqual({ '@type': 'HowToStep', text: demoRecipe(three).instructions[0] });
  const embedded = await page.locator('script[type="application/ld+json"]').textContent();
  expect(JSON.parse(embedded ?? '')).toMatchObject({ '@type': 'Recipe', name: demoRecipe(three).name });
});

it('prints the recipe alone: no header, form, buttons, notices or have/to-buy marks', async () => {
  const { page } = await openWithRecipe('desktop');
  await page.emulateMedia({ media: 'print' });
  const visible = async (locator: ReturnType<Page['locator']>) =>
    (await locator.count()) > 0 && locator.first().isVisible();
  expect(await visible(page.getByRole('heading', { name: demoRecipe(three).name }))).toBe(true);
  expect(await visible(page.getByText(demoRecipe(three).instructions[0]!))).toBe(true);
  expect(await visible(page.getByRole('banner'))).toBe(false);
  expect(await visible(page.getByRole('textbox', { name: 'Ingredient' }))).toBe(false);
  expect(await visible(page.getByRole('button', { name: 'Start cooking' }))).toBe(false);
  expect(await visible(page.getByRole('button', { name: 'Get a recipe' }))).toBe(false);
  expect(await visible(page.getByRole('contentinfo'))).toBe(false);
  // The lines print as the recipe gives them, without the screen's have / to-buy marks.
  expect(await visible(page.getByText('✓ have'))).toBe(false);
  expect(await visible(page.getByText('to buy', { exact: true }))).toBe(false);
  expect(await visible(page.getByText('250 g salmon'))).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
  const pdf = await page.pdf({ format: 'A4' });
  const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  expect(pages).toBe(1);
});

it('gives a phone big Next and Previous buttons within thumb reach, large step text, and a finished view', async () => {
  const { page } = await openWithRecipe('phone');
  const steps = demoRecipe(three).instructions;
  await page.getByRole('button', { name: 'Start cooking' }).click();
  const dialog = page.getByRole('dialog', { name: demoRecipe(three).name });
  for (const name of ['Previous step', 'Next step']) {
    const box = (await dialog.getByRole('button', { name }).boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(64);
    // In the lower half of a 390×844 screen, where a thumb reaches.
    expect(box.y).toBeGreaterThan(844 / 2);
  }
  const stepFontPx = await dialog
    .getByText(steps[0]!)
    .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(stepFontPx).toBeGreaterThanOrEqual(24);
  await dialog.getByRole('list', { name: 'For this step' }).waitFor();

  for (let step = 1; step < steps.length; step += 1) await dialog.getByRole('button', { name: 'Next step' }).click();
  await dialog.getByRole('button', { name: 'Finish' }).click();
  await dialog.getByText('All steps done. Enjoy your meal!').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Close cook mode');
  await dialog.getByRole('button', { name: 'Close cook mode' }).click();
  await dialog.waitFor({ state: 'detached' });
});
