import { isRecord } from '../lib/isRecord';
import type { Recipe } from './recipeTypes';
import { jsonObjectsIn, withoutReasoning } from './jsonObjectsIn';
import { recipeReplySchema } from './recipeSchema';

export type ReplyProblem = 'not-text' | 'not-json' | 'not-a-recipe';

export type ParsedReply = { ok: true; recipe: Recipe } | { ok: false; problem: ReplyProblem };

/** A recipe from parsed JSON, read with the recipe schema's rules; null when the shape is not a recipe's. */
export function toRecipe(value: unknown): Recipe | null {
  const read = recipeReplySchema.safeParse(value);
  return read.success ? read.data : null;
}

/** The recipe in a parsed object: the object itself, or the only recipe among its values (`{"recipe": {…}}`). */
function recipeIn(value: unknown): Recipe | null {
  const recipe = toRecipe(value);
  if (recipe || !isRecord(value)) return recipe;
  const wrapped = Object.values(value)
    .map(toRecipe)
    .filter((found) => found !== null);
  return wrapped.length === 1 ? wrapped[0]! : null;
}

/**
 * Turns the model's reply content into a recipe, or says why it is not one. Never throws. Reasoning blocks are
 * dropped; then each JSON object in the reply is tried in turn (a fenced block, a sentence around it, a tip with
 * braces after it, a second object), and the first that is a recipe wins.
 */
export function parseRecipe(content: unknown): ParsedReply {
  if (typeof content !== 'string') return { ok: false, problem: 'not-text' };
  let sawJson = false;
  for (const candidate of jsonObjectsIn(withoutReasoning(content))) {
    let value: unknown;
    try {
      value = JSON.parse(candidate);
    } catch {
      continue;
    }
    sawJson = true;
    const recipe = recipeIn(value);
    if (recipe) return { ok: true, recipe };
  }
  return { ok: false, problem: sawJson ? 'not-a-recipe' : 'not-json' };
}
