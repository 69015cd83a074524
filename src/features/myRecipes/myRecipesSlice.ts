import { createSelector, createSlice, isDraft, original, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';
import type { RootState } from '../../app/store';
import { foldedForSearch } from '../../lib/foldedForSearch';
import { byNewest, withinRecentLimit, type KeptRecipe } from './keptRecipe';
import {
  historyCleared,
  keptRecipesRead,
  recipeKept,
  recipeRemoved,
  removalUndone,
  savedToggled,
  type Written,
} from './keptRecipesThunks';
import type { FileProgress } from './recipeFile';
import { importProgressed, recipesImported } from './recipesImported';

/** Every change written to the database: when one could not be, the recipes are kept for this visit only. */
const WRITES = [recipeKept, savedToggled, recipeRemoved, historyCleared, removalUndone, recipesImported];

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
      .addCase(importProgressed, (state, action) => {
        state.importing = action.payload;
      })
      .addMatcher(
        (action) => WRITES.some((write) => write.fulfilled.match(action)),
        (state, action: PayloadAction<Written>) => {
          if (!action.payload.stored) state.storage = 'unavailable';
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

export const { searchChanged, undoExpired } = myRecipesSlice.actions;
export const {
  selectKeptRecipes,
  selectRecipeStorage,
  selectRecipeSearch,
  selectRemovedRecipes,
  selectImportProgress,
} = myRecipesSlice.selectors;

export const selectKeptRecipe = (state: RootState, id: string | null) =>
  selectKeptRecipes(state).find((kept) => kept.id === id);

/** Whether a kept recipe matches the search: by its name, its ingredients or what it was made from. */
function matches(kept: KeptRecipe, search: string): boolean {
  const words = [kept.recipe.name, ...kept.recipe.ingredients.map(({ name }) => name), ...kept.madeFrom.ingredients];
  return words.some((word) => foldedForSearch(word).includes(search));
}

/** My recipes' two lists, filtered by the search box. */
const selectSavedThisVisit = (state: RootState) => state.myRecipes?.savedThisVisit ?? initialState.savedThisVisit;

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

export const selectHasHistory = (state: RootState) => selectKeptRecipes(state).some(({ saved }) => !saved);
