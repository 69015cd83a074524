import type { ChefsLabel } from '../recipe/chefsLabels';
import type { Diet } from '../preferences/preferencesTypes';

/** The labels each diet rules out. */
export const DIET_RULES_OUT: Record<Diet, readonly ChefsLabel[]> = {
  none: [],
  vegetarian: ['meat', 'poultry', 'fish', 'shellfish', 'gelatin'],
  vegan: ['meat', 'poultry', 'fish', 'shellfish', 'gelatin', 'milk', 'eggs', 'honey'],
  pescatarian: ['meat', 'poultry', 'gelatin'],
  'gluten-free': ['gluten'],
  'dairy-free': ['milk'],
};
