import { DEFAULT_PREFERENCES, DIET_LABELS, UNITS_LABELS, type Preferences } from './preferencesTypes';

/**
 * One line of what the chef will be told ("Vegan · no peanuts · 4 servings · ≤ 30 min"); empty while nothing
 * differs from the defaults, which is also when the request stays exactly the spec's.
 */
export function preferencesSummary({ diet, allergies, servings, maxMinutes, hasBasics, units }: Preferences): string {
  return [
    diet !== 'none' && DIET_LABELS[diet],
    allergies.length > 0 && `no ${allergies.join(', ')}`,
    servings !== DEFAULT_PREFERENCES.servings && `${servings} serving${servings === 1 ? '' : 's'}`,
    maxMinutes !== null && `≤ ${maxMinutes} min`,
    !hasBasics && 'no basics assumed',
    units !== 'as-written' && `${UNITS_LABELS[units]} units`,
  ]
    .filter(Boolean)
    .join(' · ');
}
