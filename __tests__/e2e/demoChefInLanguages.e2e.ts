import type { Page } from 'playwright-core';
import type { RecipeLanguage } from '../../src/core/language/recipeLanguages';
import { demoRecipeModel } from '../../server/demoChef/demoRecipeModel';
import { startRecipeServer, type RunningServer } from '../../server/recipeServer';
import { serverConfigFrom } from '../../server/serverConfig';
import { demoRecipe } from '../../server/demoChef/demoRecipe';
import { demoChanged, demoIdeaRecipe, demoIdeas } from '../../server/demoChef/demoSteering';
import { axeViolations } from './support/axe';
import { chromiumForThisFile, scrolledToResults } from './support/browser';
import { E2E_DIST } from './support/builds';

/**
 * A newcomer trying the app without a token, in their browser's language: the app's own server answers from its
 * demo chef, which writes the recipe, its other ideas and a version without the oven in that language.
 */

interface Newcomer {
  language: RecipeLanguage;
  locale: string;
  three: string[];
  texts: {
    ingredient: string;
    getRecipe: string;
    otherIdeas: string;
    noOven: string;
    startCooking: string;
    switchToDark: string;
  };
}

const NEWCOMERS: Newcomer[] = [
  {
    language: 'es',
    locale: 'es-ES',
    three: ['pollo', 'arroz', 'espinacas'],
    texts: {
      ingredient: 'Ingrediente',
      getRecipe: 'Pedir una receta',
      otherIdeas: 'Otras ideas',
      noOven: 'Sin horno',
      startCooking: 'Empezar a cocinar',
      switchToDark: 'Cambiar al tema oscuro',
    },
  },
  {
    language: 'fr',
    locale: 'fr-FR',
    three: ['poulet', 'riz', 'épinards'],
    texts: {
      ingredient: 'Ingrédient',
      getRecipe: 'Obtenir une recette',
      otherIdeas: 'Autres idées',
      noOven: 'Sans four',
      startCooking: 'Commencer à cuisiner',
      switchToDark: 'Passer au thème sombre',
    },
  },
  {
    language: 'de',
    locale: 'de-DE',
    three: ['Hähnchen', 'Reis', 'Spinat'],
    texts: {
      ingredient: 'Zutat',
      getRecipe: 'Rezept holen',
      otherIdeas: 'Andere Ideen',
      noOven: 'Ohne Ofen',
      startCooking: 'Kochen starten',
      switchToDark: 'Zum dunklen Design wechseln',
    },
  },
  {
    language: 'it',
    locale: 'it-IT',
    three: ['pollo', 'riso', 'spinaci'],
    texts: {
      ingredient: 'Ingrediente',
      getRecipe: 'Chiedi una ricetta',
      otherIdeas: 'Altre idee',
      noOven: 'Senza forno',
      startCooking: 'Inizia a cucinare',
      switchToDark: 'Passa al tema scuro',
    },
  },
];

const chromium = chromiumForThisFile();
let demoServer: RunningServer;
beforeAll(async () => {
  // No token and no endpoint: the server is in demo mode, as `npm install && npm start` is. Its demo chef writes
  // without the pauses that make a newcomer's stream look like a model writing: what is checked here is what it
  // writes, in each language, not its pace (three recipes per language at that pace took 15 s).
  demoServer = await startRecipeServer({
    config: serverConfigFrom({ LOG_LEVEL: 'warn', RATE_LIMIT_RECIPES: '1000' }),
    distDir: E2E_DIST,
    model: demoRecipeModel({ streamDelayMs: 0 }),
  });
});
afterAll(() => demoServer.close());

async function expectNoAxeViolationsInBothThemes(page: Page, switchToDark: string) {
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: switchToDark }).click();
  expect(await axeViolations(page)).toEqual([]);
}

it.each(NEWCOMERS)(
  'in $language: the demo chef’s recipe, its other ideas and one made without the oven, all in that language',
  async ({ language, locale, three, texts }) => {
    const recipe = demoRecipe(three, undefined, language);
    const [, bake] = demoIdeas(three, [recipe.name], language);
    const baked = demoIdeaRecipe(three, bake!, undefined, language);
    const stoveTop = demoChanged(baked, { kind: 'noOven' }, three, undefined, language);
    const ovenStep = baked.instructions[0]!;
    const { page, errors } = await chromium.open('phone', { locale, url: `${demoServer.url}/` });

    for (const ingredient of three) {
      await page.getByRole('textbox', { name: texts.ingredient }).fill(ingredient);
      await page.getByRole('textbox', { name: texts.ingredient }).press('Enter');
    }
    await page.getByRole('button', { name: texts.getRecipe }).click();
    await page.getByRole('button', { name: texts.startCooking }).waitFor();
    await scrolledToResults(page);
    expect(await page.getByRole('heading', { name: recipe.name }).isVisible()).toBe(true);
    expect(await page.getByText(recipe.description).isVisible()).toBe(true);
    expect(await page.getByText(recipe.instructions[0]!).isVisible()).toBe(true);

    await page.getByRole('button', { name: texts.otherIdeas }).click();
    const ideas = page.getByRole('list', { name: texts.otherIdeas });
    await ideas.getByRole('button', { name: bake!.name }).click();
    await page.getByRole('heading', { name: baked.name }).waitFor();
    await page.getByText(ovenStep).waitFor();

    await page.getByRole('button', { name: texts.noOven }).click();
    // The line saying what the version changed appears once the whole version has arrived.
    await page.getByText(new RegExp(`^${texts.noOven}\\s?: `)).waitFor();
    expect(await page.getByText(stoveTop.instructions.at(-2)!).isVisible()).toBe(true);
    expect(await page.getByText(ovenStep).count()).toBe(0);
    await expectNoAxeViolationsInBothThemes(page, texts.switchToDark);
    expect(errors).toEqual([]);
  },
);
