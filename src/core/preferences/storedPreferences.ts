import { isRecord } from '../../lib/isRecord';
import { withAllergiesAdded } from '../food/allergyRules';
import { DEFAULT_PREFERENCES, isDiet, isServings, isTimeLimit, isUnits, type Preferences } from './preferencesTypes';

/**
 * The allergies of a stored list that pass the form's own rules, in order, each read as the form reads it: one
 * kept by an earlier version as "peanut" comes back as peanuts, checked in every form.
 */
function storedAllergies(value: unknown): string[] {
  if (!Array.isArray(value)) return DEFAULT_PREFERENCES.allergies;
  return value.reduce<string[]>(
    (kept, entry) => (typeof entry === 'string' ? withAllergiesAdded(kept, entry) : kept),
    [],
  );
}

/**
 * Preferences from a stored value, field by field: a field that is missing or not valid keeps its default, so
 * a value from an older version, or edited by hand, never breaks the page.
 */
export function preferencesFrom(value: unknown): Preferences {
  const stored = isRecord(value) ? value : {};
  const { diet, servings, maxMinutes, hasBasics, units } = stored;
  return {
    diet: isDiet(diet) ? diet : DEFAULT_PREFERENCES.diet,
    allergies: storedAllergies(stored.allergies),
    servings: isServings(servings) ? servings : DEFAULT_PREFERENCES.servings,
    maxMinutes: isTimeLimit(maxMinutes) ? maxMinutes : DEFAULT_PREFERENCES.maxMinutes,
    hasBasics: typeof hasBasics === 'boolean' ? hasBasics : DEFAULT_PREFERENCES.hasBasics,
    units: isUnits(units) ? units : DEFAULT_PREFERENCES.units,
  };
}
