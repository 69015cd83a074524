import type { GetThunkAPI } from '@reduxjs/toolkit';
import type { AppDeps } from '../../app/appDeps';
import { createAppAsyncThunk } from '../../app/createAppAsyncThunk';
import type { AppDispatch, RootState } from '../../app/store';
import { selectCanRequestRecipe } from '../ingredients/ingredientsSlice';
import type { RecipeFailure } from './recipeFailure';
import type { Recipe } from './recipeTypes';

export type RequestRecipeApi = GetThunkAPI<{
  state: RootState;
  dispatch: AppDispatch;
  extra: AppDeps;
  rejectValue: RecipeFailure;
}>;

export const loadRecipeRequest = () =>
  import(/* webpackChunkName: "recipe-request", webpackPrefetch: true */ './recipeRequest');

/**
 * Asks the model for a recipe for the listed ingredients; a streamed reply is previewed as it arrives.
 * The work is in the recipe-request chunk (see recipeRequest.ts), so the first screen does not download it.
 */
export const requestRecipe = createAppAsyncThunk<Recipe, void, { rejectValue: RecipeFailure }>(
  'recipe/requested',
  async (_, api) => {
    // Prefetched at idle time, so normally already here: when even it cannot be downloaded, the network is down.
    const pipeline = await loadRecipeRequest().catch((error: unknown) => {
      console.error('The recipe request failed (offline):', error);
      return null;
    });
    return pipeline ? pipeline.runRecipeRequest(api) : api.rejectWithValue({ kind: 'offline' });
  },
  {
    // One request at a time, and only with enough ingredients: a second click is refused, not queued.
    condition: (_, { getState }) => {
      const state = getState();
      return selectCanRequestRecipe(state) && !state.recipe.loading;
    },
  },
);
