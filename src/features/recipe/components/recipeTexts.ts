import { recipe } from '../../../i18n/catalogues/en/recipe';
import { partTexts } from '../../../i18n/partTexts';

/** A text of the recipe panel, in the cook's language. */
export const useRecipeText = partTexts(recipe);

export type RecipeText = ReturnType<typeof useRecipeText>;
