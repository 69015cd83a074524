import { isRecord } from '../../../lib/isRecord';
import type { Recipe, RecipeFacts, RecipeIngredient } from '../recipeTypes';
import { jsonObjectsIn, withoutReasoning } from './jsonObjectsIn';

export type ReplyProblem = 'not-text' | 'not-json' | 'not-a-recipe';

export type ParsedReply = { ok: true; recipe: Recipe } | { ok: false; problem: ReplyProblem };

/** More than any real recipe has; beyond it the rest is dropped rather than rendered. */
export const MAX_RECIPE_ENTRIES = 100;
/** Longer than any name, description or step; beyond it the text is cut. */
export const MAX_TEXT_LENGTH = 2000;

/** Text as shown: trimmed and capped; a number (`"measurement": 2`) is text too; anything else is none. */
export function cleanText(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value.trim().slice(0, MAX_TEXT_LENGTH) : '';
}

/** `{name, measurement}`, or a plain string ("2 eggs"), which is shown as given. */
export function toIngredient(value: unknown): RecipeIngredient {
  if (typeof value === 'string') return { name: cleanText(value), measurement: '' };
  const entry = isRecord(value) ? value : {};
  return { name: cleanText(entry.name), measurement: cleanText(entry.measurement) };
}

/** A step as a string, or as `{text}` / `{step, text}` (some models number their steps). */
export function toInstruction(value: unknown): string {
  if (typeof value === 'string') return cleanText(value);
  return isRecord(value) ? cleanText(value.text ?? value.instruction ?? value.description) : '';
}

export const toIngredients = (values: unknown): RecipeIngredient[] =>
  (Array.isArray(values) ? values : [])
    .slice(0, MAX_RECIPE_ENTRIES)
    .map(toIngredient)
    .filter((entry) => entry.name || entry.measurement);

export const toInstructions = (values: unknown): string[] =>
  (Array.isArray(values) ? values : []).slice(0, MAX_RECIPE_ENTRIES).map(toInstruction).filter(Boolean);

/** More than any household cooks for at once. */
const MAX_SERVINGS_IN_REPLY = 100;
/** A day: anything longer is not a time a recipe takes. */
const MAX_MINUTES_IN_REPLY = 24 * 60;

/** A whole number from 1 to `max` (a number, or digits as text), or undefined: 0, negatives and fractions are ignored. */
function wholeNumber(value: unknown, max: number): number | undefined {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= max ? number : undefined;
}

/** The optional servings and times, only those present and sensible. */
function recipeFacts(value: Record<string, unknown>): RecipeFacts {
  const facts = {
    servings: wholeNumber(value.servings, MAX_SERVINGS_IN_REPLY),
    prepMinutes: wholeNumber(value.prepMinutes, MAX_MINUTES_IN_REPLY),
    cookMinutes: wholeNumber(value.cookMinutes, MAX_MINUTES_IN_REPLY),
  };
  return Object.fromEntries(Object.entries(facts).filter(([, fact]) => fact !== undefined));
}

/** A recipe from parsed JSON, trimmed and capped; null when the shape is not a recipe's. */
export function toRecipe(value: unknown): Recipe | null {
  if (!isRecord(value)) return null;
  const { name, description, ingredients, instructions } = value;
  if (typeof name !== 'string' || typeof description !== 'string') return null;
  if (!Array.isArray(ingredients) || !Array.isArray(instructions)) return null;
  const recipe: Recipe = {
    name: cleanText(name),
    description: cleanText(description),
    ingredients: toIngredients(ingredients),
    instructions: toInstructions(instructions),
    ...recipeFacts(value),
  };
  // A card without a name, without ingredients or without a single step is not a recipe.
  const usable = recipe.name && recipe.ingredients.length > 0 && recipe.instructions.length > 0;
  return usable ? recipe : null;
}

/** The recipe in a parsed object: the object itself, or the only recipe among its values (`{"recipe": {…}}`). */
function recipeIn(value: unknown): Recipe | null {
  const recipe = toRecipe(value);
  if (recipe || !isRecord(value)) return recipe;
  const wrapped = Object.values(value).map(toRecipe).filter((found) => found !== null);
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
