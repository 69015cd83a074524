import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { keptRecipeFrom, type KeptRecipe } from './keptRecipe';

export const DATABASE_NAME = 'personal-ai-chef';
/** 1: the recipes, by id. 2: an index by arrival time, for newest-first lists. */
export const DATABASE_VERSION = 2;
/** How many unsaved recipes the history keeps; saved ones never count against it. */
export const RECENT_LIMIT = 30;

interface ChefDatabase extends DBSchema {
  recipes: { key: string; value: KeptRecipe; indexes: { madeAt: number } };
}

export type RecipeDatabase = IDBPDatabase<ChefDatabase>;

/**
 * Opens (creating or upgrading) the database. Rejects where IndexedDB is missing or refused, including the
 * browsers that throw from `indexedDB.open` itself (an async function turns that into a rejection).
 */
export async function openRecipeDatabase(): Promise<RecipeDatabase> {
  return openDB<ChefDatabase>(DATABASE_NAME, DATABASE_VERSION, {
    upgrade(database, oldVersion, _newVersion, transaction) {
      if (oldVersion < 1) database.createObjectStore('recipes', { keyPath: 'id' });
      if (oldVersion < 2) transaction.objectStore('recipes').createIndex('madeAt', 'madeAt');
    },
  });
}

export interface KeptRecipes {
  /** Newest first. */
  recipes: KeptRecipe[];
  /** Records that were not recipes and were left out (reported in the console). */
  skipped: number;
}

/** Every kept recipe that reads back as one, newest first. */
export async function readKeptRecipes(database: RecipeDatabase): Promise<KeptRecipes> {
  const stored: unknown[] = await database.getAllFromIndex('recipes', 'madeAt');
  const recipes = stored.map(keptRecipeFrom).filter((record): record is KeptRecipe => record !== null).reverse();
  const skipped = stored.length - recipes.length;
  if (skipped > 0) console.warn(`${skipped} stored recipe record(s) could not be read and were left out.`);
  return { recipes, skipped };
}

/** Keeps a recipe, then drops the oldest unsaved ones beyond RECENT_LIMIT, in one transaction. */
export async function keepRecipe(database: RecipeDatabase, record: KeptRecipe): Promise<void> {
  const transaction = database.transaction('recipes', 'readwrite');
  await transaction.store.put(record);
  let unsaved = 0;
  let cursor = await transaction.store.index('madeAt').openCursor(null, 'prev');
  while (cursor) {
    if (!cursor.value.saved && (unsaved += 1) > RECENT_LIMIT) await cursor.delete();
    cursor = await cursor.continue();
  }
  await transaction.done;
}

/** Saves or unsaves one recipe; false when it is no longer there. */
export async function setSaved(database: RecipeDatabase, id: string, saved: boolean): Promise<boolean> {
  const transaction = database.transaction('recipes', 'readwrite');
  const record = await transaction.store.get(id);
  if (record) await transaction.store.put({ ...record, saved });
  await transaction.done;
  return record !== undefined;
}

/** Removes one recipe and gives it back, so it can be put back (Undo). */
export async function removeRecipe(database: RecipeDatabase, id: string): Promise<KeptRecipe | undefined> {
  const transaction = database.transaction('recipes', 'readwrite');
  const record = await transaction.store.get(id);
  await transaction.store.delete(id);
  await transaction.done;
  return record;
}

/** Empties the history; saved recipes stay. */
export async function clearHistory(database: RecipeDatabase): Promise<void> {
  const transaction = database.transaction('recipes', 'readwrite');
  let cursor = await transaction.store.openCursor();
  while (cursor) {
    if (!cursor.value.saved) await cursor.delete();
    cursor = await cursor.continue();
  }
  await transaction.done;
}
