import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RecipeContext } from './RecipeContext';
import { makeStore, type AppStore } from './store';

/** Owns the app's store for the lifetime of the page; tests may hand in their own. */
export function RecipeProvider({ children, store }: { children: ReactNode; store?: AppStore }) {
  const [ownStore] = useState(() => store ?? makeStore());
  return (
    <RecipeContext value={ownStore}>
      <Provider store={ownStore}>{children}</Provider>
    </RecipeContext>
  );
}
