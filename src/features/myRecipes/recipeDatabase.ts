import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { byNewest, keptRecipeFrom, RECENT_LIMIT, type KeptRecipe } from './keptRecipe';

export const DATABASE_NAME = 'personal-ai-chef';
/** 1: the recipes, by id. 2: an index by arrival time, for newest-first lists. */
export const DATABASE_VERSION = 2;

interface ChefDatabase extends DBSchema {
  recipes: { key: string; value: KeptRecipe; indexes: { madeAt: number } };
}

export type RecipeDatabase = IDBPDatabase<ChefDatabase>;

/**
 * Opens (creating or upgrading) the database. Rejects where IndexedDB is missing or refused, including the
 * browsers that throw from `indexedDB.open` itself (an async function turns that into a rejection).
 */
export async function openRecipeDatabase(): Promise<RecipeDatabase> {
  const database = await openDB<ChefDatabase>(DATABASE_NAME, DATABASE_VERSION, {
    upgrade(upgrading, oldVersion, _newVersion, transaction) {
      if (oldVersion < 1) upgrading.createObjectStore('recipes', { keyPath: 'id' });
      if (oldVersion < 2) transaction.objectStore('recipes').createIndex('madeAt', 'madeAt');
    },
    // A newer version of the app, open in another tab, is waiting to upgrade: this tab lets it.
    blocking() {
      database.close();
    },
  });
  return database;
}

export interface KeptRecipes {
  /** Newest first. */
  recipes: KeptRecipe[];
  /** Records that were not recipes and were left out (reported in the console). */
  skipped: number;
}

/** Every kept recipe that reads back as one, newest first. */
export async function readKeptRecipes(database: RecipeDatabase): Promise<KeptRecipes> {
  const stored: unknown[] = await database.getAll('recipes');
  const recipes = stored.map(keptRecipeFrom).filter((record): record is KeptRecipe => record !== null).sort(byNewest);
  const skipped = stored.length - recipes.length;
  if (skipped > 0) console.warn(`${skipped} stored recipe record(s) could not be read and were left out.`);
  return { recipes, skipped };
}

/**
 * Keeps (adds or updates) recipes, then drops the oldest unsaved ones beyond RECENT_LIMIT, in one transaction.
 */
export async function keepRecipes(database: RecipeDatabase, records: readonly KeptRecipe[]): Promise<void> {
  const transaction = database.transaction('recipes', 'readwrite');
  await Promise.all(records.map((record) => transaction.store.put(record)));
  let unsaved = 0;
  let cursor = await transaction.store.index('madeAt').openCursor(null, 'prev');
  while (cursor) {
    if (!cursor.value.saved && (unsaved += 1) > RECENT_LIMIT) await cursor.delete();
    cursor = await cursor.continue();
  }
  await transaction.done;
}

/** Removes recipes by id (Remove, Clear history). */
export async function removeRecipes(database: RecipeDatabase, ids: readonly string[]): Promise<void> {
  const transaction = database.transaction('recipes', 'readwrite');
  await Promise.all(ids.map((id) => transaction.store.delete(id)));
  await transaction.done;
}
