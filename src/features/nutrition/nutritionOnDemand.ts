import type { AppThunk } from '../../app/store';
import { useAppDispatch, useAppSelector } from '../../app/withTypes';
import { useDownloaded } from '../../components/useDownloaded';
import type { countNutrition } from '../../core/nutrition/nutritionCounter';
import type { NutritionFigures } from '../../core/nutrition/recipeNutrition';
import type * as NutritionEntry from './nutritionEntry';

export type CountNutrition = typeof countNutrition;

/** SR28's description of each entry of the table, by SR number ("20140": "spelt, uncooked"). */
export type FoodDescriptions = Readonly<Record<string, string>>;

/**
 * The nutrition code and data the page downloads on demand (the page's list of what loads when says when): the
 * feature's entry, with the counting and its table, the largest chunk the page has, never before a recipe is
 * shown or exported; the descriptions
 * (40 KB gzipped) when the cook first opens the lines' matches, which the figures never wait for.
 */
export interface NutritionDeps {
  downloadNutritionCounting: () => Promise<typeof NutritionEntry>;
  downloadFoodDescriptions: () => Promise<FoodDescriptions>;
}

/** How the store downloads the counting: a component reaches it through dispatch, as it reads state through selectors. */
export const nutritionCountingDownload =
  (): AppThunk<NutritionDeps['downloadNutritionCounting']> => (_dispatch, _getState, extra) =>
    extra.downloadNutritionCounting;

export const foodDescriptionsDownload =
  (): AppThunk<NutritionDeps['downloadFoodDescriptions']> => (_dispatch, _getState, extra) =>
    extra.downloadFoodDescriptions;

/**
 * A serving's figures of the recipe shown, rounded as a label rounds them, for its JSON-LD and download: undefined
 * until the table's code is here (downloaded on first use, shared with the card's nutrition part), with no recipe,
 * or when the figures do not cover most of the dish. The card's own figures say so with a Retry if the table
 * cannot be downloaded (their part needs it too); the export goes without.
 */
export function useNutritionForExport(): NutritionFigures | undefined {
  const counting = useDownloaded(useAppDispatch()(nutritionCountingDownload()));
  return useAppSelector((state) => counting?.selectShownRecipeLabelFigures(state));
}
