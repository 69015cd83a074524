import { loadWhenIdle } from '../../app/loadWhenIdle';
import type { AppThunk } from '../../app/store';
import { loadRunRecipeRequest } from './requestRecipe';

/**
 * Downloads the model client, the code that reads its replies and the cooking tools once a recipe can be asked
 * for, so neither the first click nor the first recipe waits; the request's JSON schema is converted after that,
 * and the lookups of the lists the cook's recipes are checked against are built.
 * All of it at idle time: dispatched as the generate panel appears, in the task of the tap that made it appear,
 * which has the panel to paint first. A failed download is left to that click, which loads again and reports.
 */
export const prefetchRecipeModel =
  (loadRecipeView: () => Promise<unknown> = () => Promise.resolve()): AppThunk =>
  (_dispatch, getState, extra) => {
    loadWhenIdle(
      () => extra.loadChatClient(),
      () =>
        loadRunRecipeRequest().then(({ prepareRecipeSchema, recipeCheckPreparations }) => {
          const preferences = getState().preferences;
          loadWhenIdle(
            () => Promise.resolve(prepareRecipeSchema(preferences)),
            ...(preferences ? recipeCheckPreparations(preferences) : []),
          );
        }),
      loadRecipeView,
    );
  };
