export const MAX_INGREDIENTS = 10;
export const MIN_INGREDIENTS_FOR_RECIPE = 3;
export const DUPLICATE_WARNING_MS = 3000;
export const LIMIT_WARNING_MS = 1000;

export type IngredientRule = 'empty' | 'duplicate' | 'limit';

export const RULE_MESSAGES: Record<IngredientRule, string> = {
  empty: 'Please enter a valid ingredient.',
  duplicate: 'This ingredient is already in the list.',
  limit: 'You can only add up to 10 ingredients.',
};

/** How long each warning stays before it clears itself; the empty-input message stays until the next add. */
export const RULE_DURATIONS_MS: Partial<Record<IngredientRule, number>> = {
  duplicate: DUPLICATE_WARNING_MS,
  limit: LIMIT_WARNING_MS,
};

export type IngredientVerdict = { ok: true; ingredient: string } | { ok: false; rule: IngredientRule };

/** The spec's checks, in the spec's order: empty, then duplicate (exact, case-sensitive), then the limit. */
export function validateIngredient(input: string, list: readonly string[]): IngredientVerdict {
  const ingredient = input.trim();
  if (!ingredient) return { ok: false, rule: 'empty' };
  if (list.includes(ingredient)) return { ok: false, rule: 'duplicate' };
  if (list.length >= MAX_INGREDIENTS) return { ok: false, rule: 'limit' };
  return { ok: true, ingredient };
}
