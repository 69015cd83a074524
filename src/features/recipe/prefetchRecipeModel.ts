import { loadWhenIdle } from '../../app/loadWhenIdle';
import type { AppThunk } from '../../app/store';
import { CookableRecipe } from '../cook/components/LazyCookableRecipe';
import { loadRunRecipeRequest } from './requestRecipe';

/**
 * Starts downloading the model client, the code that reads its replies and the cooking tools once a recipe can
 * be asked for, so neither the first click nor the first recipe waits; the request's JSON schema is converted
 * at idle time after that. A failed download is left to that click, which loads again and reports.
 */
export const prefetchRecipeModel = (): AppThunk => (_dispatch, _getState, extra) => {
  extra.loadChatClient().catch(() => undefined);
  loadRunRecipeRequest()
    .then(({ recipeJsonSchema }) => loadWhenIdle(async () => recipeJsonSchema()))
    .catch(() => undefined);
  CookableRecipe.load().catch(() => undefined);
};
