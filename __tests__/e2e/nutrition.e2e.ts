import type { Page } from 'playwright-core';
import { friedRiceWithCalories } from '../support/friedRiceWithCalories';
import { axeViolations } from './support/axe';
import { addIngredients, chromiumForThisFile, downloadedRecipe, recipeShown, setScenario } from './support/browser';

/** A serving's nutrition on a phone, counted from the USDA's table: never the reply's own calories. */

const chromium = chromiumForThisFile();
beforeEach(() => setScenario({ kind: 'content', content: JSON.stringify(friedRiceWithCalories) }));

const summary = (page: Page) => page.getByRole('region', { name: 'Nutrition per serving' });
const valueOf = (page: Page, label: string) =>
  summary(page).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').textContent();

async function withRecipe(page: Page) {
  await addIngredients(page, ['rice', 'eggs', 'salt']);
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await recipeShown(page);
  await summary(page).waitFor();
}

it('shows a serving from the table on a phone, the same at 4 servings, in Metric and US, axe in both themes', async () => {
  const { page, errors } = await chromium.open('phone');
  await withRecipe(page);
  expect(await valueOf(page, 'Energy')).toBe('440 kcal (1,826 kJ)');
  expect(await summary(page).textContent()).toContain('From 2 of 3 ingredients; not counted: to taste salt');
  expect(await summary(page).textContent()).not.toContain('999');

  await page.getByRole('button', { name: 'More servings' }).click();
  await page.getByRole('button', { name: 'More servings' }).click();
  await page.getByRole('group', { name: 'Servings' }).getByText('4 servings').waitFor();
  expect(await valueOf(page, 'Energy')).toBe('440 kcal (1,826 kJ)');

  await page.getByText('Preferences', { exact: true }).click();
  await page.getByRole('radio', { name: 'US' }).check();
  await summary(page).locator('dt', { hasText: 'Sodium' }).waitFor();
  expect(await valueOf(page, 'Sodium')).toBe('75 mg');
  await page.getByRole('radio', { name: 'Metric' }).check();
  await summary(page).locator('dt', { hasText: 'Salt' }).waitFor();
  expect(await valueOf(page, 'Salt')).toBe('0.19 g');

  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  expect(await axeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

it('downloads the figures as schema.org NutritionInformation, and prints them', async () => {
  const { page } = await chromium.open('phone');
  await withRecipe(page);
  const { json } = await downloadedRecipe(page);
  expect(json.nutrition).toMatchObject({
    '@type': 'NutritionInformation',
    calories: '440 kcal',
    sodiumContent: '75 mg',
  });

  await page.emulateMedia({ media: 'print' });
  expect(await summary(page).isVisible()).toBe(true);
  expect(await valueOf(page, 'Energy')).toBe('440 kcal (1,826 kJ)');
});
