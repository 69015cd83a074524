import { CHEFS_LABELS_SENTENCE } from '../recipe/chefsLabels';
import { anyPreferenceSet } from '../preferences/anyPreferenceSet';
import type { Diet, Preferences, Units } from '../preferences/preferencesTypes';

const DIET_SENTENCES: Record<Exclude<Diet, 'none'>, string> = {
  vegetarian: 'The recipe must be vegetarian: no meat, poultry, fish, seafood or gelatin.',
  vegan: 'The recipe must be vegan: no meat, poultry, fish, seafood, gelatin, dairy, eggs or honey.',
  pescatarian: 'The recipe must be pescatarian: no meat or poultry (fish and seafood are fine).',
  'gluten-free': 'The recipe must be gluten-free: no wheat, barley, rye, ordinary flour, bread, pasta or soy sauce.',
  'dairy-free': 'The recipe must be dairy-free: no milk, butter, cheese, cream, yogurt or ghee.',
};

/** The one sentence that tells the model the cook's units (the page converts whatever it writes, too). */
export const UNITS_SENTENCES: Record<Exclude<Units, 'as-written'>, string> = {
  metric: 'Write quantities and temperatures in metric units: grams, millilitres and °C.',
  us: 'Write quantities and temperatures in US units: cups, spoons, ounces, pounds and °F.',
};

const listed = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');

export const REPLY_FIELDS_SENTENCE =
  'Also include "servings", "prepMinutes" and "cookMinutes" as whole numbers in the JSON.';
export const NOT_FOOD_SENTENCE =
  "If any ingredient is not food (a household chemical, a medicine or anything else unsafe to eat), reply with exactly: I don't know";

const servingsSentence = (servings: number) => `Make it for ${servings} serving${servings === 1 ? '' : 's'}.`;

/** With allergies or a diet set, the chef marks each ingredient with what it contains (see chefsLabels). */
export const asksForChefsMarks = (preferences?: Pick<Preferences, 'allergies' | 'diet'>): boolean =>
  preferences !== undefined && (preferences.allergies.length > 0 || preferences.diet !== 'none');

/** The servings the prompt asks for: the cook's, once any preference is set (the spec's request names none). */
export const askedServings = (preferences?: Preferences): number | undefined =>
  preferences && anyPreferenceSet(preferences) ? preferences.servings : undefined;

/**
 * The cook's preferences as plain sentences for the system message, or '' when none is set, so that the
 * request is then exactly the spec's.
 */
export function preferenceSentences(preferences: Preferences): string {
  if (!anyPreferenceSet(preferences)) return '';
  const { diet, allergies, servings, maxMinutes, hasBasics, units } = preferences;
  return [
    diet !== 'none' && DIET_SENTENCES[diet],
    allergies.length > 0 &&
      `The cook is allergic to ${listed(allergies)}: use none of them in any form, not even as an oil, sauce or garnish.`,
    servingsSentence(servings),
    maxMinutes !== null && `It must be ready in ${maxMinutes} minutes or less, preparation and cooking together.`,
    hasBasics
      ? 'Salt, pepper, cooking oil and water may be used even though they are not listed.'
      : 'Do not use salt, pepper, oil or water unless they are listed.',
    units !== 'as-written' && UNITS_SENTENCES[units],
    REPLY_FIELDS_SENTENCE,
    asksForChefsMarks(preferences) && CHEFS_LABELS_SENTENCE,
    NOT_FOOD_SENTENCE,
  ]
    .filter(Boolean)
    .join(' ');
}
