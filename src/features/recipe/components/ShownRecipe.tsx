import { memo } from 'react';
import { OnDemand } from '../../../components/OnDemand';
import { RecipeCard } from '../../../recipeCard/RecipeCard';
import type { Recipe } from '../../../core/recipe/recipeTypes';
import type { RecipeLanguage } from '../../../core/language/recipeLanguages';

declare module '../../../components/OnDemand' {
  interface LazyPartProps {
    /** The cook's card for a finished recipe, with its tools (another feature's). */
    cookableRecipe: { recipe: Recipe };
  }
}

/** The finished recipe on the cook's card; the spec's card while that code loads, if it cannot, or outside the page. */
export const ShownRecipe = memo(function ShownRecipe({
  recipe,
  language,
}: {
  recipe: Recipe;
  language: RecipeLanguage;
}) {
  return (
    <OnDemand part="cookableRecipe" recipe={recipe} fallback={<RecipeCard recipe={recipe} language={language} />} />
  );
});
