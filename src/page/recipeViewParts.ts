import { lazyComponent } from '../components/lazyComponent';
import type { ShownRecipePart } from '../features/recipe/components/shownRecipeSlot';

// Servings, cook mode, timers, print, share, download and Save: loaded with the model's code once a recipe can
// be asked for (the generate panel prefetches the slot's view), so a recipe that arrives finds them here.
export const CookableRecipeOnDemand = lazyComponent(() =>
  import(/* webpackChunkName: "cook" */ './CookableRecipeWithMyRecipes').then(
    (module) => module.CookableRecipeWithMyRecipes,
  ),
);

/** What the results show a finished recipe with: the cook's card. */
export const cookableRecipe: ShownRecipePart = { View: CookableRecipeOnDemand, name: 'the cooking tools' };
