import {
  createAsyncThunk,
  createSelector,
  createSlice,
  freeze,
  isDraft,
  nanoid,
  original,
  type PayloadAction,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';
import { foldedForSearch } from '../../lib/foldedForSearch';
import { forEachInSlices } from '../../lib/inSlices';
import { byNewest, recipeKey, withinRecentLimit, type KeptRecipe } from './keptRecipe';
import { keepRecipes, readKeptRecipes, removeRecipes, type RecipeDatabase } from './recipeDatabase';
import { importReportLine, MAX_FILE_BYTES, recipesInFile, type FileProgress } from './recipeFile';
import {
  forgetRecipeConnection,
  isClosedConnection,
  recipeConnection,
  type RecipeDatabaseDeps,
} from './recipeConnection';
import { tellOtherTabs } from './otherTabs';

/**
 * unread: not read from the database yet; reading; read; unavailable: IndexedDB is missing, refused or full, so
 * recipes are kept for this visit only.
 */
export type RecipeStorageStatus = 'unread' | 'reading' | 'read' | 'unavailable';

export interface MyRecipesState {
  /** Saved and recent, newest first. */
  recipes: KeptRecipe[];
  storage: RecipeStorageStatus;
  /** What the cook typed in My recipes' search box. */
  search: string;
  /** What the last Remove or Clear history took away, until Undo or a few seconds pass. */
  removed: KeptRecipe[];
  /** How many changes this page has made to the kept recipes: a read that overlapped one is read again. */
  revision: number;
  /** Recipes saved during this visit: they stay in Recent too, marked, where the cook just saw them. Not stored. */
  savedThisVisit: string[];
  /** How far the file being imported has been read; null when none is. */
  importing: FileProgress | null;
}

const initialState: MyRecipesState = {
  recipes: [],
  storage: 'unread',
  search: '',
  removed: [],
  revision: 0,
  savedThisVisit: [],
  importing: null,
};

export const STORAGE_UNAVAILABLE_LINE =
  'Recipes cannot be kept on this device (its browser storage is off or full): they stay here until the page is closed.';

interface KeepingThunkConfig {
  state: { myRecipes?: MyRecipesState };
  extra: RecipeDatabaseDeps;
}

const createKeepingThunk = createAsyncThunk.withTypes<KeepingThunkConfig>();

/** Whether a write reached the database; when it did not, the state keeps the change for this visit. */
interface Written {
  stored: boolean;
}

/**
 * Runs a write (one transaction: all of it or none), then tells the other tabs; a failure is reported in the
 * console and answered with stored: false. A connection closed under the write (the database deleted, site data
 * cleared) is opened again, recreating the database, and the write tried once more.
 */
async function written(deps: RecipeDatabaseDeps, write: (database: RecipeDatabase) => Promise<void>): Promise<Written> {
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

const keptIn = (state: KeepingThunkConfig['state']) => state.myRecipes?.recipes ?? [];

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

export interface ImportedRecipes extends Written {
  records: KeptRecipe[];
  line: string;
}

export const NOTHING_KEPT_LINE = "Nothing imported: this device's storage is full or off, so no recipe could be kept.";

/**
 * A file from Export or "Download recipe": each entry checked like a model's reply; a recipe already saved is
 * skipped, one already in Recent is saved; all written in one transaction, and reported only once written.
 * Whatever the file holds, it ends with a line.
 */
export const recipesImported = createKeepingThunk(
  'myRecipes/imported',
  async (file: { text: string; bytes: number }, { extra, getState, dispatch }): Promise<ImportedRecipes> => {
    const nothing = (line: string) => ({ records: [], line, stored: true });
    try {
      if (file.bytes > MAX_FILE_BYTES)
        return nothing('Nothing imported: that file is far larger than a file of recipes.');
      const found = await recipesInFile(file.text, (progress) => dispatch(importProgressed(progress)));
      if (!found.ok)
        return nothing(`Nothing imported: ${found.problem.charAt(0).toLowerCase()}${found.problem.slice(1)}`);
      const known = new Map(keptIn(getState()).map((kept) => [recipeKey(kept.recipe), kept]));
      const now = Date.now();
      const added: KeptRecipe[] = [];
      const moved: KeptRecipe[] = [];
      // In slices, like the reading: thousands of records to compare, and to freeze as the store keeps them (left
      // to Immer, 10,000 took one task of 150 ms in Node).
      await forEachInSlices(found.recipes, ({ recipe, madeFrom, madeAt }, index) => {
        const key = recipeKey(recipe);
        const already = known.get(key);
        if (already?.saved) return;
        // In Recent already (its own downloaded file): saved, so it no longer falls out of the history.
        const record = freeze(
          already
            ? { ...already, saved: true }
            : { id: nanoid(), recipe, madeFrom, madeAt: (madeAt ?? now) - index, saved: true },
          true,
        );
        (already ? moved : added).push(record);
        known.set(key, record);
      });
      const records = [...added, ...moved];
      const write = await written(extra, (database) => keepRecipes(database, records));
      if (!write.stored) return { records: [], line: NOTHING_KEPT_LINE, stored: false };
      const line = importReportLine({
        added: added.length,
        movedToSaved: moved.length,
        duplicates: found.recipes.length - records.length,
        notRecipes: found.notRecipes,
        refused: found.refused,
      });
      return { records, line, stored: true };
    } catch (error) {
      console.warn('The recipe file could not be imported:', error);
      return nothing('Nothing imported: that file could not be read.');
    }
  },
);

/**
 * Adds or replaces records, newest first, within the history's limit. The list is read as it was before the
 * action, not through the draft, which would make every one of thousands of recipes a draft of its own (keeping
 * one recipe beside 20,000: 36 ms in Node through the draft, 8 ms without).
 */
function merged(recipes: readonly KeptRecipe[], records: readonly KeptRecipe[]): KeptRecipe[] {
  const ids = new Set(records.map(({ id }) => id));
  const before = isDraft(recipes) ? (original(recipes as KeptRecipe[]) ?? recipes) : recipes;
  return withinRecentLimit([...records, ...before.filter(({ id }) => !ids.has(id))].sort(byNewest));
}

function takeAway(state: MyRecipesState, taken: (kept: KeptRecipe) => boolean) {
  state.removed = state.recipes.filter(taken);
  state.recipes = state.recipes.filter((kept) => !taken(kept));
  state.revision += 1;
}

const myRecipesSliceDefinition = createSlice({
  name: 'myRecipes',
  initialState,
  reducers: {
    searchChanged(state, action: PayloadAction<string>) {
      state.search = action.payload;
    },
    /** The few seconds to undo a removal are over. */
    undoExpired(state) {
      state.removed = [];
    },
    /** Another slice of the file being imported has been read. */
    importProgressed(state, action: PayloadAction<FileProgress>) {
      state.importing = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(keptRecipesRead.pending, (state) => {
        if (state.storage !== 'unavailable') state.storage = 'reading';
      })
      .addCase(keptRecipesRead.fulfilled, (state, action) => {
        // A tab that cannot write keeps this visit's recipes beside what other tabs kept, never replaced by them.
        if (state.storage === 'unavailable') state.recipes = merged(action.payload, state.recipes);
        else {
          state.recipes = action.payload;
          state.storage = 'read';
        }
      })
      .addCase(keptRecipesRead.rejected, (state, action) => {
        console.warn('Kept recipes cannot be read on this device:', action.error);
        state.storage = 'unavailable';
      })
      .addCase(recipeKept.pending, (state, action) => {
        state.recipes = merged(state.recipes, [action.meta.arg]);
        state.revision += 1;
      })
      .addCase(savedToggled.pending, (state, action) => {
        const record = state.recipes.find(({ id }) => id === action.meta.arg);
        if (record) record.saved = !record.saved;
        state.savedThisVisit = state.savedThisVisit.filter((id) => id !== action.meta.arg);
        if (record?.saved) state.savedThisVisit.push(record.id);
        const within = new Set(withinRecentLimit(state.recipes).map(({ id }) => id));
        const dropped = state.recipes.filter(({ id }) => !within.has(id));
        // Unsaved and older than the last 30: it leaves Recent, with Undo putting it back as it was (saved).
        if (dropped.length > 0)
          state.removed = dropped.map((kept) => (kept.id === action.meta.arg ? { ...kept, saved: true } : kept));
        state.recipes = state.recipes.filter(({ id }) => within.has(id));
        state.revision += 1;
      })
      .addCase(recipeRemoved.pending, (state, action) => takeAway(state, ({ id }) => id === action.meta.arg))
      .addCase(historyCleared.pending, (state) => {
        state.savedThisVisit = [];
        takeAway(state, ({ saved }) => !saved);
      })
      .addCase(removalUndone.pending, (state, action) => {
        state.recipes = merged(state.recipes, action.meta.arg);
        state.removed = [];
        state.revision += 1;
      })
      .addCase(recipesImported.pending, (state) => {
        state.importing = { read: 0, total: 0 };
      })
      .addCase(recipesImported.fulfilled, (state, action) => {
        state.recipes = merged(state.recipes, action.payload.records);
        state.revision += 1;
        state.importing = null;
      })
      .addCase(recipesImported.rejected, (state) => {
        state.importing = null;
      })
      .addMatcher(
        (action: UnknownAction) => action.type.startsWith('myRecipes/') && action.type.endsWith('/fulfilled'),
        (state, action: PayloadAction<Partial<Written>>) => {
          if (action.payload?.stored === false) state.storage = 'unavailable';
        },
      );
  },
  selectors: {
    selectKeptRecipes: (state) => state.recipes,
    selectRecipeStorage: (state) => state.storage,
    selectRecipeSearch: (state) => state.search,
    selectRemovedRecipes: (state) => state.removed,
    selectImportProgress: (state) => state.importing,
  },
});

declare module '../../app/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof myRecipesSliceDefinition> {}
}

/** Injected with the code that keeps recipes (the recipe request, the card's Save, the My recipes panel). */
export const myRecipesSlice = myRecipesSliceDefinition.injectInto(rootReducer);

export const { searchChanged, undoExpired, importProgressed } = myRecipesSlice.actions;
export const {
  selectKeptRecipes,
  selectRecipeStorage,
  selectRecipeSearch,
  selectRemovedRecipes,
  selectImportProgress,
} = myRecipesSlice.selectors;

export const selectKeptRecipe = (state: { myRecipes?: MyRecipesState }, id: string | null) =>
  selectKeptRecipes(state).find((kept) => kept.id === id);

/** Whether a kept recipe matches the search: by its name, its ingredients or what it was made from. */
function matches(kept: KeptRecipe, search: string): boolean {
  const words = [kept.recipe.name, ...kept.recipe.ingredients.map(({ name }) => name), ...kept.madeFrom.ingredients];
  return words.some((word) => foldedForSearch(word).includes(search));
}

/** My recipes' two lists, filtered by the search box. */
const selectSavedThisVisit = (state: { myRecipes?: MyRecipesState }) =>
  state.myRecipes?.savedThisVisit ?? initialState.savedThisVisit;

/** My recipes' two lists, filtered by the search box; a recipe saved this visit is in both. */
export const selectMyRecipesLists = createSelector(
  [selectKeptRecipes, selectRecipeSearch, selectSavedThisVisit],
  (recipes, search, savedThisVisit) => {
    const folded = foldedForSearch(search.trim());
    const shown = folded ? recipes.filter((kept) => matches(kept, folded)) : recipes;
    return {
      saved: shown.filter(({ saved }) => saved),
      recent: shown.filter(({ id, saved }) => !saved || savedThisVisit.includes(id)),
    };
  },
);

export const selectHasHistory = (state: { myRecipes?: MyRecipesState }) =>
  selectKeptRecipes(state).some(({ saved }) => !saved);
