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

/** One SR28 entry as the app keeps it: its title, its figures, and what its household portions weigh. */
export interface TableFood {
  title: string;
  per100g: Per100g;
  /** "1 large" 50 g, "1 cup, chopped" 160 g: SR28's words for a portion, with its weight. */
  portions: readonly { text: string; grams: number }[];
}

/** nutritionTable.json: the entries by SR number, and where they come from. */
export interface NutritionTable {
  source: string;
  foods: Record<string, TableFood>;
}
