import type { Page } from 'playwright-core';
import { demoRecipe } from '../../server/demoChef/demoRecipe';
import { demoIdeas } from '../../server/demoChef/demoSteering';
import { axeViolations } from './support/axe';
import { addIngredients, chromiumForThisFile, recipeShown, scrolledToResults, setScenario } from './support/browser';
import { tabTo } from './support/keyboard';

/** Other ideas and a recipe the cook steers, through the app's own server; the demo chef answers in kind. */

const three = ['eggs', 'spinach', 'feta'];
const [, bake] = demoIdeas(three, [demoRecipe(three).name]);
const OVEN_STEP = 'Heat the oven to 200 °C.';
const chromium = chromiumForThisFile();
beforeEach(() => setScenario({ kind: 'recipe' }));

async function expectNoAxeViolationsInBothThemes(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
}

it('on a phone: a recipe, other ideas, one chosen, made without the oven, then back', async () => {
  const { page, errors } = await chromium.open('phone');
  await addIngredients(page, three);
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await recipeShown(page);

  await page.getByRole('button', { name: 'Other ideas' }).click();
  const ideas = page.getByRole('list', { name: 'Other ideas' });
  await ideas.getByRole('button').nth(2).waitFor();
  expect(await ideas.getByRole('button').allTextContents()).not.toContain(demoRecipe(three).name);
  await expectNoAxeViolationsInBothThemes(page);

  await ideas.getByRole('button', { name: bake!.name }).click();
  await page.getByRole('heading', { name: `Demo: ${bake!.name}` }).waitFor();
  // Taken up to the new recipe, as from "Get a recipe".
  await scrolledToResults(page);
  await page.getByRole('button', { name: 'No oven' }).waitFor();
  expect(await page.getByText(OVEN_STEP).count()).toBe(1);

  await page.getByRole('button', { name: 'No oven' }).click();
  await page.getByText(/^No oven: /).waitFor();
  expect(await page.getByText(OVEN_STEP).count()).toBe(0);
  expect(await page.getByText(/This version still/).count()).toBe(0);
  await expectNoAxeViolationsInBothThemes(page);

  await page.getByRole('button', { name: 'Back to the previous version' }).click();
  await page.getByText(OVEN_STEP).waitFor();
  expect(errors).toEqual([]);
});

it('reaches every change, the wish and Other ideas by keyboard, focus always visible', async () => {
  const { page } = await chromium.open('desktop');
  await addIngredients(page, three);
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await recipeShown(page);
  await page.getByRole('button', { name: 'Start cooking' }).focus();
  for (const control of ['Quicker', 'Spicier', 'Milder', 'No oven', 'One pan', 'Vegetarian', 'Fewer ingredients'])
    await tabTo(page, control);
  await tabTo(page, 'Only what I have');
  await page.keyboard.press('Tab');
  await page.keyboard.type('for a party');
  await tabTo(page, 'Change it');
  await tabTo(page, 'Other ideas');
  await page.keyboard.press('Enter');
  await page.getByRole('list', { name: 'Other ideas' }).getByRole('button').first().waitFor();
});

it('says at once, offline, that changes and ideas need the network, and keeps the recipe', async () => {
  const { page, context } = await chromium.open('phone');
  await addIngredients(page, three);
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await recipeShown(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Spicier' }).click();
  await page.getByText('Changes and ideas need the network. Check your connection, then try again.').waitFor();
  await page.getByRole('button', { name: 'Other ideas' }).click();
  await page.getByText(/appear to be offline/).waitFor();
  expect(await page.getByRole('heading', { name: demoRecipe(three).name }).count()).toBe(1);
});

it('changes a recipe opened from My recipes with the list cleared, and Save keeps the version shown', async () => {
  const { page, errors } = await chromium.open('phone');
  await addIngredients(page, three);
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await recipeShown(page);
  await page.getByRole('button', { name: 'Save recipe' }).click();
  await page.getByRole('button', { name: 'Saved' }).waitFor();
  await page.getByRole('button', { name: 'Clear All' }).click();

  const myRecipes = page.getByRole('dialog', { name: 'My recipes' });
  const saved = myRecipes.getByRole('region', { name: 'Saved' });
  await page.getByRole('button', { name: 'My recipes' }).click();
  await saved.getByRole('button', { name: demoRecipe(three).name, exact: true }).click();
  await page.getByRole('heading', { name: 'From My recipes:' }).waitFor();
  await page.getByRole('button', { name: 'Spicier' }).click();
  await page.getByText(/^Spicier: /).waitFor();
  await page.getByText('Stir in the chilli flakes.').waitFor();

  await page.getByRole('button', { name: 'Save recipe' }).click();
  await page.getByRole('button', { name: 'Saved' }).waitFor();
  await page.getByRole('button', { name: 'My recipes' }).click();
  await saved.getByRole('listitem').nth(1).waitFor();
  expect(await saved.getByRole('listitem').count()).toBe(2);
  expect(errors).toEqual([]);
});
