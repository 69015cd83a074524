import type { Recipe } from '../recipe/recipeTypes';

/** The card's words for what the text holds, in the cook's language. */
export interface RecipeTextHeadings {
  serves: string;
  ingredients: string;
  instructions: string;
}

/** The recipe as plain text for sharing or the clipboard: name, servings, ingredients, numbered steps. */
export function recipeText(recipe: Recipe, lines: readonly string[], headings: RecipeTextHeadings): string {
  return [
    recipe.name,
    recipe.description,
    headings.serves,
    '',
    headings.ingredients,
    ...lines.map((line) => `- ${line}`),
    '',
    headings.instructions,
    ...recipe.instructions.map((step, index) => `${index + 1}. ${step}`),
  ]
    .filter((line, index) => index !== 1 || line !== '')
    .join('\n');
}
