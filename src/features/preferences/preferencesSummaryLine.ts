import { DEFAULT_PREFERENCES, type Preferences } from '../../core/preferences/preferencesTypes';
import { allergyName } from '../../recipeCard/allergyName';
import { DIET_TEXT, UNITS_TEXT } from './choiceTexts';
import type { PreferencesText } from './preferencesTexts';

/**
 * One line of what the chef will be told ("Vegan · no peanuts · 4 servings · ≤ 30 min"); empty while nothing
 * differs from the defaults, which is also when the request stays exactly the spec's.
 */
export function preferencesSummaryLine(
  text: PreferencesText,
  { diet, allergies, servings, maxMinutes, hasBasics, units }: Preferences,
): string {
  return [
    diet !== 'none' && text(DIET_TEXT[diet]),
    allergies.length > 0 &&
      text('summary.noAllergens', {
        allergies: allergies.map((allergy) => allergyName(text, allergy)).join(', '),
      }),
    servings !== DEFAULT_PREFERENCES.servings && text('summary.servings', { servings }),
    maxMinutes !== null && text('summary.maxMinutes', { minutes: maxMinutes }),
    !hasBasics && text('summary.noBasics'),
    units !== 'as-written' && text('summary.units', { units: text(UNITS_TEXT[units]) }),
  ]
    .filter(Boolean)
    .join(' · ');
}
