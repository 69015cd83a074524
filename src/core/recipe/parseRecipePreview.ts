import type { Recipe, RecipePreview } from './recipeTypes';
import { withoutReasoning } from './jsonObjectsIn';
import { isRecord } from '../../lib/isRecord';
import { cleanText, recipeFacts, toIngredients, toInstructions } from './replyText';
import { createPartialJsonReader } from './partialJsonReader';

const RECIPE_FIELDS: readonly (keyof Recipe)[] = ['name', 'description', 'ingredients', 'instructions'];

/** The object holding the recipe: this one, or the one it wraps (`{"recipe": {…}}`). */
function recipeFields(value: Record<string, unknown>): Record<string, unknown> {
  if (RECIPE_FIELDS.some((field) => field in value)) return value;
  const inner = Object.values(value).filter(isRecord);
  return inner.length === 1 ? inner[0]! : value;
}

const textOrNothing = (value: unknown) => (typeof value === 'string' ? cleanText(value) : undefined);

/**
 * Reads what can be shown of a reply still being written, call after call as it grows: only values that are
 * complete (a name is never shown half-typed), whole steps, ingredient entries with at least one complete field,
 * and the servings and times as soon as they have arrived (so the finished card adds no line above the
 * ingredients); read and capped the way the finished reply will be (see parseRecipe), after any reasoning block.
 * Each call costs the newly arrived text plus one native JSON.parse.
 */
export function createRecipePreviewReader() {
  const json = createPartialJsonReader();
  return (replySoFar: string): RecipePreview | null => {
    const value = json.read(withoutReasoning(replySoFar));
    if (!isRecord(value)) return null;
    const fields = recipeFields(value);
    const { name, description, ingredients, instructions } = fields;
    return {
      ...recipeFacts(fields),
      name: textOrNothing(name),
      description: textOrNothing(description),
      ingredients: toIngredients(ingredients),
      instructions: toInstructions(instructions),
    };
  };
}

/** The preview of one reply as it stands (a reader used once). */
export function parseRecipePreview(replySoFar: string): RecipePreview | null {
  return createRecipePreviewReader()(replySoFar);
}
