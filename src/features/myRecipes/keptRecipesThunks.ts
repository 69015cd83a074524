import { createAsyncThunk } from '@reduxjs/toolkit';
import type { KeptRecipe } from './keptRecipe';
import {
  forgetRecipeConnection,
  isClosedConnection,
  recipeConnection,
  type RecipeDatabaseDeps,
} from './recipeConnection';
import { keepRecipes, readKeptRecipes, removeRecipes, type RecipeDatabase } from './recipeDatabase';
import { tellOtherTabs } from './otherTabs';

/** What the thunks read of My recipes' state (the slice's own type would make the slice and these a circle). */
export interface KeepingThunkConfig {
  state: { myRecipes?: { recipes: KeptRecipe[]; removed: KeptRecipe[]; revision: number } };
  extra: RecipeDatabaseDeps;
}

export const createKeepingThunk = createAsyncThunk.withTypes<KeepingThunkConfig>();

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
  tellOtherTabs();
  return { stored: true };
}

/**
 * Reads every kept recipe (at idle time, and when another tab changed them). The database answers in the order
 * it was asked, so a read sees every change this page made before it; one made while it read means reading again.
 */
export const keptRecipesRead = createKeepingThunk('myRecipes/read', async (_: void, { extra, getState }) => {
  for (;;) {
    const revision = getState().myRecipes?.revision;
    const { recipes } = await readKeptRecipes(await recipeConnection(extra));
    if (getState().myRecipes?.revision === revision) return recipes;
  }
});

/** A recipe arrived (or the cook saved one that was removed meanwhile): it goes into the history, or Saved. */
export const recipeKept = createKeepingThunk('myRecipes/recipeKept', (record: KeptRecipe, { extra }) =>
  written(extra, (database) => keepRecipes(database, [record])),
);

/**
 * Save recipe pressed on the card, or pressed again to unsave. An unsaved recipe older than the last 30 leaves
 * Recent at once, in this tab and in the database alike, with Undo (see the pending case).
 */
export const savedToggled = createKeepingThunk('myRecipes/savedToggled', (id: string, { extra, getState }) => {
  const state = getState().myRecipes;
  const shown = state?.recipes.find((kept) => kept.id === id);
  const unsavedOut = state?.removed.find((kept) => kept.id === id);
  const record = shown ?? (unsavedOut && { ...unsavedOut, saved: false });
  return written(extra, (database) => keepRecipes(database, record ? [record] : []));
});

export const recipeRemoved = createKeepingThunk('myRecipes/recipeRemoved', (id: string, { extra }) =>
  written(extra, (database) => removeRecipes(database, [id])),
);

export const historyCleared = createKeepingThunk('myRecipes/historyCleared', (_: void, { extra, getState }) => {
  const ids = (getState().myRecipes?.removed ?? []).map(({ id }) => id);
  return written(extra, (database) => removeRecipes(database, ids));
});

export const removalUndone = createKeepingThunk('myRecipes/removalUndone', (records: KeptRecipe[], { extra }) =>
  written(extra, (database) => keepRecipes(database, records)),
);
