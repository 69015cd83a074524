import type { Recipe, RecipeIngredient } from '../recipeTypes';

export type ReplyProblem = 'not-text' | 'not-json' | 'not-a-recipe';

export type ParsedReply = { ok: true; recipe: Recipe } | { ok: false; problem: ReplyProblem };

/** More than any real recipe has; beyond it the rest is dropped rather than rendered. */
export const MAX_RECIPE_ENTRIES = 100;
const MAX_TEXT_LENGTH = 2000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const cleanText = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, MAX_TEXT_LENGTH) : '');

/**
 * The JSON object in a reply, even when the model wrapped it in a Markdown code fence or put a sentence
 * before or after it: from the first "{" to the last "}".
 */
function jsonObjectIn(content: string): unknown {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start < 0 || end < start) return undefined;
  try {
    return JSON.parse(content.slice(start, end + 1));
  } catch {
    return undefined;
  }
}

function toIngredient(value: unknown): RecipeIngredient {
  const entry = isRecord(value) ? value : {};
  return { name: cleanText(entry.name), measurement: cleanText(entry.measurement) };
}

/** A recipe from parsed JSON, trimmed and capped; null when the shape is not a recipe's. */
export function toRecipe(value: unknown): Recipe | null {
  if (!isRecord(value)) return null;
  const { name, description, ingredients, instructions } = value;
  if (typeof name !== 'string' || typeof description !== 'string') return null;
  if (!Array.isArray(ingredients) || !Array.isArray(instructions)) return null;
  if (!instructions.every((step) => typeof step === 'string')) return null;
  const recipe: Recipe = {
    name: cleanText(name),
    description: cleanText(description),
    ingredients: ingredients
      .slice(0, MAX_RECIPE_ENTRIES)
      .map(toIngredient)
      .filter((entry) => entry.name || entry.measurement),
    instructions: instructions
      .slice(0, MAX_RECIPE_ENTRIES)
      .map(cleanText)
      .filter(Boolean),
  };
  // An empty card is not a recipe.
  const empty = !recipe.name || (recipe.ingredients.length === 0 && recipe.instructions.length === 0);
  return empty ? null : recipe;
}

/** Turns the model's reply content into a recipe, or says why it is not one. Never throws. */
export function parseRecipe(content: unknown): ParsedReply {
  if (typeof content !== 'string') return { ok: false, problem: 'not-text' };
  const json = jsonObjectIn(content);
  if (json === undefined) return { ok: false, problem: 'not-json' };
  const recipe = toRecipe(json);
  return recipe ? { ok: true, recipe } : { ok: false, problem: 'not-a-recipe' };
}
