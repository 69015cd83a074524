import { createContext } from 'react';

/** True below RecipeProvider: what useRecipe's guard checks (the spec's "useRecipe must be used within…"). */
export const InsideRecipeProvider = createContext(false);
