import { withoutInvisibleCharacters } from '../../lib/invisibleCharacters';
import type { TermList } from '../food/findTerm';
import { EVERYDAY_NON_FOODS, nonFoodNamed } from '../food/nonFoods';

export const MAX_INGREDIENTS = 10;
export const MIN_INGREDIENTS_FOR_RECIPE = 3;
export const DUPLICATE_WARNING_MS = 3000;
export const LIMIT_WARNING_MS = 1000;
/** Longer than any ingredient name; keeps the list and the prompt readable. */
export const MAX_INGREDIENT_LENGTH = 60;

export type IngredientRule = 'empty' | 'duplicate' | 'limit' | 'too-long' | 'not-food';

/**
 * How many more ingredients a recipe needs, said below the list until the generate panel appears so the cook knows
 * how close a recipe is; 0 when the list is empty (nothing to count yet) or long enough.
 */
export function ingredientsMissingForRecipe(count: number): number {
  return count === 0 ? 0 : Math.max(0, MIN_INGREDIENTS_FOR_RECIPE - count);
}

/** The typed text's length once it is over the limit (said under the input, so nothing is cut off silently). */
export function lengthOverLimit(input: string): number | null {
  const length = cleanIngredient(input).length;
  return length > MAX_INGREDIENT_LENGTH ? length : null;
}

// Tabs, newlines and other control characters (pasted text brings them) never reach the list or the prompt.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]+/g;

/** The text as it would join the list: invisible characters dropped, control characters turned into spaces, trimmed. */
export function cleanIngredient(input: string): string {
  return withoutInvisibleCharacters(input).replace(CONTROL_CHARACTERS, ' ').trim();
}

/** How long each warning stays before it clears itself; the empty-input message stays until the next add. */
export const RULE_DURATIONS_MS: Partial<Record<IngredientRule, number>> = {
  duplicate: DUPLICATE_WARNING_MS,
  limit: LIMIT_WARNING_MS,
};

export type IngredientVerdict = { ok: true; ingredient: string } | { ok: false; rule: IngredientRule };

/**
 * The spec's checks, in the spec's order: empty, then duplicate (exact, case-sensitive), then the limit;
 * the length cap and the not-food check (household chemicals, medicines: see nonFoods) come after them. The
 * non-foods are the everyday ones unless a caller has the whole list (ALL_NON_FOODS) to give.
 */
export function validateIngredient(
  input: string,
  list: readonly string[],
  nonFoods: TermList = EVERYDAY_NON_FOODS,
): IngredientVerdict {
  const ingredient = cleanIngredient(input);
  if (!ingredient) return { ok: false, rule: 'empty' };
  if (list.includes(ingredient)) return { ok: false, rule: 'duplicate' };
  if (list.length >= MAX_INGREDIENTS) return { ok: false, rule: 'limit' };
  if (ingredient.length > MAX_INGREDIENT_LENGTH) return { ok: false, rule: 'too-long' };
  if (nonFoodNamed(ingredient, nonFoods)) return { ok: false, rule: 'not-food' };
  return { ok: true, ingredient };
}
