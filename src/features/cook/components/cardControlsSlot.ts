import { createContext, type ComponentType } from 'react';

/** Controls another feature puts on the cook's card. */
export interface CardControls {
  /** Beside the card's actions (the page: My recipes' Save toggle). */
  SaveToggle?: ComponentType;
  /** A line under the actions (the page: where My recipes says the recipe cannot be kept). */
  StorageLine?: ComponentType;
}

/**
 * The cook's card's slot for other features' controls: the page fills it (`page/CookableRecipeWithMyRecipes.tsx`),
 * so this feature places My recipes' controls without importing them. Empty, the card has its own tools only.
 */
export const CardControlsSlot = createContext<CardControls>({});
