import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RecipeRequestControlsProvider } from '../features/recipe/RecipeRequestControls';
import { prerenderedStateOf } from './prerenderedState';
import { makeStore, type AppStore } from './store';

interface RecipeProviderProps {
  children: ReactNode;
  /** Tests hand in their own store; the app makes one for the page's lifetime. */
  store?: AppStore;
  /** True when React hydrates the HTML prerendered at build time. */
  hydrating?: boolean;
}

/** Owns the store and the running recipe request; useRecipe() works only inside it. */
export function RecipeProvider({ children, store, hydrating = false }: RecipeProviderProps) {
  const [ownStore] = useState(() => store ?? makeStore());
  const [serverState] = useState(() => (hydrating ? prerenderedStateOf(ownStore.getState()) : undefined));
  return (
    <Provider store={ownStore} serverState={serverState}>
      <RecipeRequestControlsProvider>{children}</RecipeRequestControlsProvider>
    </Provider>
  );
}
