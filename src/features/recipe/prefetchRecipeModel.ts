import type { AppThunk } from '../../app/store';
import { loadRunRecipeRequest } from './requestRecipe';

/**
 * Starts downloading the model client, and the code that reads its replies, once a recipe can be asked for,
 * so the first click does not wait. A failed download is left to that click, which loads again and reports.
 */
export const prefetchRecipeModel = (): AppThunk => (_dispatch, _getState, extra) => {
  extra.loadChatClient().catch(() => undefined);
  loadRunRecipeRequest().catch(() => undefined);
};
