import type { countNutrition } from './nutritionCounter';

export type CountNutrition = typeof countNutrition;

let loaded: CountNutrition | undefined;
let loading: Promise<CountNutrition> | undefined;

/** The counter once its code and table are here, else undefined: what a render can use without waiting. */
export const loadedNutritionCounter = (): CountNutrition | undefined => loaded;

/**
 * Downloads the counter and its table once (6 KB gzipped), when a recipe is first shown; a failed download is
 * tried again on the next call.
 */
export function loadNutritionCounter(): Promise<CountNutrition> {
  loading ??= import(/* webpackChunkName: "nutritionTable" */ './nutritionCounter').then(
    (module) => (loaded = module.countNutrition),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
