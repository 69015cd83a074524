import type { Recipe } from '../recipe/recipeTypes';

/** The recipe as plain text for sharing or the clipboard: name, servings, ingredients, numbered steps. */
export function recipeText(recipe: Recipe, lines: readonly string[], servings: number): string {
  return [
    recipe.name,
    recipe.description,
    `Serves ${servings}`,
    '',
    'Ingredients',
    ...lines.map((line) => `- ${line}`),
    '',
    'Instructions',
    ...recipe.instructions.map((step, index) => `${index + 1}. ${step}`),
  ]
    .filter((line, index) => index !== 1 || line !== '')
    .join('\n');
}
