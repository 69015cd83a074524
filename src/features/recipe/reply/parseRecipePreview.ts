import { Allow, parse } from 'partial-json';
import type { RecipePreview } from '../recipeTypes';
import { withoutReasoning } from './jsonObjectsIn';
import { cleanText, isRecord, toIngredients, toInstructions } from './parseRecipe';

const RECIPE_FIELDS = ['name', 'description', 'ingredients', 'instructions'];

/** The object holding the recipe: this one, or the one it wraps (`{"recipe": {…}}`). */
function recipeFields(value: Record<string, unknown>): Record<string, unknown> {
  if (RECIPE_FIELDS.some((field) => field in value)) return value;
  const inner = Object.values(value).filter(isRecord);
  return inner.length === 1 ? inner[0]! : value;
}

const textOrNothing = (value: unknown) => (typeof value === 'string' ? cleanText(value) : undefined);

/**
 * What can be shown of a reply still being written: only strings that are complete (a name is never shown
 * half-typed), whole steps, and ingredient entries with at least one complete field; read and capped the way
 * the finished reply will be (see parseRecipe), after any reasoning block.
 */
export function parseRecipePreview(replySoFar: string): RecipePreview | null {
  const answer = withoutReasoning(replySoFar);
  const start = answer.indexOf('{');
  if (start < 0) return null;
  let value: unknown;
  try {
    value = parse(answer.slice(start), Allow.ALL & ~Allow.STR);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { name, description, ingredients, instructions } = recipeFields(value);
  return {
    name: textOrNothing(name),
    description: textOrNothing(description),
    ingredients: toIngredients(ingredients),
    instructions: toInstructions(instructions),
  };
}
