import { cleanIngredient } from '../ingredients/ingredientRules';
import { allergenNamed } from './allergens';
import { MAX_ALLERGIES } from '../preferences/preferencesTypes';
import { typedAllergies, type TypedAllergy } from './typedAllergies';

/** Longer than any allergen's name. */
export const MAX_ALLERGY_LENGTH = 40;

export type AllergyRule = 'empty' | 'duplicate' | 'limit' | 'too-long';

export type AllergyVerdict = { ok: true; allergies: TypedAllergy[] } | { ok: false; rule: AllergyRule };

const listed = (list: readonly string[], allergy: string) =>
  list.some((entry) => entry.toLowerCase() === allergy.toLowerCase());

/**
 * The allergies a line adds, read as cooks type them (see typedAllergies), with the same care as ingredients:
 * cleaned, then empty, duplicate (ignoring case: nothing new in the line), limit and length, in that order.
 */
export function validateAllergy(input: string, list: readonly string[]): AllergyVerdict {
  const typed = typedAllergies(cleanIngredient(input));
  if (typed.length === 0) return { ok: false, rule: 'empty' };
  const fresh = typed.filter(({ allergy }) => !listed(list, allergy));
  if (fresh.length === 0) return { ok: false, rule: 'duplicate' };
  if (list.length + fresh.length > MAX_ALLERGIES) return { ok: false, rule: 'limit' };
  if (fresh.some(({ allergy }) => allergy.length > MAX_ALLERGY_LENGTH)) return { ok: false, rule: 'too-long' };
  return { ok: true, allergies: fresh };
}

/** The list with what the line adds, or the list itself when the line adds nothing. */
export function withAllergiesAdded(list: readonly string[], input: string): string[] {
  const verdict = validateAllergy(input, list);
  return verdict.ok ? [...list, ...verdict.allergies.map(({ allergy }) => allergy)] : [...list];
}

/** Whether the app's table knows the allergy; one it does not know is checked by its name only. */
export const isKnownAllergy = (allergy: string) => allergenNamed(allergy) !== null;
