import type { RecipeIngredient } from './recipeTypes';

/** The spec's rendering: "measurement name" per ingredient, skipping entries with neither. */
export function ingredientLine({ measurement, name }: RecipeIngredient): string {
  return [measurement.trim(), name.trim()].filter(Boolean).join(' ');
}
