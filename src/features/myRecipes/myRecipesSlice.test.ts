import { makeStore } from '../../app/store';
import { selectCookState, servingsChanged } from '../cook/cookSlice';
import { RECENT_LIMIT } from './keptRecipe';
import {
  searchChanged,
  selectKeptRecipes,
  selectMyRecipesLists,
  selectRecipeStorage,
  selectRemovedRecipes,
} from './myRecipesSlice';
import {
  historyCleared,
  keptRecipesRead,
  recipeKept,
  recipeRemoved,
  removalUndone,
  savedToggled,
} from './keptRecipesThunks';
import { openRecipeDatabase } from './recipeDatabase';
import { dietChosen } from '../preferences/preferencesSlice';
import { DEFAULT_PREFERENCES } from '../../core/preferences/preferencesTypes';
import { keptRecipeOpened, selectKeptId, selectRecipe, selectResultsView } from '../recipe/recipeSlice';
import { requestRecipe } from '../recipe/requestRecipe';
import { answering, fakeDeps, flushPromises, sampleRecipe } from '../../../__tests__/support/fakeChatClient';
import { stateWith } from '../../../__tests__/support/renderApp';
import {
  catchWarningsInEachTest,
  ids,
  kept,
  listed,
  readBack,
  storeWith,
} from '../../../__tests__/support/keptRecipes';

const warnings = catchWarningsInEachTest();

describe('keeping the recipes that arrive', () => {
  it('keeps a new recipe in Recent, with the ingredients and preferences it was made from', async () => {
    const store = storeWith();
    store.dispatch(dietChosen('vegetarian'));
    const { meta } = await store.dispatch(requestRecipe());
    const [record] = selectKeptRecipes(store.getState());
    expect(record).toMatchObject({
      id: meta.requestId,
      recipe: sampleRecipe,
      saved: false,
      madeFrom: { ingredients: listed },
    });
    expect(record?.madeFrom.preferences.diet).toBe('vegetarian');
    expect(selectKeptId(store.getState())).toBe(meta.requestId);
    await flushPromises();
    expect(await readBack()).toEqual([record]);
  });

  it(`keeps the last ${RECENT_LIMIT} recent recipes, newest first, and every saved one`, async () => {
    const store = storeWith();
    await store.dispatch(recipeKept(kept(0, true)));
    for (let index = 1; index <= RECENT_LIMIT + 3; index += 1) await store.dispatch(recipeKept(kept(index)));
    const { saved, recent } = selectMyRecipesLists(store.getState());
    expect(ids(saved)).toEqual(['recipe-0']);
    expect(recent).toHaveLength(RECENT_LIMIT);
    expect(recent[0]?.id).toBe(`recipe-${RECENT_LIMIT + 3}`);
    expect(ids(recent)).not.toContain('recipe-3');
    expect(ids(await readBack())).toEqual(ids([...recent].concat(saved)));
  });

  it('keeps nothing from a failed request, and the earlier recipe stays after it', async () => {
    const failing = makeStore(stateWith(listed), fakeDeps(answering('I don’t know')));
    await failing.dispatch(recipeKept(kept(1)));
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await failing.dispatch(requestRecipe());
    error.mockRestore();
    expect(selectResultsView(failing.getState())).toBe('failed');
    expect(ids(selectKeptRecipes(failing.getState()))).toEqual(['recipe-1']);
    expect(ids(await readBack())).toEqual(['recipe-1']);
  });
});

describe('reading while the page changes them', () => {
  it('keeps a recipe that arrived while the database was being read', async () => {
    const store = storeWith();
    await store.dispatch(recipeKept(kept(1)));
    const reading = store.dispatch(keptRecipesRead());
    await store.dispatch(recipeKept(kept(2)));
    await reading;
    expect(ids(selectKeptRecipes(store.getState()))).toEqual(['recipe-2', 'recipe-1']);
  });

  it('does not bring back a recipe removed while the database was being read', async () => {
    const store = storeWith();
    await store.dispatch(recipeKept(kept(1)));
    const reading = store.dispatch(keptRecipesRead());
    await store.dispatch(recipeRemoved('recipe-1'));
    await reading;
    expect(selectKeptRecipes(store.getState())).toEqual([]);
  });
});

