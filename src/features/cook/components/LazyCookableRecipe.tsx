import { memo } from 'react';
import { lazyComponent } from '../../../components/lazyComponent';
import { LazyPart } from '../../../components/LazyPart';
import { RecipeCard } from '../../../recipe/RecipeCard';
import type { Recipe } from '../../../recipe/recipeTypes';

// Servings, cook mode, timers, print, share and download: loaded with the model's code once a recipe can be
// asked for, so a recipe that arrives finds them here.
export const CookableRecipeOnDemand = lazyComponent(() =>
  import(/* webpackChunkName: "cook" */ './CookableRecipe').then((module) => module.CookableRecipe),
);

/** The recipe with its cooking tools; the plain spec card while their code loads, or if it cannot. */
export const LazyCookableRecipe = memo(function LazyCookableRecipe({ recipe }: { recipe: Recipe }) {
  return (
    <LazyPart name="the cooking tools" load={CookableRecipeOnDemand.load} fallback={<RecipeCard recipe={recipe} />}>
      <CookableRecipeOnDemand recipe={recipe} />
    </LazyPart>
  );
});
