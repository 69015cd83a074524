import type { Diet, Units } from '../../core/preferences/preferencesTypes';
import type { PreferencesTextId } from './preferencesTexts';

/** Each diet's name, as the choices and the summary show it. */
export const DIET_TEXT: Record<Diet, PreferencesTextId> = {
  none: 'diet.none',
  vegetarian: 'diet.vegetarian',
  vegan: 'diet.vegan',
  pescatarian: 'diet.pescatarian',
  'gluten-free': 'diet.glutenFree',
  'dairy-free': 'diet.dairyFree',
};

/** Each choice of units, as the choices and the summary show it. */
export const UNITS_TEXT: Record<Units, PreferencesTextId> = {
  'as-written': 'units.asWritten',
  metric: 'units.metric',
  us: 'units.us',
};
