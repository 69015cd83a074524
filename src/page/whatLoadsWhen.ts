import type { ComponentType } from 'react';
import type { AppDeps } from '../app/store';
import { loadWhenIdle } from '../app/loadWhenIdle';
import { lazyComponent } from '../components/lazyComponent';
import type { Fetched, LazyPartEntry, LazyPartRegistry } from '../components/OnDemand';
import type { RehearsalProps } from '../components/Rehearsal';
import type { ModelSettings } from '../core/chat/modelSettings';
import type { RecipeLanguage } from '../core/language/recipeLanguages';
import { textsOfThePageLanguage, type DownloadTexts } from '../i18n/partTexts';
import { buildModelSettings } from '../modelConnection/buildModelSettings';
import { huggingFaceDeps, type ModelCode } from '../modelConnection/modelDeps';
import type { WayReader } from '../modelConnection/modelForRequest';

/*
 * What loads when: every part of the page and every piece of code or data that is not in the first download. The
 * one file that says `import()` (ESLint refuses it anywhere else), so each chunk's name and the moment it is
 * fetched are read here. The parts are placed by `<OnDemand part="…">` through the LazyParts context App
 * provides; the code goes to the store's thunks as their dependencies (pageDeps), which a test may replace.
 */

/**
 * A language's texts: another language's, every part's at once (catalogues/<language>.json); the source
 * language's first screen (its other texts arrive with each part's code). Fetched at start for a page that is
 * not prerendered in its language, and when the cook chooses one.
 */
const downloadLanguageTexts: DownloadTexts = (language: RecipeLanguage) =>
  language === 'en'
    ? import(/* webpackChunkName: "texts-en" */ '../i18n/catalogues/en/firstScreen').then(
        (module) => module.firstScreen,
      )
    : import(
        /* webpackInclude: /[\\/]catalogues[\\/][a-z]{2}\.json$/, webpackChunkName: "texts-[request]" */ `../i18n/catalogues/${language}.json`
      ).then((module: { texts: object }) => module.texts);

/**
 * A part: when its code is fetched, and the code, which waits for the texts of the page's language (a page that
 * started in another language has only its first screen's until then).
 */
const part = <Props extends object>(
  fetched: Fetched,
  load: () => Promise<ComponentType<Props>>,
): LazyPartEntry<Props> => ({
  fetched,
  component: lazyComponent(() =>
    Promise.all([load(), textsOfThePageLanguage(downloadLanguageTexts)]).then(([code]) => code),
  ),
});

/**
 * Every part of the page whose code is not in the first download: its code, and when that code is fetched. Each
 * is placed by one component (`<OnDemand part="…">`, through the LazyParts context that App provides), which says
 * `parts.<name>` (firstScreen.ts) if its code cannot be downloaded; its chunk (webpackChunkName) has its name here.
 */
export const lazyParts: LazyPartRegistry = {
  headerControls: part('once interactive', () =>
    import(/* webpackChunkName: "header-controls" */ './HeaderControls').then((module) => module.HeaderControls),
  ),
  demoNotice: part('once interactive', () =>
    import(/* webpackChunkName: "demo-notice" */ './DemoNoticeWithSignIn').then(
      (module) => module.DemoNoticeWithSignIn,
    ),
  ),
  photo: part('once interactive', () =>
    import(/* webpackChunkName: "photo" */ '../features/photo/components/PhotoPart').then((module) => module.PhotoPart),
  ),
  preferences: part('once interactive', () =>
    import(/* webpackChunkName: "preferences" */ './PreferencesWithLanguage').then(
      (module) => module.PreferencesWithLanguage,
    ),
  ),
  updateLine: part('once interactive', () =>
    import(/* webpackChunkName: "update-line" */ '../features/appUpdate/UpdateLine').then(
      (module) => module.UpdateLine,
    ),
  ),
  recipeArea: part('when idle', () =>
    import(/* webpackChunkName: "recipe-area" */ './RecipeArea').then((module) => module.RecipeArea),
  ),
  myRecipesPanel: part('when idle', () =>
    import(/* webpackChunkName: "my-recipes" */ '../features/myRecipes/myRecipesEntry').then(
      (module) => module.MyRecipesPanel,
    ),
  ),
  timerAlarms: part('when idle', () =>
    import(/* webpackChunkName: "timer-alarms" */ '../features/cook/components/TimerAlarms').then(
      (module) => module.TimerAlarms,
    ),
  ),
  cookableRecipe: part('before a recipe is asked for', () =>
    import(/* webpackChunkName: "cookable-recipe" */ './CookableRecipeWithMyRecipes').then(
      (module) => module.CookableRecipeWithMyRecipes,
    ),
  ),
  recipeSteering: part('when a recipe is shown', () =>
    import(/* webpackChunkName: "recipe-steering" */ '../features/steering/components/RecipeSteering').then(
      (module) => module.RecipeSteering,
    ),
  ),
  recipeNutrition: part('when a recipe is shown', () =>
    import(/* webpackChunkName: "nutrition" */ '../features/nutrition/nutritionEntry').then(
      (module) => module.NutritionSummary,
    ),
  ),
  shoppingListPanel: part('when opened', () =>
    import(/* webpackChunkName: "shopping-list" */ '../features/shoppingList/components/ShoppingListPanel').then(
      (module) => module.ShoppingListPanel,
    ),
  ),
  modelSettingsDialog: part('when opened', () =>
    import(/* webpackChunkName: "model-settings-dialog" */ './ModelSettingsDialogWithSignIn').then(
      (module) => module.ModelSettingsDialogWithSignIn,
    ),
  ),
};

