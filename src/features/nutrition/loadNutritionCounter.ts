import type { countNutrition } from '../../core/nutrition/nutritionCounter';

export type CountNutrition = typeof countNutrition;

let loaded: CountNutrition | undefined;
let loading: Promise<CountNutrition> | undefined;

/** The counter once its code and table are here, else undefined: what a render can use without waiting. */
export const loadedNutritionCounter = (): CountNutrition | undefined => loaded;

/**
 * Downloads the counter and its table once, when a recipe is first shown (the whole of SR28 is the largest chunk
 * the page has, so never before); a failed download is tried again on the next call. Here, not in the core: which
 * code is downloaded when is the page's business.
 */
export function loadNutritionCounter(): Promise<CountNutrition> {
  loading ??= import(/* webpackChunkName: "nutritionTable" */ '../../core/nutrition/nutritionCounter').then(
    (module) => (loaded = module.countNutrition),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
