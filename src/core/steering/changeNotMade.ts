import { durationText } from '../../lib/durationText';
import { isOnHand } from '../cooking/onHand';
import { recipeConflict } from '../food/recipeConflict';
import { listedInWords } from '../../lib/listedInWords';
import type { Recipe } from '../recipe/recipeTypes';
import { moreThanOneVessel } from './cookware';
import { ovenUseIn } from './ovenUse';
import type { RecipeChange } from './recipeChange';

/** What the cook has: the list they made, and whether salt, pepper, oil and water count as had. */
export interface Pantry {
  ingredients: readonly string[];
  hasBasics: boolean;
}

const totalMinutes = ({ prepMinutes, cookMinutes }: Recipe) =>
  prepMinutes === undefined && cookMinutes === undefined ? undefined : (prepMinutes ?? 0) + (cookMinutes ?? 0);

const minutes = (total: number) => durationText(total * 60);

/**
 * Why the new version does not make the change the cook asked for, as the line the card shows, or null when it
 * does, or when the change is not one code can check (spicier, milder, a wish). Checked in code because a model
 * says "no oven" and roasts the peppers all the same.
 */
export function changeNotMade(change: RecipeChange, before: Recipe, after: Recipe, pantry: Pantry): string | null {
  switch (change.kind) {
    case 'noOven':
      return ovenUseIn(after.instructions);
    case 'onePan':
      return moreThanOneVessel(after.instructions);
    case 'quicker': {
      const [was, is] = [totalMinutes(before), totalMinutes(after)];
      if (was === undefined || is === undefined || is < was) return null;
      return `This version takes ${minutes(is)} in all, no quicker than the ${minutes(was)} before.`;
    }
    case 'fewerIngredients': {
      const [was, is] = [before.ingredients.length, after.ingredients.length];
      return is < was ? null : `This version has ${is} ingredients, no fewer than the ${was} before.`;
    }
    case 'vegetarian':
      return (
        recipeConflict(after, { allergies: [], diet: 'vegetarian' })?.replace(/^This recipe/, 'This version') ?? null
      );
    case 'onlyWhatIHave': {
      const toBuy = after.ingredients
        .map(({ name }) => name)
        .filter((name) => !isOnHand(name, pantry.ingredients, pantry.hasBasics));
      return toBuy.length === 0 ? null : `This version still needs ${listedInWords(toBuy)}, which you did not list.`;
    }
    default:
      return null;
  }
}
