import type { Page } from 'playwright-core';
import { labelRounded } from '../../src/core/nutrition/labelRounding';
import table from '../../src/core/nutrition/nutritionTable.json';
import { foodsNamed } from '../../src/core/nutrition/foodSearch';
import { readLine } from '../../src/core/nutrition/readLine';
import { recipeNutrition } from '../../src/core/nutrition/recipeNutrition';
import germanCatalogue from '../../src/i18n/catalogues/de.json';
import { cook as cookInEnglish } from '../../src/i18n/catalogues/en/cook';
import { firstScreen } from '../../src/i18n/catalogues/en/firstScreen';
import { myRecipes } from '../../src/i18n/catalogues/en/myRecipes';
import { nutrition } from '../../src/i18n/catalogues/en/nutrition';
import { recipe } from '../../src/i18n/catalogues/en/recipe';
import spanishCatalogue from '../../src/i18n/catalogues/es.json';
import frenchCatalogue from '../../src/i18n/catalogues/fr.json';
import italianCatalogue from '../../src/i18n/catalogues/it.json';
import { HAND_WORKED } from '../support/handWorkedNutrition';
import { IN_OTHER_LANGUAGES } from '../support/handWorkedNutritionInLanguages';
import { axeViolations } from './support/axe';
import {
  chromiumForThisFile,
  reloadOffline,
  savedOnThisDevice,
  scrolledToResults,
  setScenario,
} from './support/browser';

const german = germanCatalogue.texts;
const spanish = spanishCatalogue.texts;
const french = frenchCatalogue.texts;
const italian = italianCatalogue.texts;

/**
 * A serving's nutrition on a phone in each of the app's languages: a recipe the model wrote in it is counted from
 * its own lines, on the card, in print, in the download and offline, with the English figures; each line's match
 * is shown and can be changed and undone.
 */

const chromium = chromiumForThisFile();
const dish = HAND_WORKED.find(({ name }) => name === 'lemon chicken and rice')!;
const asInEnglish = labelRounded(recipeNutrition(dish.lines, dish.servings, table).perServing);

/** English arrives a part at a time; these are the parts this journey reads. */
const english = { ...firstScreen, ...recipe, ...cookInEnglish, ...myRecipes, ...nutrition };

const COOKS = [
  { language: 'en', locale: 'en-US', texts: english },
  { language: 'es', locale: 'es-ES', texts: spanish },
  { language: 'fr', locale: 'fr-FR', texts: french },
  { language: 'de', locale: 'de-DE', texts: german },
  { language: 'it', locale: 'it-IT', texts: italian },
] as const;

type Cook = (typeof COOKS)[number];

/** The dish as the model wrote it in the cook's language. */
const linesIn = (cook: Cook) => (cook.language === 'en' ? dish.lines : IN_OTHER_LANGUAGES[dish.name]![cook.language]);

const summary = (page: Page, cook: Cook) => page.getByRole('region', { name: cook.texts['nutrition.heading'] });
const energy = (page: Page, cook: Cook) =>
  summary(page, cook)
    .locator('dt', { hasText: cook.texts['nutrition.energy'] })
    .locator('xpath=following-sibling::dd[1]')
    .textContent();

/** Three ingredients typed and added, then a recipe asked for, in the cook's language. */
async function askForTheDish(page: Page, cook: Cook) {
  const lines = linesIn(cook);
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
  const input = page.getByRole('textbox', { name: cook.texts['ingredients.inputLabel'] });
  for (const ingredient of ['pollo', 'arroz', 'limón']) {
    await input.fill(ingredient);
    await input.press('Enter');
  }
  await page.getByRole('button', { name: cook.texts['generate.getRecipe'] }).click();
  await page.getByRole('button', { name: cook.texts['actions.startCooking'] }).waitFor();
  await scrolledToResults(page);
  await summary(page, cook).waitFor();
}

