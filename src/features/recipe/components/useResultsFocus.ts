import { useEffect, useRef } from 'react';
import { RECIPE_NAME_ID } from '../../../recipeCard/RecipeCard';
import type { Recipe } from '../../../core/recipe/recipeTypes';
import type { ResultsView } from '../recipeSlice';

/** The controls focus is handed to as the results change. */
export const FOCUS_TARGET_IDS = {
  getRecipe: 'get-recipe-button',
  recipeName: RECIPE_NAME_ID,
  stop: 'stop-button',
  tryAgain: 'try-again-button',
} as const;

const PRIMARY_CONTROL: Record<ResultsView, string> = {
  hidden: FOCUS_TARGET_IDS.getRecipe,
  loading: FOCUS_TARGET_IDS.stop,
  recipe: FOCUS_TARGET_IDS.recipeName,
  failed: FOCUS_TARGET_IDS.tryAgain,
};

const focusLost = () => document.activeElement === null || document.activeElement === document.body;
const focusById = (id: string) => document.getElementById(id)?.focus();

/**
 * Keeps keyboard and screen-reader users where the action is: a new recipe takes focus from "Get a recipe"
 * (or from a control that vanished, such as Stop), and whenever the results replace the focused control
 * (Try again starting a request, Stop ending one, a failure removing Stop) focus goes to the one now shown.
 */
export function useResultsFocus(view: ResultsView, recipe: Recipe | null): void {
  const shownRecipe = useRef(recipe);
  useEffect(() => {
    if (recipe === shownRecipe.current) return;
    shownRecipe.current = recipe;
    if (recipe && (focusLost() || document.activeElement?.id === FOCUS_TARGET_IDS.getRecipe)) {
      focusById(FOCUS_TARGET_IDS.recipeName);
    }
  }, [recipe]);

  useEffect(() => {
    if (focusLost()) focusById(PRIMARY_CONTROL[view]);
  }, [view]);
}
