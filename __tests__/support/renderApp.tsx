import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../src/page/App';
import { selectLanguage } from '../../src/features/language/languageSlice';
import { speakLanguage } from '../../src/features/language/speakLanguage';
import { RecipeProvider } from '../../src/app/RecipeProvider';
import { makeStore, type AppDeps, type RootState } from '../../src/app/store';
import type { RecipeServiceMode } from '../../src/core/chat/recipeServiceMode';
import { answering, fakeDeps, sampleRecipe } from './fakeChatClient';
import { ingredientsSlice } from '../../src/features/ingredients/ingredientsSlice';

interface RenderAppOptions {
  preloadedState?: Partial<RootState>;
  deps?: AppDeps;
  /** A build without a model of its own: it asks its server which model the server uses. */
  demoMode?: boolean;
  /** What that server says (a test double for GET /healthz): the demo chef unless told otherwise. */
  serviceMode?: RecipeServiceMode;
  /** Pass when the test runs on fake timers, so user-event advances them. */
  fakeTimers?: boolean;
}

/** Renders the whole app around a real store, the way a user meets it. */
export function renderApp({
  preloadedState,
  deps,
  demoMode = false,
  serviceMode = 'demo',
  fakeTimers = false,
}: RenderAppOptions = {}) {
  const store = makeStore(preloadedState, {
    ...(deps ?? fakeDeps(answering(JSON.stringify(sampleRecipe)))),
    loadRecipeServiceMode: () => Promise.resolve(serviceMode),
  });
  // As index.tsx does: the page speaks its store's language from the start (changes follow by themselves).
  void store.dispatch(speakLanguage(selectLanguage(store.getState())));
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const view = render(
    <RecipeProvider store={store}>
      <App demoMode={demoMode} />
    </RecipeProvider>,
  );
  return { store, user, ...view };
}

export function stateWith(ingredients: string[], theme: RootState['theme'] = 'light'): Partial<RootState> {
  return { ingredients: { ...ingredientsSlice.getInitialState(), items: ingredients }, theme };
}

/** The results scroll into view when a recipe arrives or is opened; jsdom has no scrolling. */
export function stubScrollingInEachTest() {
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());
}

/** The cook opens Chef settings from the header; the dialog, to query within. */
export async function openChefSettings(user: ReturnType<typeof renderApp>['user']) {
  await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Chef settings' }));
  return within(await screen.findByRole('dialog', { name: 'Chef settings' }));
}
