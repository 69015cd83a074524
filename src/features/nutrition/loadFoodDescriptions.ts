/** SR28's description of each entry of the table, by SR number ("20140": "spelt, uncooked"). */
export type FoodDescriptions = Readonly<Record<string, string>>;

let loaded: FoodDescriptions | undefined;
let loading: Promise<FoodDescriptions> | undefined;

/** The descriptions once they are here, else undefined: what a render can use without waiting. */
export const loadedFoodDescriptions = (): FoodDescriptions | undefined => loaded;

/**
 * Downloads the descriptions once (40 KB gzipped), when the cook first opens the lines' matches: the figures
 * never wait for them. A failed download is tried again on the next call.
 */
export function loadFoodDescriptions(): Promise<FoodDescriptions> {
  loading ??= import(/* webpackChunkName: "foodDescriptions" */ '../../core/nutrition/foodDescriptions.json').then(
    (module: { default: FoodDescriptions }) => (loaded = module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
