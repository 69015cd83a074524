import type { ComponentType } from 'react';
import { loadWhenIdle } from '../app/loadWhenIdle';
import { lazyComponent } from '../components/lazyComponent';
import type { Fetched, LazyPartEntry, LazyPartRegistry } from '../components/OnDemand';
import type { FirstScreenId } from '../i18n/useText';
import { textsOfThePageLanguage } from '../i18n/partTexts';

/**
 * A part: the line the cook reads if its code cannot be downloaded, when that code is fetched, and the code,
 * which waits for the texts of the page's language (a page that started in another language has only its first
 * screen's until then).
 */
const part = <Props extends object>(
  couldNotLoad: FirstScreenId,
  fetched: Fetched,
  load: () => Promise<ComponentType<Props>>,
): LazyPartEntry<Props> => ({
  couldNotLoad,
  fetched,
  component: lazyComponent(() => Promise.all([load(), textsOfThePageLanguage()]).then(([code]) => code)),
});

/**
 * Every part of the page whose code is not in the first download: the line the cook reads if its code cannot be
 * downloaded, its code, and when that code is fetched. Each is placed by one component (`<OnDemand part="…">`, through the LazyParts
 * context that App provides); its chunk (webpackChunkName) has its name here.
 */
export const lazyParts: LazyPartRegistry = {
  headerControls: part('parts.headerControls', 'once interactive', () =>
    import(/* webpackChunkName: "headerControls" */ './HeaderControls').then((module) => module.HeaderControls),
  ),
  demoNotice: part('parts.demoNotice', 'once interactive', () =>
    import(/* webpackChunkName: "demoNotice" */ './DemoNoticeWithSignIn').then((module) => module.DemoNoticeWithSignIn),
  ),
  photo: part('parts.photo', 'once interactive', () =>
    import(/* webpackChunkName: "photo" */ '../features/photo/components/PhotoPart').then((module) => module.PhotoPart),
  ),
  preferences: part('parts.preferences', 'once interactive', () =>
    import(/* webpackChunkName: "preferences" */ './PreferencesWithLanguage').then(
      (module) => module.PreferencesWithLanguage,
    ),
  ),
  updateLine: part('parts.updateLine', 'once interactive', () =>
    import(/* webpackChunkName: "updateLine" */ '../features/appUpdate/UpdateLine').then((module) => module.UpdateLine),
  ),
  recipeArea: part('parts.recipeArea', 'when idle', () =>
    import(/* webpackChunkName: "recipeArea" */ './RecipeArea').then((module) => module.RecipeArea),
  ),
  myRecipesPanel: part('parts.myRecipesPanel', 'when idle', () =>
    import(/* webpackChunkName: "myRecipesPanel" */ '../features/myRecipes/components/MyRecipesPanel').then(
      (module) => module.MyRecipesPanel,
    ),
  ),
  timerAlarms: part('parts.timerAlarms', 'when idle', () =>
    import(/* webpackChunkName: "timerAlarms" */ '../features/cook/components/TimerAlarms').then(
      (module) => module.TimerAlarms,
    ),
  ),
  // Imported from the recipe panel's code, whose modules (the spec's card) it then shares rather than repeats.
  cookableRecipe: part('parts.cookableRecipe', 'before a recipe is asked for', () =>
    import(/* webpackChunkName: "recipeArea" */ './RecipeArea').then((module) => module.loadCookableRecipe()),
  ),
  recipeSteering: part('parts.recipeSteering', 'when a recipe is shown', () =>
    import(/* webpackChunkName: "recipeSteering" */ '../features/steering/components/RecipeSteering').then(
      (module) => module.RecipeSteering,
    ),
  ),
  recipeNutrition: part('parts.recipeNutrition', 'when a recipe is shown', () =>
    import(/* webpackChunkName: "recipeNutrition" */ '../features/nutrition/components/NutritionSummary').then(
      (module) => module.NutritionSummary,
    ),
  ),
  modelSettingsDialog: part('parts.modelSettingsDialog', 'when opened', () =>
    import(/* webpackChunkName: "modelSettingsDialog" */ './ModelSettingsDialogWithSignIn').then(
      (module) => module.ModelSettingsDialogWithSignIn,
    ),
  ),
};

const fetchedWhen = (when: Fetched) =>
  Object.values(lazyParts)
    .filter((entry) => entry.fetched === when)
    .map((entry) => entry.component.load);

/** Fetches the parts fetched when idle, each in an idle moment of its own, with `others` (see loadWhenIdle). */
export const fetchPartsWhenIdle = (...others: (() => Promise<unknown>)[]): (() => void) =>
  loadWhenIdle(...others, ...fetchedWhen('when idle'));
