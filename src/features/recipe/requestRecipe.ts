import { createAction, createAsyncThunk, SHOULD_AUTOBATCH } from '@reduxjs/toolkit';
import { selectCanRequestRecipe } from '../ingredients/ingredientsSlice';
import { DEFAULT_SERVINGS } from '../../core/preferences/preferencesTypes';
import type { Recipe, RecipePreview } from '../../core/recipe/recipeTypes';
import type { RecipeThunkConfig } from './request/runRecipeRequest';

/** More of a streamed recipe has arrived; `requestId` ties it to the request that is still running. */
export const recipePreviewed = createAction<{ requestId: string; preview: RecipePreview }>('recipe/previewed');

export const loadRunRecipeRequest = () => import(/* webpackChunkName: "recipe-request" */ './request/runRecipeRequest');

/**
 * Asks the model for a recipe for the listed ingredients; a streamed reply is previewed as it arrives.
 * The work is in the recipe-request chunk (request/runRecipeRequest.ts), so the first screen does not download it.
 */
export const requestRecipe = createAsyncThunk.withTypes<RecipeThunkConfig>()<Recipe, void>(
  'recipe/requested',
  async (_, api) => {
    // The browser knows it has no network (the app opened from its service worker's cache): said at once, and
    // the model is not asked.
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      console.error('The recipe request was not sent: the browser is offline.');
      return api.rejectWithValue({ kind: 'offline' });
    }
    // Loaded at idle time, so normally already here: when even it cannot be downloaded, the network is down.
    const work = await loadRunRecipeRequest().catch((error: unknown) => {
      console.error('The recipe request failed (offline):', error);
      return null;
    });
    return work
      ? work.runRecipeRequest(api, (preview) => api.dispatch(recipePreviewed({ requestId: api.requestId, preview })))
      : api.rejectWithValue({ kind: 'offline' });
  },
  {
    // One request at a time, and only with enough ingredients: a second click is refused, not queued.
    condition: (_, { getState }) => {
      const state = getState();
      return selectCanRequestRecipe(state) && !state.recipe?.loading;
    },
    // The servings asked for: a reply that does not say what it serves is for these, whatever is chosen later.
    getPendingMeta: (_, { getState }) => ({
      servings: getState().preferences?.servings ?? DEFAULT_SERVINGS,
      // The loading view is rendered in the next frame (RTK's autoBatch), so the request leaves before it.
      [SHOULD_AUTOBATCH]: true,
    }),
  },
);
