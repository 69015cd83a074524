import type { BrowserContext, Page } from 'playwright-core';
import { couldNotLoadLine, type LazyPartName } from '../../src/components/OnDemand';
import { lazyParts } from '../../src/page/whatLoadsWhen';
import { firstScreen } from '../../src/i18n/catalogues/en/firstScreen';
import { scriptHolding } from './support/javascriptSizes';
import { addIngredients, setScenario, chromiumForThisFile } from './support/browser';
import { E2E_DIST } from './support/builds';

/** Every part of the page whose code loads on demand, from the page's registry, when that code cannot be downloaded. */

const chromium = chromiumForThisFile();
beforeAll(() => setScenario({ kind: 'recipe' }));

const three = ['eggs', 'spinach', 'feta'];
/** The file each part's entry in the registry imports: the built script that holds it is the part's code. */
const partSources: Record<LazyPartName, string> = {
  headerControls: 'src/page/HeaderControls.tsx',
  demoNotice: 'src/page/DemoNoticeWithSignIn.tsx',
  preferences: 'src/page/PreferencesWithLanguage.tsx',
  photo: 'src/features/photo/components/PhotoPart.tsx',
  updateLine: 'src/features/appUpdate/UpdateLine.tsx',
  recipeArea: 'src/page/RecipeArea.tsx',
  myRecipesPanel: 'src/features/myRecipes/components/MyRecipesPanel.tsx',
  timerAlarms: 'src/features/cook/components/TimerAlarms.tsx',
  cookableRecipe: 'src/page/CookableRecipeWithMyRecipes.tsx',
  recipeSteering: 'src/features/steering/components/RecipeSteering.tsx',
  recipeNutrition: 'src/features/nutrition/components/NutritionSummary.tsx',
  modelSettingsDialog: 'src/page/ModelSettingsDialogWithSignIn.tsx',
  shoppingListPanel: 'src/features/shoppingList/components/ShoppingListPanel.tsx',
};
/** The part's code, at its own URL or at a retry's (`?retry=1`). */
const codeOf = (part: LazyPartName) => {
  const script = scriptHolding(E2E_DIST, partSources[part]).replace(/\./g, '\\.');
  return new RegExp(`/${script}(\\?|$)`);
};
const block = (part: LazyPartName) => (context: BrowserContext) =>
  context.route(codeOf(part), (route) => route.abort('internetdisconnected'));

/** How a cook comes to each part, and what they see once it is there. */
const journeys: Record<
  LazyPartName,
  { reach: (page: Page) => Promise<void>; loaded: (page: Page) => Promise<void> } | undefined
> = {
  headerControls: {
    reach: async () => {},
    loaded: (page) => page.getByRole('button', { name: 'Switch to dark theme' }).waitFor(),
  },
  photo: {
    reach: async () => {},
    loaded: (page) => page.getByRole('button', { name: 'Add from a photo' }).waitFor(),
  },
  preferences: {
    reach: async () => {},
    loaded: (page) => page.getByText('Preferences', { exact: true }).waitFor(),
  },
  recipeArea: {
    reach: (page) => addIngredients(page, three),
    loaded: (page) => page.getByRole('button', { name: 'Get a recipe' }).waitFor(),
  },
  modelSettingsDialog: {
    reach: (page) => page.getByRole('banner').getByRole('button', { name: 'Chef settings' }).click(),
    loaded: (page) => page.getByRole('dialog', { name: 'Chef settings' }).waitFor(),
  },
  shoppingListPanel: {
    reach: (page) => page.getByRole('banner').getByRole('button', { name: 'Shopping list' }).click(),
    loaded: (page) => page.getByRole('dialog', { name: 'Shopping list' }).waitFor(),
  },
  myRecipesPanel: {
    reach: (page) => page.getByRole('banner').getByRole('button', { name: 'My recipes' }).click(),
    loaded: (page) => page.getByRole('dialog', { name: 'My recipes' }).waitFor(),
  },
  cookableRecipe: {
    reach: async (page) => {
      await addIngredients(page, three);
      await page.getByRole('button', { name: 'Get a recipe' }).click();
      // The spec's card stands in for the tools: the recipe is on screen all the same.
      await page.getByRole('heading', { name: 'Suggested Recipe:' }).waitFor();
      await page.getByRole('heading', { name: 'Ingredients', exact: true }).waitFor();
    },
    loaded: (page) => page.getByRole('button', { name: 'Start cooking' }).waitFor(),
  },
  recipeSteering: {
    reach: async (page) => {
      await addIngredients(page, three);
      await page.getByRole('button', { name: 'Get a recipe' }).click();
      await page.getByRole('button', { name: 'Start cooking' }).waitFor();
    },
    loaded: (page) => page.getByRole('button', { name: 'Other ideas' }).waitFor(),
  },
  recipeNutrition: {
    reach: async (page) => {
      await addIngredients(page, three);
      await page.getByRole('button', { name: 'Get a recipe' }).click();
      await page.getByRole('button', { name: 'Start cooking' }).waitFor();
    },
    loaded: (page) => page.getByRole('heading', { name: 'Nutrition per serving' }).waitFor(),
  },
  // Silent parts: the update line shows only when a new version waits, the alarms only while a timer runs, and
  // the demo notice only in a demo build.
  updateLine: undefined,
  timerAlarms: undefined,
  demoNotice: undefined,
};

const shownParts = (Object.keys(lazyParts) as LazyPartName[]).filter((part) => journeys[part]);

describe.each(shownParts)('when the code of %s cannot be downloaded', (part) => {
  const line = firstScreen[couldNotLoadLine(part)];
  const { reach, loaded } = journeys[part]!;

  it('keeps the page and the list, says so in one line, and loads it with Retry', async () => {
    const { context, page, errors } = await chromium.open('phone', { beforeLoad: block(part) });
    await reach(page);
    const alert = page.getByRole('alert').filter({ hasText: line });
    await alert.waitFor();
    expect(await alert.textContent()).toBe(`${line}Retry`);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Ingredient' }).isVisible()).toBe(true);
    expect(errors.some((error) => error.includes('could not be loaded'))).toBe(true);

    await context.unroute(codeOf(part));
    await alert.getByRole('button', { name: 'Retry' }).click();
    await loaded(page);
    expect(await alert.count()).toBe(0);
  });
});

it('suggests a reload when Retry fails too (the files are gone)', async () => {
  const { page } = await chromium.open('phone', { beforeLoad: block('recipeArea') });
  await addIngredients(page, three);
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByText(/reload the page: the app may have been updated/).waitFor();
  expect(await page.getByRole('textbox', { name: 'Ingredient' }).isVisible()).toBe(true);
  expect(await page.getByRole('button', { name: 'Remove feta' }).isVisible()).toBe(true);
});
