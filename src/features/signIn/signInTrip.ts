import type { RootState } from '../../app/store';
import { isRecipeLanguage } from '../../core/language/recipeLanguages';
import { toRecipe } from '../../core/recipe/parseRecipe';
import { DEFAULT_SERVINGS } from '../../core/preferences/preferencesTypes';
import { selectDraft, selectIngredients } from '../ingredients/ingredientsSlice';
import {
  selectKeptId,
  selectMadeForServings,
  selectRecipe,
  selectRecipeLanguage,
  type OpenedRecipe,
} from '../recipe/recipeSlice';
import type { RoundTripStorage } from './signInRoundTrip';

/**
 * What the page keeps while the cook is on Hugging Face's page (the spec keeps the list in memory only): in this
 * tab's sessionStorage, for the trip alone, taken back and removed on the return.
 */
export const TRIP_KEY = 'signInTrip';

export interface Trip {
  ingredients: string[];
  draft: string;
  /** The recipe on the card, shown again as a kept one is opened. */
  recipe: OpenedRecipe | null;
  /** Where the cook was on the page. */
  scrollY: number;
}

export function tripOf(state: RootState, scrollY: number): Trip {
  const shown = selectRecipe(state);
  return {
    ingredients: [...selectIngredients(state)],
    draft: selectDraft(state),
    recipe: shown && {
      id: selectKeptId(state) ?? 'sign-in-trip',
      recipe: shown,
      language: selectRecipeLanguage(state),
      madeFrom: { preferences: { servings: selectMadeForServings(state) ?? DEFAULT_SERVINGS } },
    },
    scrollY,
  };
}

export const keepTrip = (trip: Trip, storage: RoundTripStorage) => storage.setItem(TRIP_KEY, JSON.stringify(trip));

/** The kept trip, read as the reply parser reads a recipe; null when there is none or it is not one. Used once. */
export function tripBack(storage: RoundTripStorage): Trip | null {
  const kept = storage.getItem(TRIP_KEY);
  storage.removeItem(TRIP_KEY);
  try {
    const { ingredients, draft, recipe, scrollY } = JSON.parse(kept ?? 'null') as Record<string, unknown>;
    if (!Array.isArray(ingredients) || !ingredients.every((item) => typeof item === 'string')) return null;
    const opened = recipe as Partial<OpenedRecipe> | null;
    const shown = opened ? toRecipe(opened.recipe) : null;
    const servings = opened?.madeFrom?.preferences?.servings;
    return {
      ingredients,
      draft: typeof draft === 'string' ? draft : '',
      recipe:
        opened && shown && typeof opened.id === 'string'
          ? {
              id: opened.id,
              recipe: shown,
              language: isRecipeLanguage(opened.language) ? opened.language : 'en',
              madeFrom: { preferences: { servings: typeof servings === 'number' ? servings : DEFAULT_SERVINGS } },
            }
          : null,
      scrollY: typeof scrollY === 'number' ? scrollY : 0,
    };
  } catch {
    return null;
  }
}
