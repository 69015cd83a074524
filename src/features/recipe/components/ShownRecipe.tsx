import { memo, useContext } from 'react';
import { LazyPart } from '../../../components/LazyPart';
import { RecipeCard } from '../../../recipe/RecipeCard';
import type { Recipe } from '../../../core/recipe/recipeTypes';
import { ShownRecipeSlot } from './shownRecipeSlot';

/** The finished recipe as the page shows it (ShownRecipeSlot); the spec's card while its code loads, or if it cannot. */
export const ShownRecipe = memo(function ShownRecipe({ recipe }: { recipe: Recipe }) {
  const part = useContext(ShownRecipeSlot);
  if (!part) return <RecipeCard recipe={recipe} />;
  return (
    <LazyPart name={part.name} retry={part.View.retry} fallback={<RecipeCard recipe={recipe} />}>
      <part.View recipe={recipe} />
    </LazyPart>
  );
});
