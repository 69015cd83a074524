import { createSelector } from '@reduxjs/toolkit';
import { exportedFigures } from '../../core/nutrition/labelRounding';
import { countNutrition } from '../../core/nutrition/nutritionCounter';
import { selectBaseServings } from '../cook/cookSlice';
import { selectRecipe, selectRecipeLanguage } from '../recipe/recipeSlice';
import { selectChosenFoods } from './chosenFoodsSlice';

/** The counter itself, for recipes that are not the one shown (My recipes' download). */
export { countNutrition };

/**
 * The shown recipe's figures per serving, with the foods the cook picked for its lines: counted once for the
 * card, the page's JSON-LD and the download, and again only when the recipe, its servings, its language or the
 * picks change. This module carries the table: it is downloaded when a recipe is first shown.
 */
export const selectShownRecipeNutrition = createSelector(
  [selectRecipe, selectBaseServings, selectRecipeLanguage, selectChosenFoods],
  (recipe, servings, language, chosen) => recipe && countNutrition(recipe, servings, language, chosen),
);

/** A serving's figures rounded as a label rounds them, for the JSON-LD; undefined when they cover too little. */
export const selectShownRecipeLabelFigures = createSelector([selectShownRecipeNutrition], exportedFigures);
