import { singularWord } from '../../lib/englishPlurals';
import { findTerm, wordsOf } from '../../lib/findTerm';
import { nonFoodIn } from '../ingredients/nonFoods';
import type { Recipe } from '../recipe/recipeTypes';
import { ALLERGENS, DIET_EXCLUSIONS, type FoodGroup } from './avoidedFoods';
import type { Preferences } from './preferencesTypes';

/** The table's group for an allergy as the cook typed it, or the typed word itself when the table has none. */
export function allergenGroup(allergy: string): FoodGroup {
  // The last word in the singular: "tree nuts" → "tree nut", "anchovies" → "anchovy".
  const words = singularWord(wordsOf(allergy).trim());
  return ALLERGENS.find((group) => group.names.includes(words)) ?? { names: [words], terms: [words] };
}

/** Every ingredient line (measurement and name) and every step: what the cook would use and do. */
const textsOf = (recipe: Recipe): string[] => [
  ...recipe.ingredients.map(({ measurement, name }) => `${measurement} ${name}`),
  ...recipe.instructions,
];

const firstFound = (texts: readonly string[], find: (text: string) => string | null): string | null => {
  for (const text of texts) {
    const found = find(text);
    if (found) return found;
  }
  return null;
};

/**
 * Why the recipe must not be shown to this cook, as the line the results show, or null when it may be: it
 * uses something that is not food, something they are allergic to, or something their diet rules out.
 * Checked in code because models suggest unsafe dishes even when told not to.
 */
export function recipeConflict(recipe: Recipe, { allergies, diet }: Preferences): string | null {
  const texts = textsOf(recipe);
  const nonFood = firstFound(texts, nonFoodIn);
  if (nonFood) return `This recipe uses ${nonFood}, which is not something to cook with.`;
  for (const allergy of allergies) {
    // Once per allergy, not per line: findTerm compiles each group's patterns once, by identity.
    const group = allergenGroup(allergy);
    const found = firstFound(texts, (text) => findTerm(text, group));
    if (found) return `This recipe uses ${found}, and you avoid ${allergy}.`;
  }
  for (const group of DIET_EXCLUSIONS[diet]) {
    const found = firstFound(texts, (text) => findTerm(text, group));
    if (found) return `This recipe uses ${found}, which is not ${diet}.`;
  }
  return null;
}