describe('saving, removing and undoing', () => {
  it('saves a recipe and unsaves it, in the database too', async () => {
    const store = storeWith();
    await store.dispatch(recipeKept(kept(1)));
    await store.dispatch(savedToggled('recipe-1'));
    expect(selectKeptRecipes(store.getState())[0]?.saved).toBe(true);
    expect((await readBack())[0]?.saved).toBe(true);
    await store.dispatch(savedToggled('recipe-1'));
    expect((await readBack())[0]?.saved).toBe(false);
  });

  it('removes one and puts it back with Undo', async () => {
    const store = storeWith();
    await store.dispatch(recipeKept(kept(1)));
    await store.dispatch(recipeKept(kept(2, true)));
    await store.dispatch(recipeRemoved('recipe-1'));
    expect(ids(selectKeptRecipes(store.getState()))).toEqual(['recipe-2']);
    expect(ids(await readBack())).toEqual(['recipe-2']);
    await store.dispatch(removalUndone(selectRemovedRecipes(store.getState())));
    expect(ids(selectKeptRecipes(store.getState()))).toEqual(['recipe-2', 'recipe-1']);
    expect(ids(await readBack())).toEqual(['recipe-2', 'recipe-1']);
    expect(selectRemovedRecipes(store.getState())).toEqual([]);
  });

  it('clears the history and keeps what is saved', async () => {
    const store = storeWith();
    await store.dispatch(recipeKept(kept(1, true)));
    await store.dispatch(recipeKept(kept(2)));
    await store.dispatch(recipeKept(kept(3)));
    await store.dispatch(historyCleared());
    expect(ids(selectKeptRecipes(store.getState()))).toEqual(['recipe-1']);
    expect(ids(selectRemovedRecipes(store.getState()))).toEqual(['recipe-3', 'recipe-2']);
    expect(ids(await readBack())).toEqual(['recipe-1']);
  });
});

describe('storage that fails', () => {
  it('keeps the recipe for this visit and says storage is unavailable when a write exceeds the quota', async () => {
    const full = async () => {
      const database = await openRecipeDatabase();
      database.transaction = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      return database;
    };
    const store = makeStore(stateWith(listed), {
      ...fakeDeps(answering(JSON.stringify(sampleRecipe))),
      openRecipeDatabase: full,
    });
    await store.dispatch(recipeKept(kept(1)));
    expect(ids(selectKeptRecipes(store.getState()))).toEqual(['recipe-1']);
    expect(selectRecipeStorage(store.getState())).toBe('unavailable');
    expect(warnings.spy).toHaveBeenCalledWith('A recipe could not be kept on this device:', expect.any(DOMException));
  });

  it('says storage is unavailable when the database cannot be opened, and keeps what is on screen', async () => {
    const refused = () => Promise.reject(new DOMException('denied', 'SecurityError'));
    const store = makeStore(stateWith(listed), {
      ...fakeDeps(answering(JSON.stringify(sampleRecipe))),
      openRecipeDatabase: refused,
    });
    await store.dispatch(requestRecipe());
    await store.dispatch(keptRecipesRead());
    expect(selectRecipe(store.getState())).toEqual(sampleRecipe);
    expect(selectKeptRecipes(store.getState())).toHaveLength(1);
    expect(selectRecipeStorage(store.getState())).toBe('unavailable');
  });

  it('skips a corrupt record when reading, and reads the others', async () => {
    const database = await openRecipeDatabase();
    await database.put('recipes', kept(1));
    await database.put('recipes', { id: 'broken', madeAt: 2, recipe: 'not a recipe' } as never);
    expect(ids(await readBack())).toEqual(['recipe-1']);
  });
});

describe('search', () => {
  it('finds recipes by name or ingredient, without minding case or accents', async () => {
    const store = storeWith();
    await store.dispatch(recipeKept({ ...kept(1), recipe: { ...sampleRecipe, name: 'Crème brûlée' } }));
    await store.dispatch(
      recipeKept({ ...kept(2), madeFrom: { ingredients: ['Leeks'], preferences: DEFAULT_PREFERENCES } }),
    );
    store.dispatch(searchChanged('CREME'));
    expect(ids(selectMyRecipesLists(store.getState()).recent)).toEqual(['recipe-1']);
    store.dispatch(searchChanged('leek'));
    expect(ids(selectMyRecipesLists(store.getState()).recent)).toEqual(['recipe-2']);
    store.dispatch(searchChanged('basil'));
    expect(selectMyRecipesLists(store.getState()).recent).toHaveLength(2);
  });
});

describe('opening a kept recipe', () => {
  it('shows it in the results whatever the list holds, with its servings and cook mode starting over', async () => {
    const store = storeWith([]);
    store.dispatch(servingsChanged(6));
    store.dispatch(keptRecipeOpened(kept(4)));
    expect(selectRecipe(store.getState())?.name).toBe('Recipe 4');
    expect(selectKeptId(store.getState())).toBe('recipe-4');
    expect(selectResultsView(store.getState())).toBe('recipe');
    expect(selectCookState(store.getState()).servings).toBeNull();
  });
});
