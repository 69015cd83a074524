import type { AppThunk } from '../../app/store';
import type { countNutrition } from '../../core/nutrition/nutritionCounter';
import type * as ShownRecipeNutrition from './shownRecipeNutrition';

export type CountNutrition = typeof countNutrition;

/** SR28's description of each entry of the table, by SR number ("20140": "spelt, uncooked"). */
export type FoodDescriptions = Readonly<Record<string, string>>;

/**
 * The nutrition code and data the page downloads on demand (the page's list of what loads when says when): the
 * counting with its table, the largest chunk the page has, never before a recipe is shown; the descriptions
 * (40 KB gzipped) when the cook first opens the lines' matches, which the figures never wait for.
 */
export interface NutritionDeps {
  downloadNutritionCounting: () => Promise<typeof ShownRecipeNutrition>;
  downloadFoodDescriptions: () => Promise<FoodDescriptions>;
}

/** How the store downloads the counting: a component reaches it through dispatch, as it reads state through selectors. */
export const nutritionCountingDownload =
  (): AppThunk<NutritionDeps['downloadNutritionCounting']> => (_dispatch, _getState, extra) =>
    extra.downloadNutritionCounting;

export const foodDescriptionsDownload =
  (): AppThunk<NutritionDeps['downloadFoodDescriptions']> => (_dispatch, _getState, extra) =>
    extra.downloadFoodDescriptions;
