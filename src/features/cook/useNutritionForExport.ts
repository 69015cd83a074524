import { useAppDispatch, useAppSelector } from '../../app/withTypes';
import { useDownloaded } from '../../components/useDownloaded';
import type { NutritionFigures } from '../../core/nutrition/recipeNutrition';
import { nutritionCountingDownload } from '../nutrition/nutritionOnDemand';

/**
 * A serving's figures of the recipe shown, rounded as a label rounds them, for its JSON-LD: undefined until the
 * table's code is here (downloaded on first use, shared with the card's nutrition part), with no recipe, or when
 * the figures do not cover most of the dish. The card's own figures say so with a Retry if the table cannot be
 * downloaded (their part needs it too); the export goes without.
 */
export function useNutritionForExport(): NutritionFigures | undefined {
  const counting = useDownloaded(useAppDispatch()(nutritionCountingDownload()));
  return useAppSelector((state) => counting?.selectShownRecipeLabelFigures(state));
}
