import { makeStore } from '../src/app/store';
import { RECENT_LIMIT, type KeptRecipe } from '../src/features/myRecipes/keptRecipe';
import {
  keptRecipesRead,
  NOTHING_KEPT_LINE,
  recipeKept,
  recipesImported,
  removalUndone,
  savedToggled,
  selectKeptRecipes,
  selectMyRecipesLists,
  selectRecipeStorage,
  selectRemovedRecipes,
} from '../src/features/myRecipes/myRecipesSlice';
import { DATABASE_NAME, openRecipeDatabase } from '../src/features/myRecipes/recipeDatabase';
import { keptRecipeJsonLd } from '../src/features/myRecipes/recipeFile';
import { forgetRecipeConnection } from '../src/features/myRecipes/recipeConnection';
import { DEFAULT_PREFERENCES } from '../src/features/preferences/preferencesTypes';
import type { AppDeps } from '../src/app/store';
import { answering, fakeDeps, sampleRecipe } from './support/fakeChatClient';
import { stateWith } from './support/renderApp';

const kept = (index: number, saved = false): KeptRecipe => ({
  id: `recipe-${index}`,
  recipe: { ...sampleRecipe, name: `Recipe ${index}` },
  madeFrom: { ingredients: ['tomatoes'], preferences: DEFAULT_PREFERENCES },
  madeAt: 1_000 + index,
  saved,
});

const storeWith = (deps: AppDeps = fakeDeps(answering(''))) => makeStore(stateWith([]), deps);
const ids = (recipes: readonly KeptRecipe[]) => recipes.map(({ id }) => id);
const file = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return { text, bytes: text.length };
};

/** What the page reads back after a reload. */
async function afterReload(): Promise<KeptRecipe[]> {
  const store = storeWith();
  await store.dispatch(keptRecipesRead());
  return selectKeptRecipes(store.getState());
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  jest.restoreAllMocks();
});

/** Storage that fills up after `puts` writes: the next put fails and the browser aborts its transaction. */
function storageFullAfter(puts: number) {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the store it belongs to
  const put = IDBObjectStore.prototype.put;
  let count = 0;
  jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args) {
    count += 1;
    if (count > puts) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    return put.apply(this, args);
  });
}

describe('an import', () => {
  it('that fills storage part-way keeps none of it, and says nothing was imported', async () => {
    const store = storeWith();
    storageFullAfter(2);
    const { payload } = await store.dispatch(
      recipesImported(file([1, 2, 3, 4].map((index) => keptRecipeJsonLd(kept(index, true))))),
    );
    expect(payload).toMatchObject({ line: NOTHING_KEPT_LINE });
    expect(selectKeptRecipes(store.getState())).toEqual([]);
    jest.restoreAllMocks();
    expect(await afterReload()).toEqual([]);
  });

  it('of a file with one good recipe among junk keeps the recipe and counts the rest', async () => {
    const store = storeWith();
    const { payload } = await store.dispatch(
      recipesImported(file([42, 'junk', null, keptRecipeJsonLd(kept(1, true)), { '@type': 'Person' }])),
    );
    expect(payload).toMatchObject({ line: 'Imported 1 recipe. Skipped 4: 4 not recipes.' });
    expect(ids(selectKeptRecipes(store.getState()))).toHaveLength(1);
  });

  it('of a file of deeply nested sections ends, with a line', async () => {
    const depth = 20_000;
    const nested = `${'{"itemListElement":'.repeat(depth)}"Cook."${'}'.repeat(depth)}`;
    const text = `{"@type":"Recipe","name":"Deep","recipeIngredient":["1 egg"],"recipeInstructions":${nested}}`;
    const { payload } = await storeWith().dispatch(recipesImported({ text, bytes: text.length }));
    expect(payload).toMatchObject({ line: 'Nothing imported: that file holds no recipes.' });
  });

  it('saves a recipe already in Recent, from its own downloaded file, instead of skipping it', async () => {
    const store = storeWith();
    await store.dispatch(recipeKept(kept(1)));
    const { payload } = await store.dispatch(recipesImported(file(keptRecipeJsonLd(kept(1)))));
    expect(payload).toMatchObject({ line: 'Imported 0 recipes. Saved 1 recipe already in Recent.' });
    expect(ids(selectMyRecipesLists(store.getState()).saved)).toEqual(['recipe-1']);
    expect((await afterReload()).map(({ id, saved }) => [id, saved])).toEqual([['recipe-1', true]]);
  });
});

