import { z } from 'zod';
import {
  MAX_INGREDIENT_LENGTH,
  MAX_INGREDIENTS,
  MIN_INGREDIENTS_FOR_RECIPE,
  validateIngredient,
  type IngredientRule,
} from '../../src/core/ingredients/ingredientRules';
import { ALL_NON_FOODS } from '../../src/core/food/allNonFoods';
import { preferencesFrom } from '../../src/core/preferences/storedPreferences';
import { toRecipe } from '../../src/core/recipe/parseRecipe';
import { MAX_WISH_LENGTH, RECIPE_CHANGES } from '../../src/core/steering/recipeChange';
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
} from '../../src/core/preferences/preferencesTypes';
import { isRecipeLanguage, RECIPE_LANGUAGES, type RecipeLanguage } from '../../src/core/language/recipeLanguages';

/** Why the service turns an ingredient away, in the API's language (the page says it in the cook's). */
const RULE_PROBLEMS: Record<IngredientRule, string> = {
  empty: 'Please enter a valid ingredient.',
  duplicate: 'This ingredient is already in the list.',
  limit: `You can only add up to ${MAX_INGREDIENTS} ingredients.`,
  'too-long': `Ingredient names can be up to ${MAX_INGREDIENT_LENGTH} characters.`,
  'not-food': "That doesn't look like something to cook with.",
};

const countProblem = `"ingredients" must list ${MIN_INGREDIENTS_FOR_RECIPE} to ${MAX_INGREDIENTS} ingredients.`;

/** 3 to 10 ingredients, each cleaned as the form cleans it: non-empty, not a duplicate, not too long, and food. */
const ingredients = z
  .array(z.unknown(), { error: '"ingredients" must be an array of strings.' })
  .min(MIN_INGREDIENTS_FOR_RECIPE, { error: countProblem })
  .max(MAX_INGREDIENTS, { error: countProblem })
  .transform((entries, context) => {
    const accepted: string[] = [];
    for (const [index, entry] of entries.entries()) {
      const verdict = typeof entry === 'string' ? validateIngredient(entry, accepted, ALL_NON_FOODS) : null;
      if (!verdict?.ok) {
        const problem = verdict
          ? `Ingredient ${index + 1} ("${String(entry).slice(0, MAX_INGREDIENT_LENGTH)}"): ${RULE_PROBLEMS[verdict.rule]}`
          : `Ingredient ${index + 1} must be a string.`;
        context.addIssue({ code: 'custom', message: problem, path: [index] });
        return z.NEVER;
      }
      accepted.push(verdict.ingredient);
    }
    return accepted;
  });

const allergiesProblem = `"preferences.allergies" must be a list of at most ${MAX_ALLERGIES} strings.`;

/** Each preference as the preferences form makes it. */
const preferenceFields = {
  diet: z.custom(isDiet, `"preferences.diet" must be one of ${DIETS.join(', ')}.`).optional(),
  allergies: z
    .array(z.string(), { error: allergiesProblem })
    .max(MAX_ALLERGIES, { error: allergiesProblem })
    .refine(
      (list) => list.length === 0 || preferencesFrom({ allergies: list }).allergies.length > 0,
      '"preferences.allergies" names no allergy the form would accept.',
    )
    .optional(),
  servings: z
    .custom(isServings, `"preferences.servings" must be a whole number from ${MIN_SERVINGS} to ${MAX_SERVINGS}.`)
    .optional(),
  maxMinutes: z
    .custom(isTimeLimit, `"preferences.maxMinutes" must be null or one of ${TIME_LIMITS.join(', ')}.`)
    .optional(),
  hasBasics: z.boolean({ error: '"preferences.hasBasics" must be true or false.' }).optional(),
  units: z.custom(isUnits, `"preferences.units" must be one of ${UNITS.join(', ')}.`).optional(),
};

const preferences = z
  .strictObject(preferenceFields, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `"preferences.${issue.keys[0]}" is not a preference (${Object.keys(preferenceFields).join(', ')}).`
        : '"preferences" must be an object.',
  })
  .transform((fields) => preferencesFrom(fields));

/** A recipe sent back to be changed is one a cook was shown: the parser's own rules, and a recipe's size. */
export const MAX_BASE_LINES = 40;
const baseProblem = `"change.base" must be a recipe of at most ${MAX_BASE_LINES} ingredients and ${MAX_BASE_LINES} steps.`;
const base = z.unknown().transform((value, context) => {
  const recipe = toRecipe(value);
  if (!recipe || recipe.ingredients.length > MAX_BASE_LINES || recipe.instructions.length > MAX_BASE_LINES) {
    context.addIssue({ code: 'custom', message: baseProblem });
    return z.NEVER;
  }
  return recipe;
});

const changeProblem = `"change.change" must be one of ${RECIPE_CHANGES.join(', ')}, or a wish of 1 to ${MAX_WISH_LENGTH} characters.`;
const change = z.union(
  [
    z.strictObject({ kind: z.enum(RECIPE_CHANGES) }),
    z.strictObject({
      kind: z.literal('wish'),
      wish: z.string().trim().min(1, { error: changeProblem }).max(MAX_WISH_LENGTH, { error: changeProblem }),
    }),
  ],
  { error: changeProblem },
);

const ideaProblem = '"idea" must be an idea as "Other ideas" gives it: a name, a summary and its extras.';
const idea = z.strictObject(
  {
    name: z.string().trim().min(1).max(120),
    summary: z.string().max(160),
    minutes: z
      .number()
      .int()
      .positive()
      .max(24 * 60)
      .optional(),
    extras: z.array(z.string().max(120)).max(8),
  },
  { error: ideaProblem },
);

/** The language the recipe is written in, by its tag; English when not sent. */
const language = z
  .custom<RecipeLanguage>(isRecipeLanguage, `"language" must be one of ${RECIPE_LANGUAGES.join(', ')}.`)
  .optional();

/** A recipe request's fields: a field of any other name is refused with their names. */
const recipeAskedFields = {
  ingredients,
  preferences: preferences.optional(),
  change: z.strictObject({ base, change }, { error: baseProblem }).optional(),
  idea: idea.optional(),
  language,
};

/**
 * A recipe request's body, `{ ingredients, preferences?, change?, idea?, language? }` and nothing else, checked with the
 * app's own rules and cleaned as the form cleans it. Each rule says in words what it wants: the 400 answer
 * carries the first.
 */
export const recipeAskedSchema = z
  .strictObject(recipeAskedFields, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `"${issue.keys[0]}" is not accepted: send only ${Object.keys(recipeAskedFields)
            .map((key) => `"${key}"`)
            .join(', ')}.`
        : 'The body must be a JSON object: { "ingredients": [...] }.',
  })
  .refine((asked) => !(asked.change && asked.idea), 'Send a "change" or an "idea", not both.');

const shownProblem = '"shownNames" must list at most 20 recipe names of at most 120 characters.';

/** An ideas request's body: the ingredients and preferences as for a recipe, and the names already shown. */
export const ideasAskedSchema = z.strictObject(
  {
    ingredients,
    preferences: preferences.optional(),
    shownNames: z.array(z.string().max(120), { error: shownProblem }).max(20, { error: shownProblem }),
    language,
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `"${issue.keys[0]}" is not accepted: send only "ingredients", "preferences", "shownNames" and "language".`
        : 'The body must be a JSON object: { "ingredients": [...], "shownNames": [...] }.',
  },
);

/** What a cook asks the recipe service for, once checked. */
export type RecipeAsked = z.output<typeof recipeAskedSchema>;
