import type { Recipe, RecipeIngredient } from './recipeTypes';

export type ReplyProblem = 'not-text' | 'not-json' | 'not-a-recipe';

export type ParsedReply = { ok: true; recipe: Recipe } | { ok: false; problem: ReplyProblem };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toIngredient(value: unknown): RecipeIngredient {
  const entry = isRecord(value) ? value : {};
  return {
    name: typeof entry.name === 'string' ? entry.name : '',
    measurement: typeof entry.measurement === 'string' ? entry.measurement : '',
  };
}

function toRecipe(value: unknown): Recipe | null {
  if (!isRecord(value)) return null;
  const { name, description, ingredients, instructions } = value;
  if (typeof name !== 'string' || typeof description !== 'string') return null;
  if (!Array.isArray(ingredients) || !Array.isArray(instructions)) return null;
  if (!instructions.every((step) => typeof step === 'string')) return null;
  return { name, description, ingredients: ingredients.map(toIngredient), instructions };
}

/** Turns the model's reply content into a recipe, or says why it is not one. Never throws. */
export function parseRecipe(content: unknown): ParsedReply {
  if (typeof content !== 'string') return { ok: false, problem: 'not-text' };
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return { ok: false, problem: 'not-json' };
  }
  const recipe = toRecipe(json);
  return recipe ? { ok: true, recipe } : { ok: false, problem: 'not-a-recipe' };
}
