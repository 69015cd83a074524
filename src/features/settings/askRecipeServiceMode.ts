import type { AppThunk } from '../../app/store';
import { recipeServiceModeAsked, recipeServiceModeLearned, selectRecipeServiceModeRequested } from './settingsSlice';

/**
 * Asks the app's own server which model it uses, once per page however often the page's effects run; loaded
 * only by a build without a model (its own chunk: nothing of it is in the first download).
 */
export const askRecipeServiceMode = (): AppThunk<Promise<void>> => async (dispatch, getState, extra) => {
  if (selectRecipeServiceModeRequested(getState())) return;
  dispatch(recipeServiceModeAsked());
  dispatch(recipeServiceModeLearned((await extra.loadRecipeServiceMode?.()) ?? null));
};
