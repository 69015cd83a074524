import { createAction, freeze, nanoid } from '@reduxjs/toolkit';
import { forEachInSlices } from '../../lib/inSlices';
import { recipeKey, type KeptRecipe } from './keptRecipe';
import { createAppAsyncThunk } from '../../app/withTypes';
import { written, type Written } from './keptRecipesThunks';
import { keepRecipes } from './recipeDatabase';
import { MAX_FILE_BYTES, recipesInFile, type FileProgress, type ImportReport } from './recipeFile';

/** Another slice of the file being imported has been read. */
export const importProgressed = createAction<FileProgress>('myRecipes/importProgressed');

/** How an import ended: what it kept, or why it kept nothing. */
export type ImportOutcome =
  | { kind: 'imported'; report: ImportReport }
  | { kind: 'too-large' | 'not-json' | 'no-recipes' | 'unreadable' | 'not-kept' };

export interface ImportedRecipes extends Written {
  records: KeptRecipe[];
  outcome: ImportOutcome;
}

/**
 * A file from Export or "Download recipe": each entry checked like a model's reply; a recipe already saved is
 * skipped, one already in Recent is saved; all written in one transaction, and reported only once written.
 * Whatever the file holds, it ends with an outcome (a line for the cook).
 */
export const recipesImported = createAppAsyncThunk(
  'myRecipes/imported',
  async (file: { text: string; bytes: number }, { extra, getState, dispatch }): Promise<ImportedRecipes> => {
    const nothing = (kind: Exclude<ImportOutcome['kind'], 'imported'>) => ({
      records: [],
      outcome: { kind },
      stored: true,
    });
    try {
      if (file.bytes > MAX_FILE_BYTES) return nothing('too-large');
      const found = await recipesInFile(file.text, (progress) => dispatch(importProgressed(progress)));
      if (!found.ok) return nothing(found.problem);
      const kept = getState().myRecipes?.recipes ?? [];
      const known = new Map(kept.map((record) => [recipeKey(record.recipe), record]));
      const now = Date.now();
      const added: KeptRecipe[] = [];
      const moved: KeptRecipe[] = [];
      // In slices, like the reading: thousands of records to compare, and to freeze as the store keeps them (left
      // to Immer, 10,000 took one task of 150 ms in Node).
      await forEachInSlices(found.recipes, ({ recipe, language, madeFrom, madeAt }, index) => {
        const key = recipeKey(recipe);
        const already = known.get(key);
        if (already?.saved) return;
        // In Recent already (its own downloaded file): saved, so it no longer falls out of the history.
        const record = freeze(
          already
            ? { ...already, saved: true }
            : { id: nanoid(), recipe, language, madeFrom, madeAt: (madeAt ?? now) - index, saved: true },
          true,
        );
        (already ? moved : added).push(record);
        known.set(key, record);
      });
      const records = [...added, ...moved];
      const write = await written(extra, (database) => keepRecipes(database, records));
      if (!write.stored) return { records: [], outcome: { kind: 'not-kept' }, stored: false };
      const report = {
        added: added.length,
        movedToSaved: moved.length,
        duplicates: found.recipes.length - records.length,
        notRecipes: found.notRecipes,
        refused: found.refused,
      };
      return { records, outcome: { kind: 'imported', report }, stored: true };
    } catch (error) {
      console.warn('The recipe file could not be imported:', error);
      return nothing('unreadable');
    }
  },
);
