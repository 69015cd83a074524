import { createAction, createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';
import type { RootState } from '../../app/store';
import { ingredientsCleared, selectCanRequestRecipe } from '../ingredients/ingredientsSlice';
import { selectLanguage } from '../language/languageSlice';
import type { RecipeLanguage } from '../../core/language/recipeLanguages';
import { recipePreviewed, requestRecipe } from './requestRecipe';
import type { Preferences } from '../../core/preferences/preferencesTypes';
import type { Recipe, RecipePreview } from '../../core/recipe/recipeTypes';
import type { RequestFailure } from '../../core/modelRequest/recipeFailure';
import type { RecipeVersion } from '../steering/steeringSlice';

export interface RecipeState {
  recipe: Recipe | null;
  /** The id the shown recipe is kept under in My recipes (a new recipe's is its request's id). */
  keptId: string | null;
  /** The shown recipe was opened from My recipes, not suggested for the listed ingredients. */
  openedFromMyRecipes: boolean;
  /**
   * The preferences a newly arrived recipe was checked against, as the request read them (the reply's one
   * check): while they stay the same, the card need not check it again. Null for a recipe opened from My recipes.
   */
  checkedFor: Preferences | null;
  /**
   * The language the shown recipe was asked in (a kept one's, when opened from My recipes): every reading of it
   * (scaling, units, have/need, nutrition) uses it, whatever the page's language is now.
   */
  language: RecipeLanguage | null;
  /** The servings the cook asked for when the shown recipe was made: what it serves when it does not say. */
  madeForServings: number | null;
  /** The servings asked for by the running request. */
  requestedServings: number | null;
  loading: boolean;
  hasGenerated: boolean;
  /** The spec's "Get a recipe" disabled flag; the same reducer cases keep it equal to `loading`. */
  disabled: boolean;
  /** Why the last request failed, for the hint under "Failed to load recipe.". */
  failure: RequestFailure | null;
  /** What has arrived of a streamed reply; discarded when the request ends either way. */
  preview: RecipePreview | null;
  /** The running request; results of any other (superseded) request are ignored. */
  requestId: string | null;
  /** What the screen showed before the running request, so Stop can put it back. */
  beforeRequest: { hasGenerated: boolean; failure: RequestFailure | null } | null;
}

/** What the slices that answer an opened recipe read of it (a kept recipe in My recipes has all this and more). */
export interface OpenedRecipe {
  id: string;
  recipe: Recipe;
  /** The language it was asked in (English for one kept before recipes recorded it). */
  language?: RecipeLanguage;
  madeFrom: { preferences: { servings: number } };
}

/**
 * The cook opened a recipe from My recipes: the results show it with its cooking tools. Here, with the recipe it
 * puts on the card, so the recipe and cook slices answer it without loading the My recipes code.
 */
export const keptRecipeOpened = createAction<OpenedRecipe>('myRecipes/recipeOpened');

/** The cook went to another version of this visit's recipe ("Back to the previous version"). */
export const versionShown = createAction<{ index: number; version: RecipeVersion }>('steering/versionShown');

const initialState: RecipeState = {
  recipe: null,
  keptId: null,
  openedFromMyRecipes: false,
  checkedFor: null,
  language: null,
  madeForServings: null,
  requestedServings: null,
  loading: false,
  hasGenerated: false,
  disabled: false,
  failure: null,
  preview: null,
  requestId: null,
  beforeRequest: null,
};

const isCurrent = (state: RecipeState, requestId: string) => state.requestId === requestId;

function settle(state: RecipeState) {
  state.requestedServings = null;
  state.loading = false;
  state.disabled = false;
  state.preview = null;
  state.requestId = null;
  state.beforeRequest = null;
}

const recipeSliceDefinition = createSlice({
  name: 'recipe',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(recipePreviewed, (state, action) => {
        if (isCurrent(state, action.payload.requestId)) state.preview = action.payload.preview;
      })
      .addCase(requestRecipe.pending, (state, action) => {
        state.beforeRequest = { hasGenerated: state.hasGenerated, failure: state.failure };
        state.loading = true;
        state.hasGenerated = true;
        state.disabled = true;
        state.failure = null;
        state.preview = null;
        state.requestId = action.meta.requestId;
        state.requestedServings = action.meta.servings;
      })
      .addCase(requestRecipe.fulfilled, (state, action) => {
        if (!isCurrent(state, action.meta.requestId)) return;
        state.recipe = action.payload;
        state.keptId = action.meta.requestId;
        // A new version of a kept recipe is still the one the cook opened, whatever the list holds.
        state.openedFromMyRecipes &&= Boolean(action.meta.arg?.change);
        state.checkedFor = action.meta.checkedFor;
        state.language = action.meta.language;
        state.madeForServings = state.requestedServings;
        settle(state);
      })
      .addCase(requestRecipe.rejected, (state, action) => {
        if (!isCurrent(state, action.meta.requestId)) return;
        if (action.meta.aborted || action.meta.arg?.change) {
          // Stopped, or a change that brought no version (the steering panel says why): back to the screen before
          // the click, the card's recipe with it.
          state.hasGenerated = state.beforeRequest?.hasGenerated ?? false;
          state.failure = state.beforeRequest?.failure ?? null;
        } else {
          state.recipe = null;
          state.keptId = null;
          state.openedFromMyRecipes = false;
          state.checkedFor = null;
          state.language = null;
          state.madeForServings = null;
          state.failure = action.payload ?? { kind: 'request-failed' };
        }
        settle(state);
      })
      .addCase(keptRecipeOpened, (state, action) => {
        // Shown at once; a request still running is left to finish unseen (its id is no longer current).
        state.recipe = action.payload.recipe;
        state.keptId = action.payload.id;
        state.openedFromMyRecipes = true;
        state.checkedFor = null;
        state.language = action.payload.language ?? 'en';
        state.madeForServings = action.payload.madeFrom.preferences.servings;
        state.hasGenerated = true;
        state.failure = null;
        settle(state);
      })
      .addCase(versionShown, (state, action) => {
        // Another version of this visit's recipe: checked again against the preferences as they are now.
        state.recipe = action.payload.version.recipe;
        state.keptId = action.payload.version.keptId;
        state.checkedFor = null;
        state.failure = null;
        state.hasGenerated = true;
      })
      .addCase(ingredientsCleared, (state) => {
        state.hasGenerated = false;
        // Clear All also stops a running request; stopping must not bring the results back.
        if (state.beforeRequest) state.beforeRequest.hasGenerated = false;
      });
  },
  selectors: {
    selectRecipeState: (state) => state,
    selectRecipe: (state) => state.recipe,
    selectRecipeLoading: (state) => state.loading,
    selectMadeForServings: (state) => state.madeForServings,
    selectKeptId: (state) => state.keptId,
    selectOpenedFromMyRecipes: (state) => state.openedFromMyRecipes,
    selectRecipeCheckedFor: (state) => state.checkedFor,
    selectRecipeButtonDisabled: (state) => state.disabled,
  },
});

