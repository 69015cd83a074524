// The IndexedDB globals (IDBRequest, IDBKeyRange, …) idb relies on; each test then gets an empty database factory.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { DATABASE_NAME, keepRecipes, openRecipeDatabase, readKeptRecipes, removeRecipes } from './recipeDatabase';
import { RECENT_LIMIT, type KeptRecipe } from './keptRecipe';
import { DEFAULT_PREFERENCES } from '../../core/preferences/preferencesTypes';
import { sampleRecipe } from '../../../__tests__/support/fakeChatClient';

const kept = (index: number, saved = false): KeptRecipe => ({
  id: `recipe-${index}`,
  recipe: { ...sampleRecipe, name: `Recipe ${index}` },
  language: 'en',
  madeFrom: { ingredients: ['tomatoes', 'basil', 'spaghetti'], preferences: DEFAULT_PREFERENCES },
  madeAt: 1_000 + index,
  saved,
});
const names = async (database: Awaited<ReturnType<typeof openRecipeDatabase>>) =>
  (await readKeptRecipes(database)).recipes.map(({ recipe }) => recipe.name);

let warn: jest.SpyInstance;
beforeEach(() => {
  // A fresh, empty IndexedDB for every test.
  globalThis.indexedDB = new IDBFactory();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('kept recipes', () => {
  it('keeps a recipe and reads it back, newest first', async () => {
    const database = await openRecipeDatabase();
    await keepRecipes(database, [kept(1)]);
    await keepRecipes(database, [kept(2)]);
    expect(await names(database)).toEqual(['Recipe 2', 'Recipe 1']);
    expect((await readKeptRecipes(database)).recipes[0]).toEqual(kept(2));
  });

  it(`keeps the last ${RECENT_LIMIT} unsaved recipes, and every saved one`, async () => {
    const database = await openRecipeDatabase();
    await keepRecipes(database, [kept(0, true)]);
    for (let index = 1; index <= RECENT_LIMIT + 5; index += 1) await keepRecipes(database, [kept(index)]);
    const { recipes } = await readKeptRecipes(database);
    expect(recipes.filter(({ saved }) => !saved)).toHaveLength(RECENT_LIMIT);
    expect(recipes.map(({ id }) => id)).toContain('recipe-0');
    expect(recipes.map(({ id }) => id)).not.toContain('recipe-5');
    expect(recipes.map(({ id }) => id)).toContain('recipe-6');
  });

  it('keeps and reads back thousands of saved recipes, each once, newest first', async () => {
    const database = await openRecipeDatabase();
    const many = Array.from({ length: 2_345 }, (_, index) => kept(index, true));
    await keepRecipes(database, many);
    const { recipes } = await readKeptRecipes(database);
    expect(recipes.map(({ id }) => id)).toEqual(many.map(({ id }) => id).reverse());
  });

  it('saves one by keeping it again with saved set', async () => {
    const database = await openRecipeDatabase();
    await keepRecipes(database, [kept(1)]);
    await keepRecipes(database, [kept(1, true)]);
    expect((await readKeptRecipes(database)).recipes).toEqual([kept(1, true)]);
  });

  it('removes one and puts it back (Undo)', async () => {
    const database = await openRecipeDatabase();
    await keepRecipes(database, [kept(1), kept(2)]);
    await removeRecipes(database, ['recipe-1']);
    expect(await names(database)).toEqual(['Recipe 2']);
    await keepRecipes(database, [kept(1)]);
    expect(await names(database)).toEqual(['Recipe 2', 'Recipe 1']);
  });

  it('skips a corrupt or foreign record, and says so in the console', async () => {
    const database = await openRecipeDatabase();
    await keepRecipes(database, [kept(1)]);
    await database.put('recipes', { id: 'broken', madeAt: 5, recipe: { name: 'No steps', ingredients: [] } } as never);
    await database.put('recipes', { id: 'foreign', madeAt: 6, hello: 'world' } as never);
    const { recipes, skipped } = await readKeptRecipes(database);
    expect(recipes.map(({ id }) => id)).toEqual(['recipe-1']);
    expect(skipped).toBe(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('2 stored recipe record(s)'));
  });

  it('opens a database written by version 1 and upgrades it, keeping its recipes', async () => {
    const version1 = await openDB(DATABASE_NAME, 1, {
      upgrade: (database) => void database.createObjectStore('recipes', { keyPath: 'id' }),
    });
    await version1.put('recipes', kept(7));
    version1.close();
    const database = await openRecipeDatabase();
    expect(database.version).toBe(2);
    expect(await names(database)).toEqual(['Recipe 7']);
  });

  it('rejects where IndexedDB is refused, so the caller can say recipes cannot be kept', async () => {
    globalThis.indexedDB = {
      open: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as IDBFactory;
    await expect(openRecipeDatabase()).rejects.toThrow('denied');
  });
});
