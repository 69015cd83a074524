import { MAX_INGREDIENTS, MIN_INGREDIENTS_FOR_RECIPE, validateIngredient } from '../ingredients/ingredientRules';
import { ALL_NON_FOODS } from '../food/allNonFoods';
import type { Recipe } from '../recipe/recipeTypes';

/**
 * The ingredients a change or the ideas are asked for with: the cook's list when it could ask for a recipe, or
 * else (a kept recipe opened with a shorter list) the recipe's own, as the form would accept them, ten at most.
 */
export function steeringIngredients(listed: readonly string[], recipe: Recipe | null): string[] {
  if (listed.length >= MIN_INGREDIENTS_FOR_RECIPE || !recipe) return [...listed];
  const accepted: string[] = [];
  for (const { name } of recipe.ingredients) {
    const verdict = validateIngredient(name, accepted, ALL_NON_FOODS);
    if (verdict.ok) accepted.push(verdict.ingredient);
    if (accepted.length === MAX_INGREDIENTS) break;
  }
  return accepted;
}
