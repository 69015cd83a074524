import { createAppAsyncThunk } from '../../app/withTypes';
import { addAppListener } from '../../app/addAppListener';
import { saveSetting } from '../../lib/savedSetting';
import type { KeptRecipe } from './keptRecipe';
import {
  forgetRecipeConnection,
  isClosedConnection,
  recipeConnection,
  type RecipeDatabaseDeps,
} from './recipeConnection';
import { keepRecipes, readKeptRecipes, removeRecipes, type RecipeDatabase } from './recipeDatabase';
import { KEPT_RECIPES_CHANGED_KEY, keptRecipesChangedElsewhere } from './keptRecipesChangedElsewhere';

/** Whether a write reached the database; when it did not, the state keeps the change for this visit. */
export interface Written {
  stored: boolean;
}

/**
 * Runs a write (one transaction: all of it or none), then tells the other tabs; a failure is reported in the
 * console and answered with stored: false. A connection closed under the write (the database deleted, site data
 * cleared) is opened again, recreating the database, and the write tried once more.
 */
export async function written(
  deps: RecipeDatabaseDeps,
  write: (database: RecipeDatabase) => Promise<void>,
): Promise<Written> {
  try {
    try {
      await write(await recipeConnection(deps));
    } catch (error) {
      if (!isClosedConnection(error)) throw error;
      forgetRecipeConnection();
      await write(await recipeConnection(deps));
    }
  } catch (error) {
    console.warn('A recipe could not be kept on this device:', error);
    return { stored: false };
  }
  // A value never saved before, so that every other tab hears of it (a refusal only leaves them to read later).
  saveSetting(KEPT_RECIPES_CHANGED_KEY, `${Date.now()}-${Math.random()}`);
  return { stored: true };
}

/**
 * Reads every kept recipe (at idle time, and when another tab changed them). The database answers in the order
 * it was asked, so a read sees every change this page made before it; one made while it read means reading again.
 */
export const keptRecipesRead = createAppAsyncThunk('myRecipes/read', async (_: void, { extra, getState }) => {
  for (;;) {
    const revision = getState().myRecipes?.revision;
    const { recipes } = await readKeptRecipes(await recipeConnection(extra));
    if (getState().myRecipes?.revision === revision) return recipes;
  }
});

/** A recipe arrived (or the cook saved one that was removed meanwhile): it goes into the history, or Saved. */
export const recipeKept = createAppAsyncThunk('myRecipes/recipeKept', (record: KeptRecipe, { extra }) =>
  written(extra, (database) => keepRecipes(database, [record])),
);

/**
 * Save recipe pressed on the card, or pressed again to unsave. An unsaved recipe older than the last 30 leaves
 * Recent at once, in this tab and in the database alike, with Undo (see the pending case).
 */
export const savedToggled = createAppAsyncThunk('myRecipes/savedToggled', (id: string, { extra, getState }) => {
  const state = getState().myRecipes;
  const shown = state?.recipes.find((kept) => kept.id === id);
  const unsavedOut = state?.removed.find((kept) => kept.id === id);
  const record = shown ?? (unsavedOut && { ...unsavedOut, saved: false });
  return written(extra, (database) => keepRecipes(database, record ? [record] : []));
});

export const recipeRemoved = createAppAsyncThunk('myRecipes/recipeRemoved', (id: string, { extra }) =>
  written(extra, (database) => removeRecipes(database, [id])),
);

export const historyCleared = createAppAsyncThunk('myRecipes/historyCleared', (_: void, { extra, getState }) => {
  const ids = (getState().myRecipes?.removed ?? []).map(({ id }) => id);
  return written(extra, (database) => removeRecipes(database, ids));
});

export const removalUndone = createAppAsyncThunk('myRecipes/removalUndone', (records: KeptRecipe[], { extra }) =>
  written(extra, (database) => keepRecipes(database, records)),
);

/** Another tab changed them: read them again (added by My recipes' button, which reads them first). */
export const keptRecipesReadAgain = addAppListener({
  actionCreator: keptRecipesChangedElsewhere,
  effect: (_, { dispatch }) => void dispatch(keptRecipesRead()),
});
