import { loadWhenIdle } from '../../app/loadWhenIdle';
import type { AppThunk } from '../../app/store';
import { selectLoadedPreferences } from '../preferences/preferencesSelectorsAlwaysLoaded';

/**
 * Downloads the model client and the code that sends a request and reads its reply, then what shows the recipe
 * (the cooking tools), so neither the tap on "Get a recipe" nor the first recipe waits; the request's JSON schema
 * is converted after that, and the lookups of the lists the cook's recipes are checked against are built.
 * Each in an idle moment of its own (at most IDLE_DEADLINE_MS away): dispatched a step before the generate panel
 * appears, in the task of the tap that added the 2nd ingredient. A failed download is left to the tap on "Get a
 * recipe", which loads again and reports. Returns what cancels the loads not started yet.
 */
export const prefetchRecipeModel =
  (loadRecipeView: () => Promise<unknown> = () => Promise.resolve()): AppThunk<() => void> =>
  (_dispatch, getState, extra) =>
    loadWhenIdle(
      () => extra.loadRecipeModel(),
      () =>
        extra.downloadRecipeRequestWork().then(({ prepareRecipeSchema, recipeCheckPreparations }) => {
          const preferences = selectLoadedPreferences(getState());
          loadWhenIdle(
            () => Promise.resolve(prepareRecipeSchema(preferences)),
            ...(preferences ? recipeCheckPreparations(preferences) : []),
          );
        }),
      loadRecipeView,
    );
