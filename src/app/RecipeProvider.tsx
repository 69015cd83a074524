import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { prerenderedStateOf } from './prerenderedState';
import { RecipeContext } from './RecipeContext';
import { makeStore, type AppStore } from './store';

interface RecipeProviderProps {
  children: ReactNode;
  /** Tests hand in their own store; the app makes one for the page's lifetime. */
  store?: AppStore;
  /** True when React hydrates the HTML prerendered at build time. */
  hydrating?: boolean;
}

export function RecipeProvider({ children, store, hydrating = false }: RecipeProviderProps) {
  const [ownStore] = useState(() => store ?? makeStore());
  const [serverState] = useState(() => (hydrating ? prerenderedStateOf(ownStore.getState()) : undefined));
  return (
    <RecipeContext value={ownStore}>
      <Provider store={ownStore} serverState={serverState}>
        {children}
      </Provider>
    </RecipeContext>
  );
}
