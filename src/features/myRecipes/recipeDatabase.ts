import { freeze } from '@reduxjs/toolkit';
import { forEachInSlices } from '../../lib/inSlices';
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

/** Records read at once: the browser copies a read's records into the page in one task (10,000: 115 ms). */
const READ_PAGE = 1000;

/** The stored records, a page at a time, in the order of their ids. */
async function* storedPages(database: RecipeDatabase): AsyncGenerator<unknown[]> {
  let after: string | undefined;
  for (;;) {
    const range = after === undefined ? undefined : IDBKeyRange.lowerBound(after, true);
    const { store } = database.transaction('recipes');
    const [keys, page] = await Promise.all([store.getAllKeys(range, READ_PAGE), store.getAll(range, READ_PAGE)]);
    yield page;
    if (page.length < READ_PAGE) return;
    after = keys.at(-1);
  }
}

/**
 * Every kept recipe that reads back as one, newest first: read a page at a time, and checked and frozen as the
 * store keeps them in slices, so a tab told of an import of thousands reads them without a long task (left to
 * Immer, freezing 10,000 was one task of 150 ms).
 */
export async function readKeptRecipes(database: RecipeDatabase): Promise<KeptRecipes> {
  const recipes: KeptRecipe[] = [];
  let storedCount = 0;
  for await (const page of storedPages(database)) {
    storedCount += page.length;
    await forEachInSlices(page, (value: unknown) => {
      const record = keptRecipeFrom(value);
      if (record) recipes.push(freeze(record, true));
    });
  }
  recipes.sort(byNewest);
  const skipped = storedCount - recipes.length;
  if (skipped > 0) console.warn(`${skipped} stored recipe record(s) could not be read and were left out.`);
  return { recipes, skipped };
}

/**
 * Records put at once: the browser copies each as it is put, so thousands in one go are one long task. A batch is
 * put once the last one is written, which keeps the transaction open and lets the page run in between.
 */
const PUT_BATCH = 200;

/**
 * Keeps (adds or updates) recipes, then drops the oldest unsaved ones beyond RECENT_LIMIT, in one transaction:
 * all of it is kept or none (a write that fails part-way, storage filling up, aborts the whole transaction).
 */
export async function keepRecipes(database: RecipeDatabase, records: readonly KeptRecipe[]): Promise<void> {
  const transaction = database.transaction('recipes', 'readwrite');
  const puts: Promise<unknown>[] = [];
  try {
    for (const [index, record] of records.entries()) {
      puts.push(transaction.store.put(record));
      if ((index + 1) % PUT_BATCH === 0) await puts.at(-1);
    }
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
