import { makeStore, type AppDeps } from '../../src/app/store';
import type { KeptRecipe } from '../../src/features/myRecipes/keptRecipe';
import { selectKeptRecipes } from '../../src/features/myRecipes/myRecipesSlice';
import { keptRecipesRead } from '../../src/features/myRecipes/keptRecipesThunks';
import { DEFAULT_PREFERENCES } from '../../src/core/preferences/preferencesTypes';
import { answering, fakeDeps, sampleRecipe } from './fakeChatClient';
import { screen } from '@testing-library/react';
import { renderApp, stateWith } from './renderApp';

/** What the cook listed when the kept recipes were made. */
export const listed = ['tomatoes', 'basil', 'spaghetti'];

/** The index-th kept recipe ("Recipe 3", made at 1,003 ms), saved or in the history. */
export const kept = (index: number, saved = false): KeptRecipe => ({
  id: `recipe-${index}`,
  recipe: { ...sampleRecipe, name: `Recipe ${index}` },
  language: 'en',
  madeFrom: { ingredients: listed, preferences: DEFAULT_PREFERENCES },
  madeAt: 1_000 + index,
  saved,
});

export const ids = (recipes: readonly KeptRecipe[]) => recipes.map(({ id }) => id);

/** A page's store, with the fake IndexedDB every test starts with emptied (setupTests). */
export const storeWith = (
  ingredients: string[] = listed,
  deps: AppDeps = fakeDeps(answering(JSON.stringify(sampleRecipe))),
) => makeStore(stateWith(ingredients), deps);

/** What another page (or the same one after a reload) reads back from the database. */
export async function readBack(): Promise<KeptRecipe[]> {
  const store = storeWith();
  await store.dispatch(keptRecipesRead());
  return selectKeptRecipes(store.getState());
}

/**
 * Storage problems are told on the console as warnings: each test's are caught (and can be asserted through the
 * returned spy), and any other spies restored after it.
 */
export function catchWarningsInEachTest(): { readonly spy: jest.SpyInstance } {
  const warnings = {} as { spy: jest.SpyInstance };
  beforeEach(() => {
    warnings.spy = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());
  return warnings;
}

/** The app with a recipe on screen, Save recipe on its card. */
export async function withSaveableRecipe({ deps, ...options }: { fakeTimers?: boolean; deps?: Partial<AppDeps> } = {}) {
  const view = renderApp({
    preloadedState: stateWith(listed),
    deps: { ...fakeDeps(answering(JSON.stringify(sampleRecipe))), ...deps },
    ...options,
  });
  await view.user.click(await screen.findByRole('button', { name: 'Get a recipe' }));
  await screen.findByRole('button', { name: 'Save recipe' });
  return view;
}
