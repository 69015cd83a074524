import { RecipeSections } from '../features/recipe/components/RecipeSections';
import { ShownRecipeSlot } from '../features/recipe/components/shownRecipeSlot';
import { cookableRecipe } from './recipeViewParts';

/** The generate panel and the results, which show a finished recipe on the cook's card: the `recipe-ui` chunk's entry. */
export function RecipeArea() {
  return (
    <ShownRecipeSlot value={cookableRecipe}>
      <RecipeSections />
    </ShownRecipeSlot>
  );
}
