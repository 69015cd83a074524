import { memo, type ReactNode } from 'react';
import { RecipeCard } from '../../../recipeCard/RecipeCard';
import type { Recipe } from '../../../core/recipe/recipeTypes';
import type { RecipeLanguage } from '../../../core/language/recipeLanguages';

/**
 * The cook's card for a finished recipe, with its tools (another feature's, placed by the page), given the spec's
 * card to show while its code loads or if it cannot.
 */
export type CookableRecipePart = (recipe: Recipe, specCard: ReactNode) => ReactNode;

/** The finished recipe on the cook's card; the spec's card while that code loads, if it cannot, or outside the page. */
export const ShownRecipe = memo(function ShownRecipe({
  recipe,
  language,
  cookableRecipe,
}: {
  recipe: Recipe;
  language: RecipeLanguage;
  cookableRecipe?: CookableRecipePart;
}) {
  const specCard = <RecipeCard recipe={recipe} language={language} />;
  return cookableRecipe ? cookableRecipe(recipe, specCard) : specCard;
});
