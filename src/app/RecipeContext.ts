import { createContext } from 'react';
import type { AppStore } from './store';

/** Non-null only inside a RecipeProvider; lets useRecipe tell a missing provider apart. */
export const RecipeContext = createContext<AppStore | null>(null);
