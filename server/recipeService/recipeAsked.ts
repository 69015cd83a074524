import { isRecord } from '../../src/lib/isRecord';
import {
  MAX_INGREDIENT_LENGTH,
  MAX_INGREDIENTS,
  MIN_INGREDIENTS_FOR_RECIPE,
  RULE_MESSAGES,
  validateIngredient,
} from '../../src/features/ingredients/ingredientRules';
import { preferencesFrom } from '../../src/features/preferences/storedPreferences';
import {
  DIETS,
  isDiet,
  isServings,
  isTimeLimit,
  isUnits,
  MAX_ALLERGIES,
  MAX_SERVINGS,
  MIN_SERVINGS,
  TIME_LIMITS,
  UNITS,
  type Preferences,
} from '../../src/features/preferences/preferencesTypes';

/** What a cook asks the recipe service for, once checked. */
export interface RecipeAsked {
  ingredients: string[];
  preferences?: Preferences;
}

export type AskedVerdict = { ok: true; asked: RecipeAsked } | { ok: false; problem: string };

const PREFERENCE_FIELDS = ['diet', 'allergies', 'servings', 'maxMinutes', 'hasBasics', 'units'];

/** The ingredients by the form's own rules, in the form's order of checks; the first problem found. */
function checkedIngredients(value: unknown): { ingredients: string[] } | { problem: string } {
  if (!Array.isArray(value)) return { problem: '"ingredients" must be an array of strings.' };
  if (value.length < MIN_INGREDIENTS_FOR_RECIPE || value.length > MAX_INGREDIENTS) {
    return { problem: `"ingredients" must list ${MIN_INGREDIENTS_FOR_RECIPE} to ${MAX_INGREDIENTS} ingredients.` };
  }
  const ingredients: string[] = [];
  for (const [index, entry] of value.entries()) {
    if (typeof entry !== 'string') return { problem: `Ingredient ${index + 1} must be a string.` };
    const verdict = validateIngredient(entry, ingredients);
    if (!verdict.ok) {
      return {
        problem: `Ingredient ${index + 1} ("${entry.slice(0, MAX_INGREDIENT_LENGTH)}"): ${RULE_MESSAGES[verdict.rule]}`,
      };
    }
    ingredients.push(verdict.ingredient);
  }
  return { ingredients };
}

/** The first field of `value` that the preferences form would not accept, in words; null when all are fine. */
function preferencesProblem(value: unknown): string | null {
  if (!isRecord(value)) return '"preferences" must be an object.';
  const unknown = Object.keys(value).find((key) => !PREFERENCE_FIELDS.includes(key));
  if (unknown) return `"preferences.${unknown}" is not a preference (${PREFERENCE_FIELDS.join(', ')}).`;
  const { diet, allergies, servings, maxMinutes, hasBasics, units } = value;
  if (diet !== undefined && !isDiet(diet)) return `"preferences.diet" must be one of ${DIETS.join(', ')}.`;
  if (servings !== undefined && !isServings(servings)) {
    return `"preferences.servings" must be a whole number from ${MIN_SERVINGS} to ${MAX_SERVINGS}.`;
  }
  if (maxMinutes !== undefined && !isTimeLimit(maxMinutes)) {
    return `"preferences.maxMinutes" must be null or one of ${TIME_LIMITS.join(', ')}.`;
  }
  if (hasBasics !== undefined && typeof hasBasics !== 'boolean')
    return '"preferences.hasBasics" must be true or false.';
  if (units !== undefined && !isUnits(units)) return `"preferences.units" must be one of ${UNITS.join(', ')}.`;
  if (allergies !== undefined) {
    const list = Array.isArray(allergies) && allergies.every((entry) => typeof entry === 'string') ? allergies : null;
    if (!list || list.length > MAX_ALLERGIES) {
      return `"preferences.allergies" must be a list of at most ${MAX_ALLERGIES} strings.`;
    }
    if (list.length > 0 && preferencesFrom({ allergies: list }).allergies.length === 0) {
      return '"preferences.allergies" names no allergy the form would accept.';
    }
  }
  return null;
}

/**
 * A recipe request's body, `{ ingredients, preferences? }` and nothing else, checked with the app's own rules:
 * 3 to 10 ingredients, each cleaned as the form cleans it, non-empty, no duplicates, no longer than the form
 * allows and food; preferences as the preferences form makes them.
 */
export function recipeAskedFrom(body: unknown): AskedVerdict {
  if (!isRecord(body)) return { ok: false, problem: 'The body must be a JSON object: { "ingredients": [...] }.' };
  const extra = Object.keys(body).find((key) => key !== 'ingredients' && key !== 'preferences');
  if (extra) return { ok: false, problem: `"${extra}" is not accepted: send only "ingredients" and "preferences".` };
  const checked = checkedIngredients(body.ingredients);
  if ('problem' in checked) return { ok: false, problem: checked.problem };
  if (body.preferences === undefined) return { ok: true, asked: { ingredients: checked.ingredients } };
  const problem = preferencesProblem(body.preferences);
  if (problem) return { ok: false, problem };
  return { ok: true, asked: { ingredients: checked.ingredients, preferences: preferencesFrom(body.preferences) } };
}
