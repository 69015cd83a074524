import { useAppSelector } from '../app/hooks';
import { PrefetchRecipeModel } from '../features/recipe/components/PrefetchRecipeModel';
import { RecipeSections } from '../features/recipe/components/RecipeSections';
import { ShownRecipeSlot } from '../features/recipe/components/shownRecipeSlot';
import { recipeSectionsShown } from './recipeSectionsShown';
import { cookableRecipe } from './recipeViewParts';

/**
 * The `recipe-ui` chunk's entry, mounted from the 2nd ingredient: it fetches what a request needs at once, and
 * shows the generate panel and the results (which show a finished recipe on the cook's card) once they are due.
 */
export function RecipeArea() {
  const shown = useAppSelector(recipeSectionsShown);
  return (
    <ShownRecipeSlot value={cookableRecipe}>
      <PrefetchRecipeModel />
      {shown && <RecipeSections />}
    </ShownRecipeSlot>
  );
}
