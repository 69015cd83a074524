import type { AppThunk } from '../../app/store';
import { loadPreviewRecipe } from './requestRecipe';

/**
 * Starts downloading the model client (and the stream previewer) once a recipe can be asked for, so the
 * first click does not wait for it. A failed download is left for that click, which loads again and reports.
 */
export const prefetchRecipeModel = (): AppThunk => (_dispatch, _getState, extra) => {
  extra.loadChatClient().catch(() => undefined);
  if (extra.stream) loadPreviewRecipe().catch(() => undefined);
};