it.each(COOKS)(
  'in $language: the English figures on the card, in print and download; each match changed by keyboard, kept, undone; offline',
  async (cook) => {
    const { page, errors } = await chromium.open('phone', { locale: cook.locale, serviceWorkers: true });
    // Controlled by the service worker from the start, so the last reload finds the app's files offline.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
      }
    });
    await askForTheDish(page, cook);
    expect(await energy(page, cook)).toMatch(new RegExp(`^${asInEnglish.kcal} kcal`));

    // The download carries the same figures.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: cook.texts['actions.more'] })
        .click()
        .then(() => page.getByRole('menuitem', { name: cook.texts['actions.download'] }).click()),
    ]);
    const { readFile } = await import('node:fs/promises');
    const json = JSON.parse(await readFile(await download.path(), 'utf8')) as { nutrition?: { calories?: string } };
    expect(json.nutrition?.calories).toBe(`${asInEnglish.kcal} kcal`);

    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: cook.texts['theme.switchToDark'] }).click();
    expect(await axeViolations(page)).toEqual([]);

    // And the printed page.
    await page.emulateMedia({ media: 'print' });
    expect(await summary(page, cook).isVisible()).toBe(true);
    expect(await energy(page, cook)).toMatch(new RegExp(`^${asInEnglish.kcal} kcal`));
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: cook.texts['theme.switchToLight'] }).click();

    // What each line was counted as, and another food picked for one, by keyboard.
    const lines = linesIn(cook);
    const rice = lines[1]!;
    const tofu = foodsNamed('tofu', cook.language, table)[0]!;
    const picked = labelRounded(
      recipeNutrition(lines, dish.servings, table, cook.language, {
        [readLine(rice, cook.language).wording]: tofu.sr,
      }).perServing,
    );
    const said = (id: keyof Cook['texts'], line: string) => cook.texts[id].replace('{line}', line);

    await page.getByRole('button', { name: cook.texts['nutrition.matches.show'] }).press('Enter');
    const change = summary(page, cook).getByRole('button', { name: said('nutrition.match.changeLabel', rice) });
    await change.press('Enter');
    const search = summary(page, cook).getByRole('searchbox');
    await search.waitFor();
    expect(await search.evaluate((field) => field === document.activeElement)).toBe(true);
    await page.keyboard.type('tofu');
    await summary(page, cook).getByRole('list', { name: cook.texts['nutrition.match.results'] }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText(cook.texts['nutrition.match.yours']).waitFor();
    expect(await energy(page, cook)).toMatch(new RegExp(`^${picked.kcal} kcal`));
    expect(await change.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.getByRole('button', { name: cook.texts['theme.switchToDark'] }).click();
    expect(await axeViolations(page)).toEqual([]);

    // Kept through a reload, on the recipe reopened from My recipes, and undone there.
    await page.reload();
    await page.getByRole('button', { name: cook.texts['names.myRecipes'] }).click();
    await page
      .getByRole('dialog', { name: cook.texts['names.myRecipes'] })
      .getByRole('region', { name: cook.texts['myRecipes.recent'] })
      .getByRole('button', { name: 'Pollo al limón', exact: true })
      .click();
    await summary(page, cook).waitFor();
    expect(await energy(page, cook)).toMatch(new RegExp(`^${picked.kcal} kcal`));
    await summary(page, cook).getByRole('button', { name: cook.texts['nutrition.matches.show'] }).click();
    await summary(page, cook)
      .getByRole('button', { name: said('nutrition.match.undoLabel', rice) })
      .press('Enter');
    await page.getByText(said('nutrition.match.undone', rice)).waitFor();
    expect(await energy(page, cook)).toMatch(new RegExp(`^${asInEnglish.kcal} kcal`));
    expect(errors).toEqual([]);

    // Offline too, on the recipe kept on the phone.
    await page.getByRole('button', { name: cook.texts['myRecipes.saveRecipe'] }).click();
    await savedOnThisDevice(page, 'Pollo al limón');
    await reloadOffline(page);
    await page.getByRole('button', { name: cook.texts['names.myRecipes'] }).click();
    await page
      .getByRole('dialog', { name: cook.texts['names.myRecipes'] })
      .getByRole('region', { name: cook.texts['myRecipes.saved'] })
      .getByRole('button', { name: 'Pollo al limón', exact: true })
      .click();
    await summary(page, cook).waitFor();
    expect(await energy(page, cook)).toMatch(new RegExp(`^${asInEnglish.kcal} kcal`));
  },
);
