import type { Page } from 'playwright-core';
import { addIngredients, setScenario, chromiumForThisFile, recipeShown, scrolledToResults } from './support/browser';

const chromium = chromiumForThisFile();

const recipeJson = (name: string, ingredients: Array<[string, string]>) =>
  JSON.stringify({
    name,
    description: 'Quick and simple.',
    ingredients: ingredients.map(([measurement, ingredient]) => ({ name: ingredient, measurement })),
    instructions: ['Cook everything together.', 'Serve hot.'],
  });

const noodles = recipeJson('Noodle bowl', [
  ['200 g', 'rice noodles'],
  ['3 tbsp', 'peanut butter'],
  ['1', 'lime'],
  ['1 tbsp', 'soy sauce'],
]);
const chicken = recipeJson('Lime chicken', [
  ['4', 'chicken thighs'],
  ['1', 'lime'],
  ['200 g', 'rice'],
]);
const limeRice = recipeJson('Lime rice', [
  ['200 g', 'rice'],
  ['1', 'lime'],
  ['1 handful', 'spinach'],
]);

const three = ['rice', 'lime', 'spinach'];

async function openPreferences(page: Page) {
  await page.getByText('Preferences', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Allergies' }).waitFor();
}

async function addAllergy(page: Page, allergy: string) {
  await page.getByRole('textbox', { name: 'Allergies' }).fill(allergy);
  await page.getByRole('textbox', { name: 'Allergies' }).press('Enter');
}

async function getRecipe(page: Page) {
  await page.getByRole('button', { name: 'Get a recipe' }).click();
}

const conflictWarning = (page: Page) => page.getByText('Not safe for you as it stands.');

/** Every text the results section ever held, recorded in the page from before it loads. */
const recordResultsText = (page: Page) =>
  page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenResults: string[] }).seenResults = seen;
    new MutationObserver(() => {
      const text = document.getElementById('results-section')?.textContent;
      if (text && text !== seen.at(-1)) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });

describe('a cook with a peanut allergy', () => {
  it('never sees a streamed peanut line: the request stops and the withheld line shows', async () => {
    await setScenario({ kind: 'content', content: noodles, stream: { streamDelayMs: 20, streamChunkChars: 3 } });
    const { page, errors } = await chromium.open('phone');
    await recordResultsText(page);
    await page.reload();
    await openPreferences(page);
    await addAllergy(page, 'peanut allergy');
    await page.getByText('Checking for peanuts in every form.').waitFor();
    await addIngredients(page, three);
    await getRecipe(page);
    await page
      .locator('#results-section')
      .getByText('This recipe uses peanut butter, and you avoid peanuts.', { exact: false })
      .waitFor();

    const seen = await page.evaluate(() => (window as unknown as { seenResults: string[] }).seenResults);
    const beforeTheVerdict = seen.filter((text) => !text.includes('Failed to load recipe.'));
    expect(beforeTheVerdict.some((text) => text.includes('rice noodles'))).toBe(true);
    expect(beforeTheVerdict.filter((text) => /peanut/i.test(text))).toEqual([]);
    expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
    expect(errors.filter((error) => !error.includes('withheld'))).toEqual([]);
  });
});

