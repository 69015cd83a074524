import { createAction, SHOULD_AUTOBATCH } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '../../app/withTypes';
import { browserIsOffline } from '../../lib/browserIsOffline';
import { selectCanRequestRecipe } from '../ingredients/ingredientsSlice';
import { selectServingsAsked } from '../preferences/preferencesSelectorsAlwaysLoaded';
import type { Recipe, RecipePreview } from '../../core/recipe/recipeTypes';
import type * as RecipeRequestWork from './request/runRecipeRequest';
import type { RecipeRequestArg, RecipeThunkConfig } from './request/runRecipeRequest';

/** More of a streamed recipe has arrived; `requestId` ties it to the request that is still running. */
export const recipePreviewed = createAction<{ requestId: string; preview: RecipePreview }>('recipe/previewed');

/** The request's work, downloaded on demand (the page's list of what loads when says when). */
export interface RecipeRequestDeps {
  downloadRecipeRequestWork: () => Promise<typeof RecipeRequestWork>;
}

/**
 * Asks the model for a recipe for the listed ingredients (with no argument, the spec's request), or for a new
 * version of the shown one, or for a chosen idea in full; a streamed reply is previewed as it arrives.
 * The work is in the recipe-request chunk (request/runRecipeRequest.ts), so the first screen does not download it.
 */
export const requestRecipe = createAppAsyncThunk<Recipe, RecipeRequestArg | undefined, RecipeThunkConfig>(
  'recipe/requested',
  async (arg, api) => {
    // The browser knows it has no network (the app opened from its service worker's cache): said at once, and
    // the model is not asked.
    if (browserIsOffline()) {
      console.error('The recipe request was not sent: the browser is offline.');
      return api.rejectWithValue({ kind: 'offline' });
    }
    // Loaded at idle time, so normally already here: when even it cannot be downloaded, the network is down.
    const work = await api.extra.downloadRecipeRequestWork().catch((error: unknown) => {
      console.error('The recipe request failed (offline):', error);
      return null;
    });
    return work
      ? work.runRecipeRequest(
          api,
          (preview) => api.dispatch(recipePreviewed({ requestId: api.requestId, preview })),
          arg ?? {},
        )
      : api.rejectWithValue({ kind: 'offline' });
  },
  {
    // One request at a time, and only with enough ingredients (a change, with a recipe to change): a second click
    // is refused, not queued.
    condition: (arg, { getState }) => {
      const state = getState();
      if (state.recipe?.loading) return false;
      return arg?.change ? Boolean(state.recipe?.recipe) : selectCanRequestRecipe(state) || Boolean(arg?.idea);
    },
    // The servings asked for: a reply that does not say what it serves is for these, whatever is chosen later.
    getPendingMeta: (_, { getState }) => ({
      servings: selectServingsAsked(getState()),
      // The loading view is rendered in the next frame (RTK's autoBatch), so the request leaves before it.
      [SHOULD_AUTOBATCH]: true,
    }),
  },
);
