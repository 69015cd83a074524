import { RECENT_LIMIT } from './keptRecipe';
import { selectKeptRecipes, selectRecipeStorage, selectRemovedRecipes } from './myRecipesSlice';
import { keptRecipesRead, recipeKept, removalUndone, savedToggled } from './keptRecipesThunks';
import { openRecipeDatabase } from './recipeDatabase';
import { answering, fakeDeps } from '../../../__tests__/support/fakeChatClient';
import { catchWarningsInEachTest, ids, kept, readBack, storeWith } from '../../../__tests__/support/keptRecipes';

catchWarningsInEachTest();

describe('unsaving', () => {
  it('an old saved recipe takes it out of Recent in this tab and after a reload alike, and Undo puts it back saved', async () => {
    const store = storeWith([]);
    await store.dispatch(recipeKept(kept(0, true)));
    for (let index = 1; index <= RECENT_LIMIT; index += 1) await store.dispatch(recipeKept(kept(index)));

    await store.dispatch(savedToggled('recipe-0'));
    expect(ids(selectKeptRecipes(store.getState()))).not.toContain('recipe-0');
    expect(ids(selectRemovedRecipes(store.getState()))).toEqual(['recipe-0']);
    expect(ids(await readBack())).not.toContain('recipe-0');

    await store.dispatch(removalUndone(selectRemovedRecipes(store.getState())));
    const backAfterReload = (await readBack()).find(({ id }) => id === 'recipe-0');
    expect(backAfterReload?.saved).toBe(true);
  });

  it('a recent saved recipe keeps it in Recent, unsaved, after a reload too', async () => {
    const store = storeWith([]);
    await store.dispatch(recipeKept(kept(1, true)));
    await store.dispatch(savedToggled('recipe-1'));
    expect(selectKeptRecipes(store.getState())[0]?.saved).toBe(false);
    expect((await readBack())[0]?.saved).toBe(false);
  });
});

describe('the history cap', () => {
  it('counts readable records only: unreadable ones never push a new recipe out of Recent', async () => {
    const database = await openRecipeDatabase();
    for (let index = 0; index < RECENT_LIMIT; index += 1) {
      await database.put('recipes', { id: `broken-${index}`, madeAt: 5_000 + index, recipe: 'not a recipe' } as never);
    }
    database.close();
    const store = storeWith([]);
    for (let index = 1; index <= 3; index += 1) await store.dispatch(recipeKept(kept(index)));
    expect(ids(await readBack())).toEqual(['recipe-3', 'recipe-2', 'recipe-1']);
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
    const refused = storeWith([], { ...fakeDeps(answering('')), openRecipeDatabase: writesRefused });
    await refused.dispatch(recipeKept(kept(1)));
    expect(selectRecipeStorage(refused.getState())).toBe('unavailable');

    await storeWith([]).dispatch(recipeKept(kept(2)));
    await refused.dispatch(keptRecipesRead());

    expect(ids(selectKeptRecipes(refused.getState()))).toEqual(['recipe-2', 'recipe-1']);
  });
});
