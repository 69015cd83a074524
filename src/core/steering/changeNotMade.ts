import { isOnHand } from '../cooking/onHand';
import { recipeConflict, type RecipeConflict } from '../food/recipeConflict';
import type { Recipe } from '../recipe/recipeTypes';
import { moreThanOneVessel, type SecondVessel } from './cookware';
import { ovenUseIn, type OvenUse } from './ovenUse';
import type { RecipeChange } from './recipeChange';

/** What the cook has: the list they made, and whether salt, pepper, oil and water count as had. */
export interface Pantry {
  ingredients: readonly string[];
  hasBasics: boolean;
}

const totalMinutes = ({ prepMinutes, cookMinutes }: Recipe) =>
  prepMinutes === undefined && cookMinutes === undefined ? undefined : (prepMinutes ?? 0) + (cookMinutes ?? 0);

/** Why a new version does not make the change asked for. */
export type ChangeNotMade =
  | OvenUse
  | SecondVessel
  | { kind: 'not-quicker'; minutes: number; minutesBefore: number }
  | { kind: 'not-fewer'; ingredients: number; ingredientsBefore: number }
  | { kind: 'not-vegetarian'; conflict: RecipeConflict }
  | { kind: 'still-needs'; toBuy: string[] };

/**
 * Why the new version does not make the change the cook asked for, or null when it does, or when the change is
 * not one code can check (spicier, milder, a wish). Checked in code because a model says "no oven" and roasts the
 * peppers all the same.
 */
export function changeNotMade(
  change: RecipeChange,
  before: Recipe,
  after: Recipe,
  pantry: Pantry,
): ChangeNotMade | null {
  switch (change.kind) {
    case 'noOven':
      return ovenUseIn(after.instructions);
    case 'onePan':
      return moreThanOneVessel(after.instructions);
    case 'quicker': {
      const [was, is] = [totalMinutes(before), totalMinutes(after)];
      if (was === undefined || is === undefined || is < was) return null;
      return { kind: 'not-quicker', minutes: is, minutesBefore: was };
    }
    case 'fewerIngredients': {
      const [was, is] = [before.ingredients.length, after.ingredients.length];
      return is < was ? null : { kind: 'not-fewer', ingredients: is, ingredientsBefore: was };
    }
    case 'vegetarian': {
      const conflict = recipeConflict(after, { allergies: [], diet: 'vegetarian' });
      return conflict && { kind: 'not-vegetarian', conflict };
    }
    case 'onlyWhatIHave': {
      const toBuy = after.ingredients
        .map(({ name }) => name)
        .filter((name) => !isOnHand(name, pantry.ingredients, pantry.hasBasics));
      return toBuy.length === 0 ? null : { kind: 'still-needs', toBuy };
    }
    default:
      return null;
  }
}
