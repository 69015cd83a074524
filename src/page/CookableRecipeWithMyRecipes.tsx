import { CardControlsSlot, type CardControls } from '../features/cook/components/cardControlsSlot';
import { CookableRecipe } from '../features/cook/components/CookableRecipe';
import { SaveRecipeToggle } from '../features/myRecipes/components/SaveRecipeToggle';
import { StorageNotice } from '../features/myRecipes/components/StorageNotice';
import type { Recipe } from '../core/recipe/recipeTypes';

const myRecipesControls: CardControls = { SaveToggle: SaveRecipeToggle, StorageLine: StorageNotice };

/** The cook's card with My recipes' Save toggle and storage line on it: the `cook` chunk's entry. */
export function CookableRecipeWithMyRecipes({ recipe }: { recipe: Recipe }) {
  return (
    <CardControlsSlot value={myRecipesControls}>
      <CookableRecipe recipe={recipe} />
    </CardControlsSlot>
  );
}
