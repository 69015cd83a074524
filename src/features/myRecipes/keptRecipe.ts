import { isRecord } from '../../lib/isRecord';
import { preferencesFrom } from '../../core/preferences/storedPreferences';
import type { Preferences } from '../../core/preferences/preferencesTypes';
import { ingredientLine } from '../../core/recipe/ingredientLine';
import { toRecipe } from '../../core/recipe/parseRecipe';
import type { Recipe } from '../../core/recipe/recipeTypes';
import { isRecipeLanguage, type RecipeLanguage } from '../../core/language/recipeLanguages';

/** How many unsaved recipes the history keeps; saved ones never count against it. */
export const RECENT_LIMIT = 30;

/** A recipe kept on this device: what arrived, what it was made from, when, and whether the cook saved it. */
export interface KeptRecipe {
  id: string;
  recipe: Recipe;
  /** The language it was asked in: it is read by that language's rules wherever it is opened. */
  language: RecipeLanguage;
  madeFrom: { ingredients: string[]; preferences: Preferences };
  /** When it arrived, in ms since the epoch. */
  madeAt: number;
  /** Saved recipes stay until removed; the others are the recent history (the last 30). */
  saved: boolean;
}

/**
 * A stored record read back, checked with the same rules as a model's reply: anything that is not a recipe
 * (corrupt, from another app, from a future version) is null, never a crash.
 */
export function keptRecipeFrom(value: unknown): KeptRecipe | null {
  if (!isRecord(value)) return null;
  const { id, recipe, language, madeFrom, madeAt, saved } = value;
  const checked = toRecipe(recipe);
  if (typeof id !== 'string' || !id || !checked || typeof madeAt !== 'number' || !Number.isFinite(madeAt)) return null;
  const from = isRecord(madeFrom) ? madeFrom : {};
  const ingredients = Array.isArray(from.ingredients)
    ? from.ingredients.filter((item) => typeof item === 'string')
    : [];
  return {
    id,
    recipe: checked,
    // Kept before recipes recorded their language: they were asked in English, the only one then.
    language: isRecipeLanguage(language) ? language : 'en',
    madeFrom: { ingredients, preferences: preferencesFrom(from.preferences) },
    madeAt,
    saved: saved === true,
  };
}

/** Newest first, as every list of kept recipes is shown. */
export const byNewest = (a: KeptRecipe, b: KeptRecipe) => b.madeAt - a.madeAt;

/** The list (newest first) without the unsaved recipes beyond the last RECENT_LIMIT. */
export function withinRecentLimit(recipes: readonly KeptRecipe[]): KeptRecipe[] {
  let unsaved = 0;
  return recipes.filter((kept) => kept.saved || (unsaved += 1) <= RECENT_LIMIT);
}

/**
 * What makes two recipes the same one, whatever their ids and dates: name, ingredient lines and steps, compared
 * without case or spacing (a recipe exported and imported again has its ingredients as whole lines).
 */
export function recipeKey({ name, ingredients, instructions }: Recipe): string {
  const normal = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
  return JSON.stringify([
    normal(name),
    ingredients.map((entry) => normal(ingredientLine(entry))),
    instructions.map(normal),
  ]);
}
