import { createContext } from 'react';
import type { LazyComponent } from '../../../components/lazyComponent';
import type { Recipe } from '../../../core/recipe/recipeTypes';

/** A view of a finished recipe whose code loads on demand, and what the cook would miss if it cannot. */
export interface ShownRecipePart {
  View: LazyComponent<{ recipe: Recipe }>;
  /** As in "The cooking tools could not be loaded." */
  name: string;
}

/**
 * The results' slot for a finished recipe: the page fills it (`page/App.tsx`, with the cook's card and its tools),
 * so this feature shows another's card without importing it. Empty, the results show the spec's card.
 */
export const ShownRecipeSlot = createContext<ShownRecipePart | null>(null);