describe('a kept recipe and an allergy added since', () => {
  it('warns on the recipe on screen at once, and again when opened from My recipes, with Start cooking only after confirming', async () => {
    await setScenario({ kind: 'content', content: noodles });
    const { page } = await chromium.open('desktop');
    await addIngredients(page, three);
    await getRecipe(page);
    await recipeShown(page);

    await openPreferences(page);
    await addAllergy(page, 'peanuts');
    await conflictWarning(page).waitFor();
    expect(await page.getByRole('button', { name: 'Start cooking' }).count()).toBe(0);

    await page.reload();
    await page.getByRole('button', { name: 'My recipes' }).click();
    await page
      .getByRole('dialog', { name: 'My recipes' })
      .getByRole('button', { name: 'Noodle bowl', exact: true })
      .click();
    await page.getByRole('heading', { name: 'From My recipes:' }).waitFor();
    await conflictWarning(page).waitFor();
    // The page scrolls to the opened recipe: a tap while it scrolls stops the scroll, as a cook's would.
    await scrolledToResults(page);
    expect(
      await page.getByText('This recipe uses peanut butter, and you avoid peanuts.', { exact: false }).isVisible(),
    ).toBe(true);
    expect(await page.getByRole('button', { name: 'Start cooking' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Cook it anyway' }).click();
    await recipeShown(page);
  });
});

describe('an imported recipe file', () => {
  it('refuses a recipe that uses bleach, with its line, and keeps the rest', async () => {
    const { page } = await chromium.open('desktop');
    await page.getByRole('button', { name: 'My recipes' }).click();
    const panel = page.getByRole('dialog', { name: 'My recipes' });
    const file = JSON.stringify([
      {
        '@type': 'Recipe',
        name: 'Lime rice',
        recipeIngredient: ['200 g rice', '1 lime'],
        recipeInstructions: ['Cook.'],
      },
      {
        '@type': 'Recipe',
        name: 'Clean soup',
        recipeIngredient: ['1 cup bleach', '1 l water'],
        recipeInstructions: ['Mix.'],
      },
    ]);
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      panel.getByRole('button', { name: 'Import recipes' }).click(),
    ]);
    await chooser.setFiles({ name: 'recipes.json', mimeType: 'application/json', buffer: Buffer.from(file) });
    await panel
      .getByText(
        'Imported 1 recipe. Skipped 1: 1 refused. Clean soup: This recipe uses bleach, which is not something to cook with.',
      )
      .waitFor();
    expect(
      await panel
        .getByRole('region', { name: 'Saved' })
        .getByRole('button', { name: 'Clean soup', exact: true })
        .count(),
    ).toBe(0);
    await panel
      .getByRole('region', { name: 'Saved' })
      .getByRole('button', { name: 'Lime rice', exact: true })
      .waitFor();
  });
});

describe('preferences in two tabs', () => {
  it('reach a tab opened earlier at once, and its next servings change keeps the allergy', async () => {
    await setScenario({ kind: 'content', content: noodles });
    const first = await chromium.open('desktop');
    await addIngredients(first.page, three);
    await getRecipe(first.page);
    await recipeShown(first.page);
    await openPreferences(first.page);

    const second = await first.context.newPage();
    await second.goto(first.page.url());
    await openPreferences(second);
    await addAllergy(second, 'peanuts');

    await conflictWarning(first.page).waitFor();
    expect(await first.page.getByRole('list', { name: 'Allergies' }).textContent()).toContain('peanuts');
    await first.page.getByRole('combobox', { name: 'Servings' }).selectOption('4');
    // The choice is saved after the tap's render, not within it: wait for it to arrive.
    const saved = await second.waitForFunction(() => {
      const stored = JSON.parse(localStorage.getItem('preferences') ?? '{}') as { servings?: number };
      return stored.servings === 4 && stored;
    });
    expect(await saved.jsonValue()).toMatchObject({ allergies: ['peanuts'], servings: 4 });
  });
});

describe('the page’s JSON-LD', () => {
  const jsonLd = async (page: Page) =>
    JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<
      string,
      unknown
    >;

  it('claims VeganDiet for a vegan recipe made for a vegan cook', async () => {
    await setScenario({ kind: 'content', content: limeRice });
    const { page } = await chromium.open('desktop');
    await openPreferences(page);
    await page.getByRole('radio', { name: 'Vegan' }).check();
    await addIngredients(page, three);
    await getRecipe(page);
    await recipeShown(page);
    expect((await jsonLd(page)).suitableForDiet).toBe('https://schema.org/VeganDiet');
  });

  it('claims no diet for a chicken recipe on screen when the cook turns vegan', async () => {
    await setScenario({ kind: 'content', content: chicken });
    const { page } = await chromium.open('desktop');
    await addIngredients(page, three);
    await getRecipe(page);
    await recipeShown(page);
    await openPreferences(page);
    await page.getByRole('radio', { name: 'Vegan' }).check();
    await conflictWarning(page).waitFor();
    const claimed = await jsonLd(page);
    expect(claimed.name).toBe('Lime chicken');
    expect(claimed).not.toHaveProperty('suitableForDiet');
  });
});
