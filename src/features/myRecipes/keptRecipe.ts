import { preferencesFrom } from '../preferences/storedPreferences';
import type { Preferences } from '../preferences/preferencesTypes';
import { isRecord } from '../../lib/isRecord';
import { toRecipe } from '../recipe/reply/parseRecipe';
import type { Recipe } from '../recipe/recipeTypes';

/** A recipe kept on this device: what arrived, what it was made from, when, and whether the cook saved it. */
export interface KeptRecipe {
  id: string;
  recipe: Recipe;
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
  const { id, recipe, madeFrom, madeAt, saved } = value;
  const checked = toRecipe(recipe);
  if (typeof id !== 'string' || !id || !checked || typeof madeAt !== 'number' || !Number.isFinite(madeAt)) return null;
  const from = isRecord(madeFrom) ? madeFrom : {};
  const ingredients = Array.isArray(from.ingredients) ? from.ingredients.filter((item) => typeof item === 'string') : [];
  return {
    id,
    recipe: checked,
    madeFrom: { ingredients, preferences: preferencesFrom(from.preferences) },
    madeAt,
    saved: saved === true,
  };
}
