import { createAction } from '@reduxjs/toolkit';

/**
 * Where a tab notes that it changed the kept recipes: the recipes are in IndexedDB, which tells no other tab, so
 * a fresh value here does (the storage event, as for every setting, see app/otherTabs).
 */
export const KEPT_RECIPES_CHANGED_KEY = 'keptRecipesChanged';

/**
 * Another tab saved or removed a kept recipe: this one reads them again. Its own small module (with the key), so
 * the page can listen for it without loading the My recipes code.
 */
export const keptRecipesChangedElsewhere = createAction('myRecipes/changedElsewhere');
