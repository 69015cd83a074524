import { cleanIngredient } from '../ingredients/ingredientRules';
import { MAX_ALLERGIES } from './preferencesTypes';

/** Longer than any allergen's name. */
const MAX_ALLERGY_LENGTH = 40;

export type AllergyRule = 'empty' | 'duplicate' | 'limit' | 'too-long';

export const ALLERGY_MESSAGES: Record<AllergyRule, string> = {
  empty: 'Please enter an allergy.',
  duplicate: 'This allergy is already in the list.',
  limit: `You can list up to ${MAX_ALLERGIES} allergies.`,
  'too-long': `Allergies can be up to ${MAX_ALLERGY_LENGTH} characters.`,
};

export type AllergyVerdict = { ok: true; allergy: string } | { ok: false; rule: AllergyRule };

/** The same care as for ingredients: cleaned, then empty, duplicate (ignoring case), limit and length, in that order. */
export function validateAllergy(input: string, list: readonly string[]): AllergyVerdict {
  const allergy = cleanIngredient(input);
  if (!allergy) return { ok: false, rule: 'empty' };
  if (list.some((entry) => entry.toLowerCase() === allergy.toLowerCase())) return { ok: false, rule: 'duplicate' };
  if (list.length >= MAX_ALLERGIES) return { ok: false, rule: 'limit' };
  if (allergy.length > MAX_ALLERGY_LENGTH) return { ok: false, rule: 'too-long' };
  return { ok: true, allergy };
}
