import type { Page } from 'playwright-core';
import type { Recipe } from '../../src/core/recipe/recipeTypes';
import { axeViolations } from './support/axe';
import { undercookedChicken } from '../support/undercookedChicken';
import { addIngredients, chromiumForThisFile, recipeShown, setScenario } from './support/browser';

/** The cook's units on the card and in cook mode, and the food-safety lines, in the production build. */

const cake: Recipe = {
  name: 'Flour cake',
  description: 'A plain sponge.',
  ingredients: [
    { name: 'flour', measurement: '2 cups' },
    { name: 'sugar', measurement: '500 g' },
    { name: 'eggs', measurement: '3' },
  ],
  instructions: ['Heat the oven to 350°F.', 'Bake in a 9-inch pan for 30 minutes.'],
  servings: 4,
};

const chicken = undercookedChicken;

const chromium = chromiumForThisFile();

async function chooseUnits(page: Page, units: 'Metric' | 'US') {
  await page.getByText('Preferences', { exact: true }).click();
  await page.getByRole('radio', { name: units }).check();
  await page.getByText(`${units} units`).first().waitFor();
}

async function getRecipe(page: Page, recipe: Recipe) {
  await setScenario({ kind: 'content', content: JSON.stringify(recipe) });
  await addIngredients(page, ['flour', 'sugar', 'eggs']);
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await recipeShown(page);
}

const results = (page: Page) => page.locator('#results-section');

async function axeInBothThemes(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
}

it('Metric turns cups of flour into grams and °F into °C, on the card and in cook mode', async () => {
  const { page, errors } = await chromium.open('phone');
  await chooseUnits(page, 'Metric');
  await getRecipe(page, cake);
  await results(page).getByText('240 g flour').waitFor();
  await results(page).getByText('Heat the oven to 175 °C.').waitFor();
  await results(page).getByText('Bake in a 23 cm pan for 30 minutes.').waitFor();
  await axeInBothThemes(page);

  await page.getByRole('button', { name: 'Show as written' }).click();
  await results(page).getByText('2 cups flour').waitFor();
  await page.getByRole('button', { name: 'Show in Metric units' }).click();

  await page.getByRole('button', { name: 'Start cooking' }).click();
  const dialog = page.getByRole('dialog', { name: cake.name });
  await dialog.getByText('Heat the oven to 175 °C.').waitFor();
  await dialog.getByText('Ingredients').click();
  await dialog.getByText('240 g flour').waitFor();
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

it('US turns grams into cups', async () => {
  const { page } = await chromium.open('desktop');
  await chooseUnits(page, 'US');
  await getRecipe(page, cake);
  await results(page).getByText('2½ cups sugar').waitFor();
  await results(page).getByText('2 cups flour').waitFor();
});

it('shows the chicken’s safe temperature, and warns on a step that stops short of it', async () => {
  const { page } = await chromium.open('phone');
  await getRecipe(page, chicken);
  await results(page).getByText('Cook the chicken to 74 °C (165 °F) inside').waitFor();
  const warning = results(page).getByRole('alert');
  expect(await warning.textContent()).toContain(
    'Warning: this step takes the chicken to 49 °C (120 °F), below the safe minimum of 74 °C (165 °F) inside.',
  );
  await axeInBothThemes(page);

  // Cook mode in the dark theme (the Metric test checks it in the light one).
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.getByRole('button', { name: 'Start cooking' }).click();
  const dialog = page.getByRole('dialog', { name: chicken.name });
  await dialog.getByRole('button', { name: 'Next step' }).click();
  await dialog.getByText(/Warning: this step takes the chicken/).waitFor();
  expect(await axeViolations(page)).toEqual([]);
});
