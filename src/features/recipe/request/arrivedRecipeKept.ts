import type { RecipeLanguage } from '../../../core/language/recipeLanguages';
import type { Recipe } from '../../../core/recipe/recipeTypes';
import { recipeKept } from '../../myRecipes/keptRecipesThunks';
import type { Preferences } from '../../../core/preferences/preferencesTypes';

/**
 * A recipe that arrived, into My recipes' recent history under its request's id (so the card's Save toggle finds
 * it), with the ingredients, preferences and language it was asked for.
 */
export const arrivedRecipeKept = (
  requestId: string,
  recipe: Recipe,
  madeFrom: { ingredients: readonly string[]; preferences: Preferences },
  language: RecipeLanguage,
) =>
  recipeKept({
    id: requestId,
    recipe,
    language,
    madeFrom: { ingredients: [...madeFrom.ingredients], preferences: madeFrom.preferences },
    madeAt: Date.now(),
    saved: false,
  });
