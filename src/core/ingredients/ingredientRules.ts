import { withoutInvisibleCharacters } from '../../lib/invisibleCharacters';
import { nonFoodNamed } from '../food/nonFoods';

export const MAX_INGREDIENTS = 10;
export const MIN_INGREDIENTS_FOR_RECIPE = 3;
export const DUPLICATE_WARNING_MS = 3000;
export const LIMIT_WARNING_MS = 1000;
/** Longer than any ingredient name; keeps the list and the prompt readable. */
export const MAX_INGREDIENT_LENGTH = 60;

export type IngredientRule = 'empty' | 'duplicate' | 'limit' | 'too-long' | 'not-food';

export const RULE_MESSAGES: Record<IngredientRule, string> = {
  empty: 'Please enter a valid ingredient.',
  duplicate: 'This ingredient is already in the list.',
  limit: 'You can only add up to 10 ingredients.',
  'too-long': `Ingredient names can be up to ${MAX_INGREDIENT_LENGTH} characters.`,
  'not-food': "That doesn't look like something to cook with.",
};

/** Below the list until the generate panel appears, so the cook knows how close a recipe is. */
export function ingredientsNeededHint(count: number): string {
  const missing = MIN_INGREDIENTS_FOR_RECIPE - count;
  if (count === 0 || missing <= 0) return '';
  return `Add ${missing} more ingredient${missing === 1 ? '' : 's'} to get a recipe.`;
}

/** Shown under the input as soon as the text is too long, so nothing is cut off silently. */
export function lengthHint(input: string): string {
  const length = cleanIngredient(input).length;
  return length > MAX_INGREDIENT_LENGTH ? `${length}/${MAX_INGREDIENT_LENGTH} characters: shorten it to add it.` : '';
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
 * the length cap and the not-food check (household chemicals, medicines: see nonFoods) come after them.
 */
export function validateIngredient(input: string, list: readonly string[]): IngredientVerdict {
  const ingredient = cleanIngredient(input);
  if (!ingredient) return { ok: false, rule: 'empty' };
  if (list.includes(ingredient)) return { ok: false, rule: 'duplicate' };
  if (list.length >= MAX_INGREDIENTS) return { ok: false, rule: 'limit' };
  if (ingredient.length > MAX_INGREDIENT_LENGTH) return { ok: false, rule: 'too-long' };
  if (nonFoodNamed(ingredient)) return { ok: false, rule: 'not-food' };
  return { ok: true, ingredient };
}
