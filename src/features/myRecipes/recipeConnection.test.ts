import { selectRecipeStorage } from './myRecipesSlice';
import { recipeKept } from './keptRecipesThunks';
import { DATABASE_NAME } from './recipeDatabase';
import { forgetRecipeConnection } from './recipeConnection';
import { answering, fakeDeps } from '../../../__tests__/support/fakeChatClient';
import { catchWarningsInEachTest, ids, kept, readBack, storeWith } from '../../../__tests__/support/keptRecipes';

catchWarningsInEachTest();

describe('a database deleted while the app runs', () => {
  beforeEach(() => forgetRecipeConnection());

  it('is opened again, and recreated, on the next write', async () => {
    const { openRecipeDatabase: _ownDatabase, ...pageDeps } = fakeDeps(answering(''));
    const store = storeWith([], pageDeps);
    await store.dispatch(recipeKept(kept(1)));
    await new Promise<void>((resolve, reject) => {
      const deletion = indexedDB.deleteDatabase(DATABASE_NAME);
      deletion.onsuccess = () => resolve();
      deletion.onerror = () => reject(deletion.error ?? new Error('The database could not be deleted.'));
    });

    await store.dispatch(recipeKept(kept(2)));

    expect(selectRecipeStorage(store.getState())).not.toBe('unavailable');
    expect(ids(await readBack())).toEqual(['recipe-2']);
  });
});
