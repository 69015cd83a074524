import { OnDemand } from '../components/OnDemand';
import { CookableRecipe } from '../features/cook/components/CookableRecipe';
import { SaveRecipeToggle } from '../features/myRecipes/components/SaveRecipeToggle';
import { StorageNotice } from '../features/myRecipes/components/StorageNotice';
import { AddToListButton } from '../features/shoppingList/components/AddToListButton';
import type { Recipe } from '../core/recipe/recipeTypes';

declare module '../components/OnDemand' {
  interface LazyPartProps {
    /** Under the cook's card's ingredients: a serving's figures from the USDA's table. */
    recipeNutrition: object;
  }
}

/**
 * The cook's card with the nutrition figures under its ingredients, My recipes' Save toggle and storage line and
 * the shopping list's Add on it: the `cookableRecipe` part.
 */
export function CookableRecipeWithMyRecipes({ recipe }: { recipe: Recipe }) {
  return (
    <CookableRecipe
      recipe={recipe}
      nutrition={<OnDemand part="recipeNutrition" />}
      saveToggle={<SaveRecipeToggle />}
      addToList={<AddToListButton />}
      storageLine={<StorageNotice />}
    />
  );
}