/**
 * The list's rehearsal (IngredientsSection): laid out once, hidden, when the page is first idle with no
 * ingredients; never shown, so it has no line of its own for a failed download (the first Add does its work).
 */
export const Rehearsal = lazyComponent<RehearsalProps>(() =>
  import(/* webpackChunkName: "rehearsal" */ '../components/Rehearsal').then((module) => module.Rehearsal),
);

/** The model connection's code: fetched from the 2nd ingredient (prefetchRecipeModel), for the way in use. */
const modelCode: ModelCode = {
  downloadModelForRequest: () =>
    import(/* webpackChunkName: "model-for-request" */ '../modelConnection/modelForRequest'),
  downloadRecipeServiceClient: () =>
    import(/* webpackChunkName: "recipe-service-client" */ '../modelConnection/recipeServiceModel'),
  downloadHuggingFaceClient: () =>
    import(/* webpackChunkName: "model-client" */ '../modelConnection/huggingFaceChatClient'),
};

/** The code and data the store's thunks download on demand, each said once here with when it is fetched. */
export const codeOnDemand = {
  /** From the 2nd ingredient, in an idle moment (prefetchRecipeModel); else at the tap on "Get a recipe". */
  downloadRecipeRequestWork: () =>
    import(/* webpackChunkName: "recipe-request" */ '../features/recipe/request/runRecipeRequest'),
  /** When the cook signs in, or comes back from Hugging Face. */
  downloadSignInRoundTrip: () => import(/* webpackChunkName: "sign-in" */ '../features/signIn/signInRoundTrip'),
  /** With My recipes' panel, when the page is idle. */
  downloadKeptRecipesThunks: () => import(/* webpackChunkName: "my-recipes" */ '../features/myRecipes/myRecipesEntry'),
  /** When the page is idle (App). */
  downloadAllNonFoods: () =>
    import(/* webpackChunkName: "non-foods" */ '../core/food/allNonFoods').then((module) => module.ALL_NON_FOODS),
  /** When a recipe is first shown, or exported (the whole of SR28: the largest chunk the page has). */
  downloadNutritionCounting: () => import(/* webpackChunkName: "nutrition" */ '../features/nutrition/nutritionEntry'),
  /** When the cook first opens the lines' matches. */
  downloadFoodDescriptions: () =>
    import(/* webpackChunkName: "food-descriptions" */ '../core/nutrition/foodDescriptions.json').then(
      (module: { default: Readonly<Record<string, string>> }) => module.default,
    ),
  downloadLanguageTexts,
} satisfies Omit<AppDeps, keyof ReturnType<typeof huggingFaceDeps> | 'openRecipeDatabase' | 'shrinkPhoto'>;

/** The store's dependencies on the page: the model for the build's settings, and the code above; `readWay` is the tests' seam. */
export const pageDeps = (settings: ModelSettings = buildModelSettings(), readWay?: WayReader): AppDeps => ({
  ...huggingFaceDeps(settings, modelCode, readWay),
  ...codeOnDemand,
});

/** React DOM, the largest script: started beside the first one once the first paint is on screen (index.tsx). */
export const downloadReactDom = () => import(/* webpackChunkName: "react-dom" */ 'react-dom/client');

/** How the production build imports a chunk (index.tsx gives it to webpack's runtime, with retried URLs). */
export const importChunkAt = (url: string): Promise<unknown> => import(/* webpackIgnore: true */ url);

const fetchedWhen = (when: Fetched) =>
  Object.values(lazyParts)
    .filter((entry) => entry.fetched === when)
    .map((entry) => entry.component.load);

/** Fetches the parts fetched when idle, each in an idle moment of its own, with `others` (see loadWhenIdle). */
export const fetchPartsWhenIdle = (...others: (() => Promise<unknown>)[]): (() => void) =>
  loadWhenIdle(...others, ...fetchedWhen('when idle'));