declare module '../../app/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof recipeSliceDefinition> {}
}

/**
 * Injected into the store's reducer when the recipe code loads (at idle time, needed from 3 ingredients);
 * until then its selectors read the initial state.
 */
export const recipeSlice = recipeSliceDefinition.injectInto(rootReducer);

export const {
  selectRecipeState,
  selectRecipe,
  selectRecipeLoading,
  selectMadeForServings,
  selectKeptId,
  selectOpenedFromMyRecipes,
  selectRecipeCheckedFor,
  selectRecipeButtonDisabled,
} = recipeSlice.selectors;

/**
 * The shown recipe's language: the one it was asked in (a kept one's own), else, with nothing shown yet, the
 * page's. Scaling, units, have/need and nutrition read a recipe by it.
 */
export const selectRecipeLanguage = (state: RootState): RecipeLanguage =>
  selectRecipeState(state).language ?? selectLanguage(state);

export type ResultsView = 'hidden' | 'loading' | 'recipe' | 'failed';

/**
 * What the results section shows, derived from both slices as the spec describes it; a recipe opened from My
 * recipes is shown whatever the list holds, and so are its new versions as they are asked for. A plain function: its
 * result is a string, which selectors compare by value, so there is nothing to memoize.
 */
export function selectResultsView(state: RootState): ResultsView {
  const recipe = selectRecipeState(state);
  if (recipe.hasGenerated && recipe.openedFromMyRecipes) {
    if (recipe.loading) return 'loading';
    return recipe.recipe ? 'recipe' : 'failed';
  }
  if (!recipe.hasGenerated || !selectCanRequestRecipe(state)) return 'hidden';
  if (recipe.loading) return 'loading';
  return recipe.recipe ? 'recipe' : 'failed';
}