describe('unsaving', () => {
  it('an old saved recipe takes it out of Recent in this tab and after a reload alike, and Undo puts it back saved', async () => {
    const store = storeWith();
    await store.dispatch(recipeKept(kept(0, true)));
    for (let index = 1; index <= RECENT_LIMIT; index += 1) await store.dispatch(recipeKept(kept(index)));

    await store.dispatch(savedToggled('recipe-0'));
    expect(ids(selectKeptRecipes(store.getState()))).not.toContain('recipe-0');
    expect(ids(selectRemovedRecipes(store.getState()))).toEqual(['recipe-0']);
    expect(ids(await afterReload())).not.toContain('recipe-0');

    await store.dispatch(removalUndone(selectRemovedRecipes(store.getState())));
    const backAfterReload = (await afterReload()).find(({ id }) => id === 'recipe-0');
    expect(backAfterReload?.saved).toBe(true);
  });

  it('a recent saved recipe keeps it in Recent, unsaved, after a reload too', async () => {
    const store = storeWith();
    await store.dispatch(recipeKept(kept(1, true)));
    await store.dispatch(savedToggled('recipe-1'));
    expect(selectKeptRecipes(store.getState())[0]?.saved).toBe(false);
    expect((await afterReload())[0]?.saved).toBe(false);
  });
});

describe('the history cap', () => {
  it('counts readable records only: unreadable ones never push a new recipe out of Recent', async () => {
    const database = await openRecipeDatabase();
    for (let index = 0; index < RECENT_LIMIT; index += 1) {
      await database.put('recipes', { id: `broken-${index}`, madeAt: 5_000 + index, recipe: 'not a recipe' } as never);
    }
    database.close();
    const store = storeWith();
    for (let index = 1; index <= 3; index += 1) await store.dispatch(recipeKept(kept(index)));
    expect(ids(await afterReload())).toEqual(['recipe-3', 'recipe-2', 'recipe-1']);
  });
});

describe('a database deleted while the app runs', () => {
  beforeEach(() => forgetRecipeConnection());

  it('is opened again, and recreated, on the next write', async () => {
    const { openRecipeDatabase: _ownDatabase, ...pageDeps } = fakeDeps(answering(''));
    const store = storeWith(pageDeps);
    await store.dispatch(recipeKept(kept(1)));
    await new Promise<void>((resolve, reject) => {
      const deletion = indexedDB.deleteDatabase(DATABASE_NAME);
      deletion.onsuccess = () => resolve();
      deletion.onerror = () => reject(deletion.error ?? new Error('The database could not be deleted.'));
    });

    await store.dispatch(recipeKept(kept(2)));

    expect(selectRecipeStorage(store.getState())).not.toBe('unavailable');
    expect(ids(await afterReload())).toEqual(['recipe-2']);
  });
});

describe('a tab whose storage refuses writes', () => {
  it('keeps this visit’s recipes when another tab saves one, beside the other tab’s', async () => {
    const writesRefused = async () => {
      const database = await openRecipeDatabase();
      const transaction = database.transaction.bind(database);
      database.transaction = ((names: never, mode?: IDBTransactionMode) => {
        if (mode === 'readwrite') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return transaction(names, mode);
      }) as typeof database.transaction;
      return database;
    };
    const refused = storeWith({ ...fakeDeps(answering('')), openRecipeDatabase: writesRefused });
    await refused.dispatch(recipeKept(kept(1)));
    expect(selectRecipeStorage(refused.getState())).toBe('unavailable');

    await storeWith().dispatch(recipeKept(kept(2)));
    await refused.dispatch(keptRecipesRead());

    expect(ids(selectKeptRecipes(refused.getState()))).toEqual(['recipe-2', 'recipe-1']);
  });
});
