import { useMemo } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/withTypes';
import { useDownloaded } from '../../components/useDownloaded';
import { nutritionCounterDownload } from '../nutrition/nutritionOnDemand';
import { selectChosenFoods } from '../nutrition/chosenFoodsSlice';
import { exportedFigures } from '../../core/nutrition/labelRounding';
import type { NutritionFigures } from '../../core/nutrition/recipeNutrition';
import { selectBaseServings } from './cookSlice';
import { selectRecipe, selectRecipeLanguage } from '../recipe/recipeSlice';

/**
 * A serving's figures of the recipe shown, rounded as a label rounds them, for its JSON-LD: undefined until the
 * table's code is here (downloaded on first use, shared with the card's nutrition part), with no recipe, or when
 * the figures do not cover most of the dish.
 */
export function useNutritionForExport(): NutritionFigures | undefined {
  const recipe = useAppSelector(selectRecipe);
  const servings = useAppSelector(selectBaseServings);
  const language = useAppSelector(selectRecipeLanguage);
  const chosen = useAppSelector(selectChosenFoods);
  // The card's own figures say so with a Retry (their part needs the same table); the export goes without.
  const count = useDownloaded(useAppDispatch()(nutritionCounterDownload()));
  return useMemo(
    () => exportedFigures(count && recipe && count(recipe, servings, language, chosen)),
    [count, recipe, servings, language, chosen],
  );
}
