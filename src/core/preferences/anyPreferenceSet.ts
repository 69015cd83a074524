import { DEFAULT_PREFERENCES, type Preferences } from './preferencesTypes';

/**
 * Whether any preference differs from the defaults: only then does the request say more than the spec's, and
 * does the form sum them up (and offer to reset them).
 */
export function anyPreferenceSet({ diet, allergies, servings, maxMinutes, hasBasics, units }: Preferences): boolean {
  return (
    diet !== 'none' ||
    allergies.length > 0 ||
    servings !== DEFAULT_PREFERENCES.servings ||
    maxMinutes !== null ||
    !hasBasics ||
    units !== 'as-written'
  );
}
