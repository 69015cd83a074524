/** What 100 g of a food holds, as SR28 gives it: energy in kcal, the rest in grams, sodium in milligrams. */
export interface Per100g {
  kcal: number;
  protein: number;
  fat: number;
  saturatedFat: number;
  carbohydrate: number;
  sugars: number;
  fibre: number;
  sodiumMg: number;
}

/** One SR28 entry as the app keeps it: its figures, and what its household portions weigh. */
export interface TableFood {
  per100g: Per100g;
  /** "1 large" 50 g, "1 cup, chopped" 160 g: SR28's words for a portion, with its weight. */
  portions: readonly { text: string; grams: number }[];
  /** The portion a count means when it is not a medium one ("2 eggs" are large ones, as recipes mean them). */
  piece?: string;
}

/** What a recipe may say of a food's state: "canned chickpeas", "cooked rice", "dried figs", "frozen peas". */
export type FoodState = 'as bought' | 'canned' | 'cooked' | 'dried' | 'frozen';

/** Each food name (singular words, one space apart), and the SR number that stands for it in each state. */
export type FoodNames = Record<string, Partial<Record<FoodState, string>>>;

/** nutritionTable.json: the entries by SR number, the names that reach them, and where they come from. */
export interface NutritionTable {
  source: string;
  names: FoodNames;
  foods: Record<string, TableFood>;
}
