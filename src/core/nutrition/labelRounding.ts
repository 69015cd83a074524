import { figuresClaim, type NutritionFigures, type RecipeNutrition } from './recipeNutrition';

const toNearest = (value: number, step: number) => Math.round(value / step) * step;
/** Rounded to `step`, without the float's tail: 0.30000000000000004 is 0.3. */
const tidy = (value: number, step: number) => Number(toNearest(value, step).toFixed(2));

/** Energy as US labels round it (21 CFR 101.9(c)(1)): 0 below 5, then to 5 up to 50, then to 10. */
export const labelKcal = (kcal: number) => (kcal < 5 ? 0 : kcal <= 50 ? toNearest(kcal, 5) : toNearest(kcal, 10));

/** Fat and saturated fat (101.9(c)(2)): 0 below 0.5 g, then to 0.5 g below 5 g, then to 1 g. */
export const labelFat = (grams: number) => (grams < 0.5 ? 0 : grams < 5 ? tidy(grams, 0.5) : Math.round(grams));

/** Protein, carbohydrate, sugars and fibre (101.9(c)(6)–(7)): 0 below 0.5 g, then to 1 g. */
export const labelGrams = (grams: number) => (grams < 0.5 ? 0 : Math.round(grams));

/** Sodium (101.9(c)(4)): 0 below 5 mg, then to 5 mg up to 140 mg, then to 10 mg. */
export const labelSodium = (mg: number) => (mg < 5 ? 0 : mg <= 140 ? toNearest(mg, 5) : toNearest(mg, 10));

/** Salt as European labels give it (the EU's guidance on tolerances): to 0.01 g below 1 g, then to 0.1 g. */
export const labelSalt = (grams: number) => (grams < 0.0125 ? 0 : grams < 1 ? tidy(grams, 0.01) : tidy(grams, 0.1));

/** A serving's figures as a food label shows them; kJ to the whole kilojoule, as European labels give energy. */
export function labelRounded(figures: NutritionFigures): NutritionFigures {
  return {
    kcal: labelKcal(figures.kcal),
    kj: Math.round(figures.kj),
    protein: labelGrams(figures.protein),
    fat: labelFat(figures.fat),
    saturatedFat: labelFat(figures.saturatedFat),
    carbohydrate: labelGrams(figures.carbohydrate),
    sugars: labelGrams(figures.sugars),
    fibre: labelGrams(figures.fibre),
    sodiumMg: labelSodium(figures.sodiumMg),
    salt: labelSalt(figures.salt),
  };
}

/** A recipe's figures as a JSON-LD file carries them: label-rounded, or none unless they stand as a serving's. */
export const exportedFigures = (nutrition: RecipeNutrition | null | undefined): NutritionFigures | undefined =>
  nutrition && figuresClaim(nutrition) === 'per serving' ? labelRounded(nutrition.perServing) : undefined;
