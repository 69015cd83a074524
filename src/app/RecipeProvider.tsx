import { createContext, useState, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { Provider } from 'react-redux';
import { i18n } from '../i18n/partTexts';
import { prerenderedStateOf } from './prerenderedState';
import type { AppStore } from './store';

/** True below RecipeProvider: what useRecipe's guard checks (the spec's "useRecipe must be used within…"). */
export const InsideRecipeProvider = createContext(false);

interface RecipeProviderProps {
  children: ReactNode;
  /**
   * Made by the caller, once: the page makes it before rendering (a store made during render would be made
   * twice under StrictMode, and Redux DevTools would list both), tests make their own.
   */
  store: AppStore;
  /** True when React hydrates the HTML prerendered at build time. */
  hydrating?: boolean;
}

/**
 * Provides the store (the recipe state with it, read through useRecipe), with the prerendered state while
 * hydrating, and the page's texts in the cook's language.
 */
export function RecipeProvider({ children, store, hydrating = false }: RecipeProviderProps) {
  const [serverState] = useState(() => (hydrating ? prerenderedStateOf(store.getState()) : undefined));
  return (
    <Provider store={store} serverState={serverState}>
      <I18nProvider i18n={i18n}>
        <InsideRecipeProvider value>{children}</InsideRecipeProvider>
      </I18nProvider>
    </Provider>
  );
}
