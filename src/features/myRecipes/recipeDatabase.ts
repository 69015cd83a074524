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
export async function openRecipeDatabase(onLost: () => void = () => undefined): Promise<RecipeDatabase> {
  const database = await openDB<ChefDatabase>(DATABASE_NAME, DATABASE_VERSION, {
    upgrade(upgrading, oldVersion, _newVersion, transaction) {
      if (oldVersion < 1) upgrading.createObjectStore('recipes', { keyPath: 'id' });
      if (oldVersion < 2) transaction.objectStore('recipes').createIndex('madeAt', 'madeAt');
    },
    // Another tab deletes the database or a newer version of the app waits to upgrade it: this tab lets it, and
    // opens it again (recreating it) on its next write.
    blocking() {
      database.close();
      onLost();
    },
    // The browser closed it (site data cleared): opened again on the next write too.
    terminated: onLost,
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
  const recipes = stored
    .map(keptRecipeFrom)
    .filter((record): record is KeptRecipe => record !== null)
    .sort(byNewest);
  const skipped = stored.length - recipes.length;
  if (skipped > 0) console.warn(`${skipped} stored recipe record(s) could not be read and were left out.`);
  return { recipes, skipped };
}

/**
 * Keeps (adds or updates) recipes, then drops the oldest unsaved ones beyond RECENT_LIMIT, in one transaction:
 * all of it is kept or none (a write that fails part-way, storage filling up, aborts the whole transaction).
 */
export async function keepRecipes(database: RecipeDatabase, records: readonly KeptRecipe[]): Promise<void> {
  const transaction = database.transaction('recipes', 'readwrite');
  const puts: Promise<unknown>[] = [];
  try {
    for (const record of records) puts.push(transaction.store.put(record));
    await Promise.all(puts);
    // Only records that read back as recipes count against the cap: unreadable ones never push a recipe out.
    let unsaved = 0;
    let cursor = await transaction.store.index('madeAt').openCursor(null, 'prev');
    while (cursor) {
      const record = keptRecipeFrom(cursor.value);
      if (record && !record.saved && (unsaved += 1) > RECENT_LIMIT) await cursor.delete();
      cursor = await cursor.continue();
    }
  } catch (error) {
    // The writes made so far fail with the abort: that is the point, not news.
    for (const put of puts) put.catch(() => undefined);
    abort(transaction);
    throw error;
  }
  await transaction.done;
}

/** Undoes what a transaction wrote so far; one the browser already aborted is left as it is. */
function abort(transaction: { abort(): void; done: Promise<void> }) {
  transaction.done.catch(() => undefined);
  try {
    transaction.abort();
  } catch {
    // Already finished or aborted.
  }
}

/** Removes recipes by id (Remove, Clear history). */
export async function removeRecipes(database: RecipeDatabase, ids: readonly string[]): Promise<void> {
  const transaction = database.transaction('recipes', 'readwrite');
  await Promise.all(ids.map((id) => transaction.store.delete(id)));
  await transaction.done;
}
