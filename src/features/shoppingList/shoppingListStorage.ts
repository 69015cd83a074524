import { addAppListener } from '../../app/addAppListener';
import { isRecord } from '../../lib/isRecord';
import { RECIPE_LANGUAGES } from '../../core/language/recipeLanguages';
import type { RecipeOnTheList } from '../../core/shopping/shoppingList';

export const SHOPPING_LIST_STORAGE_KEY = 'shoppingList';

/** What the list keeps: the recipes on it, the cook's own items, what was ticked off and what was put back. */
export interface ShoppingListState {
  recipes: RecipeOnTheList[];
  ownItems: string[];
  /** The lines ticked off in the shop, by their key. */
  ticked: string[];
  /** The lines of a food the cook has that they put back on the list to buy, by their key. */
  putBack: string[];
}

export const EMPTY_SHOPPING_LIST: ShoppingListState = { recipes: [], ownItems: [], ticked: [], putBack: [] };

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const isRecipe = (value: unknown): value is RecipeOnTheList =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.name === 'string' &&
  RECIPE_LANGUAGES.includes(value.language as never) &&
  Array.isArray(value.lines) &&
  value.lines.every((line) => typeof line === 'string') &&
  typeof value.servings === 'number' &&
  value.servings > 0 &&
  typeof value.shoppedServings === 'number' &&
  value.shoppedServings > 0;

/** The list as stored, keeping what is well formed of it: a recipe or an item that is not is dropped. */
export function shoppingListFrom(stored: unknown): ShoppingListState {
  if (!isRecord(stored)) return EMPTY_SHOPPING_LIST;
  return {
    recipes: Array.isArray(stored.recipes) ? stored.recipes.filter(isRecipe) : [],
    ownItems: strings(stored.ownItems),
    ticked: strings(stored.ticked),
    putBack: strings(stored.putBack),
  };
}

/** The list kept on this device, or an empty one when none is kept or storage cannot be read. */
export function readSavedShoppingList(): ShoppingListState {
  try {
    const saved = typeof window === 'undefined' ? null : window.localStorage.getItem(SHOPPING_LIST_STORAGE_KEY);
    return saved === null ? EMPTY_SHOPPING_LIST : shoppingListFrom(JSON.parse(saved));
  } catch {
    return EMPTY_SHOPPING_LIST;
  }
}

/**
 * Keeps every change of the list on this device, so a reload (offline too) finds it as the cook left it. Added by
 * the parts that change it: the card's button and the list's panel.
 */
export const shoppingListSaved = addAppListener({
  predicate: (_action, state, original) =>
    original.shoppingList !== undefined && state.shoppingList !== original.shoppingList,
  effect: (_action, listenerApi) => {
    try {
      window.localStorage.setItem(SHOPPING_LIST_STORAGE_KEY, JSON.stringify(listenerApi.getState().shoppingList));
    } catch (error) {
      // Private mode or a full quota: the list works on for this visit, and the console says why it is not kept.
      console.error('The shopping list could not be kept on this device:', error);
    }
  },
});
