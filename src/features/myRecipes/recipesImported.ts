import { createAction, freeze, nanoid } from '@reduxjs/toolkit';
import { forEachInSlices } from '../../lib/inSlices';
import { recipeKey, type KeptRecipe } from './keptRecipe';
import { createKeepingThunk, written, type Written } from './keptRecipesThunks';
import { keepRecipes } from './recipeDatabase';
import { importReportLine, MAX_FILE_BYTES, recipesInFile, type FileProgress } from './recipeFile';

/** Another slice of the file being imported has been read. */
export const importProgressed = createAction<FileProgress>('myRecipes/importProgressed');

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
      const kept = getState().myRecipes?.recipes ?? [];
      const known = new Map(kept.map((record) => [recipeKey(record.recipe), record]));
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
