import { createContext } from 'react';

/**
 * My recipes' slot for the code that shows an opened recipe (the results and the cook's card, both other
 * features'): the page fills it (`page/App.tsx`), and the panel downloads that code before it opens a recipe, so
 * the recipe appears whole. Empty, nothing is downloaded first.
 */
export const RecipeViewLoaderSlot = createContext<() => Promise<unknown>>(() => Promise.resolve());
