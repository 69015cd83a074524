import type { Page } from 'playwright-core';
import { labelRounded } from '../../src/core/nutrition/labelRounding';
import table from '../../src/core/nutrition/nutritionTable.json';
import { recipeNutrition } from '../../src/core/nutrition/recipeNutrition';
import { cook as deCook } from '../../src/i18n/catalogues/de/cook';
import { firstScreen as deFirstScreen } from '../../src/i18n/catalogues/de/firstScreen';
import { myRecipes as deMyRecipes } from '../../src/i18n/catalogues/de/myRecipes';
import { nutrition as deNutrition } from '../../src/i18n/catalogues/de/nutrition';
import { recipe as deRecipe } from '../../src/i18n/catalogues/de/recipe';
import { cook as esCook } from '../../src/i18n/catalogues/es/cook';
import { firstScreen as esFirstScreen } from '../../src/i18n/catalogues/es/firstScreen';
import { myRecipes as esMyRecipes } from '../../src/i18n/catalogues/es/myRecipes';
import { nutrition as esNutrition } from '../../src/i18n/catalogues/es/nutrition';
import { recipe as esRecipe } from '../../src/i18n/catalogues/es/recipe';
import { cook as frCook } from '../../src/i18n/catalogues/fr/cook';
import { firstScreen as frFirstScreen } from '../../src/i18n/catalogues/fr/firstScreen';
import { myRecipes as frMyRecipes } from '../../src/i18n/catalogues/fr/myRecipes';
import { nutrition as frNutrition } from '../../src/i18n/catalogues/fr/nutrition';
import { recipe as frRecipe } from '../../src/i18n/catalogues/fr/recipe';
import { cook as itCook } from '../../src/i18n/catalogues/it/cook';
import { firstScreen as itFirstScreen } from '../../src/i18n/catalogues/it/firstScreen';
import { myRecipes as itMyRecipes } from '../../src/i18n/catalogues/it/myRecipes';
import { nutrition as itNutrition } from '../../src/i18n/catalogues/it/nutrition';
import { recipe as itRecipe } from '../../src/i18n/catalogues/it/recipe';
import { HAND_WORKED } from '../support/handWorkedNutrition';
import { IN_OTHER_LANGUAGES } from '../support/handWorkedNutritionInLanguages';
import { axeViolations } from './support/axe';
import { chromiumForThisFile, reloadOffline, scrolledToResults, setScenario } from './support/browser';

/**
 * A serving's nutrition on a phone whose browser speaks another language: a recipe the model wrote in it is
 * counted from its own lines, on the card, in print, in the download and offline, with the English figures.
 */

const chromium = chromiumForThisFile();
const dish = HAND_WORKED.find(({ name }) => name === 'lemon chicken and rice')!;
const english = labelRounded(recipeNutrition(dish.lines, dish.servings, table).perServing);

const COOKS = [
  {
    language: 'es',
    locale: 'es-ES',
    first: esFirstScreen,
    recipe: esRecipe,
    cook: esCook,
    kept: esMyRecipes,
    texts: esNutrition,
  },
  {
    language: 'fr',
    locale: 'fr-FR',
    first: frFirstScreen,
    recipe: frRecipe,
    cook: frCook,
    kept: frMyRecipes,
    texts: frNutrition,
  },
  {
    language: 'de',
    locale: 'de-DE',
    first: deFirstScreen,
    recipe: deRecipe,
    cook: deCook,
    kept: deMyRecipes,
    texts: deNutrition,
  },
  {
    language: 'it',
    locale: 'it-IT',
    first: itFirstScreen,
    recipe: itRecipe,
    cook: itCook,
    kept: itMyRecipes,
    texts: itNutrition,
  },
] as const;

type Cook = (typeof COOKS)[number];

const summary = (page: Page, cook: Cook) => page.getByRole('region', { name: cook.texts['nutrition.heading'] });
const energy = (page: Page, cook: Cook) =>
  summary(page, cook)
    .locator('dt', { hasText: cook.texts['nutrition.energy'] })
    .locator('xpath=following-sibling::dd[1]')
    .textContent();

/** Three ingredients typed and added, then a recipe asked for, in the cook's language. */
async function askForTheDish(page: Page, cook: Cook) {
  const lines = IN_OTHER_LANGUAGES[dish.name]![cook.language];
  await setScenario({
    kind: 'content',
    content: JSON.stringify({
      name: 'Pollo al limón',
      description: '—',
      ingredients: lines.map((line) => ({ name: line, measurement: '' })),
      servings: dish.servings,
      instructions: ['—'],
    }),
  });
  const input = page.getByRole('textbox', { name: cook.first['ingredients.inputLabel'] });
  for (const ingredient of ['pollo', 'arroz', 'limón']) {
    await input.fill(ingredient);
    await input.press('Enter');
  }
  await page.getByRole('button', { name: cook.recipe['generate.getRecipe'] }).click();
  await page.getByRole('button', { name: cook.cook['actions.startCooking'] }).waitFor();
  await scrolledToResults(page);
  await summary(page, cook).waitFor();
}

describe.each(COOKS)('a cook in $language', (cook) => {
  it('sees the English figures on the card, in print and in the download, axe in both themes', async () => {
    const { page, errors } = await chromium.open('phone', { locale: cook.locale });
    await askForTheDish(page, cook);
    expect(await energy(page, cook)).toMatch(new RegExp(`^${english.kcal} kcal`));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: cook.cook['actions.more'] })
        .click()
        .then(() => page.getByRole('menuitem', { name: cook.cook['actions.download'] }).click()),
    ]);
    const { readFile } = await import('node:fs/promises');
    const json = JSON.parse(await readFile(await download.path(), 'utf8')) as { nutrition?: { calories?: string } };
    expect(json.nutrition?.calories).toBe(`${english.kcal} kcal`);

    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: cook.first['theme.switchToDark'] }).click();
    expect(await axeViolations(page)).toEqual([]);

    await page.emulateMedia({ media: 'print' });
    expect(await summary(page, cook).isVisible()).toBe(true);
    expect(await energy(page, cook)).toMatch(new RegExp(`^${english.kcal} kcal`));
    expect(errors).toEqual([]);
  });

  it('sees them offline too, on the recipe kept on the phone', async () => {
    const { page } = await chromium.open('phone', { locale: cook.locale, serviceWorkers: true });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
      }
    });
    await askForTheDish(page, cook);
    await page.getByRole('button', { name: cook.kept['myRecipes.saveRecipe'] }).click();

    await reloadOffline(page);
    await page.getByRole('button', { name: cook.first['names.myRecipes'] }).click();
    await page
      .getByRole('dialog', { name: cook.first['names.myRecipes'] })
      .getByRole('region', { name: cook.kept['myRecipes.saved'] })
      .getByRole('button', { name: 'Pollo al limón', exact: true })
      .click();
    await summary(page, cook).waitFor();
    expect(await energy(page, cook)).toMatch(new RegExp(`^${english.kcal} kcal`));
  });
});
