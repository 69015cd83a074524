import * as z from 'zod/mini';
import { isRecord } from '../../lib/isRecord';
import type { Recipe } from './recipeTypes';
import { parsedObjectsIn } from './jsonObjectsIn';
import { cleanText, recipeFacts, toIngredients, toInstructions } from './replyText';

export type ReplyProblem = 'not-text' | 'not-json' | 'not-a-recipe';

export type ParsedReply = { ok: true; recipe: Recipe } | { ok: false; problem: ReplyProblem };

/**
 * The recipe's shape read from a reply, leniently, as models write it: the four spec fields must be there with their
 * types (text, text, a list, a list); then text is trimmed and capped, a number is text too, an ingredient may be
 * a plain string, a step may be `{text}` or `{step, text}`, lists are capped, and servings and times are kept only
 * when sensible. A card without a name, an ingredient or a step is not a recipe.
 */
const recipeReplySchema = z
  .pipe(
    z.looseObject({
      name: z.pipe(
        z.string(),
        z.transform((text: string) => cleanText(text)),
      ),
      description: z.pipe(
        z.string(),
        z.transform((text: string) => cleanText(text)),
      ),
      ingredients: z.pipe(
        z.array(z.unknown()),
        z.transform((entries: unknown[]) => toIngredients(entries)),
      ),
      instructions: z.pipe(
        z.array(z.unknown()),
        z.transform((steps: unknown[]) => toInstructions(steps)),
      ),
    }),
    z.transform(({ name, description, ingredients, instructions, ...rest }): Recipe => ({
      name,
      description,
      ingredients,
      instructions,
      ...recipeFacts(rest),
    })),
  )
  .check(z.refine((recipe) => recipe.name !== '' && recipe.ingredients.length > 0 && recipe.instructions.length > 0));

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
  for (const value of parsedObjectsIn(content)) {
    sawJson = true;
    const recipe = recipeIn(value);
    if (recipe) return { ok: true, recipe };
  }
  return { ok: false, problem: sawJson ? 'not-a-recipe' : 'not-json' };
}
