import type { NotCountedReason } from './lineGrams';
import type { NutritionFigures, RecipeNutrition } from './recipeNutrition';

/** One row of the card's nutrition: "Fat", "10 g, of which saturated 3 g". */
export interface NutritionFact {
  label: string;
  value: string;
}

const grams = (value: number) => `${value.toLocaleString('en')} g`;

/**
 * A serving's figures, already rounded as a label rounds them, as the card lists them: energy in kcal and kJ,
 * then the nutrients a label gives; salt for Metric, sodium for US units, as each country's labels do.
 */
export function nutritionFacts(rounded: NutritionFigures, units: 'metric' | 'us'): NutritionFact[] {
  return [
    { label: 'Energy', value: `${rounded.kcal.toLocaleString('en')} kcal (${rounded.kj.toLocaleString('en')} kJ)` },
    { label: 'Protein', value: grams(rounded.protein) },
    { label: 'Fat', value: `${grams(rounded.fat)}, of which saturated ${grams(rounded.saturatedFat)}` },
    {
      label: 'Carbohydrate',
      value: `${grams(rounded.carbohydrate)}, of which sugars ${grams(rounded.sugars)}`,
    },
    { label: 'Fibre', value: grams(rounded.fibre) },
    units === 'us'
      ? { label: 'Sodium', value: `${rounded.sodiumMg.toLocaleString('en')} mg` }
      : { label: 'Salt', value: grams(rounded.salt) },
  ];
}

const REASONS: Record<NotCountedReason, string> = {
  'no amount': 'no amount',
  'unknown food': 'not in the food table',
  'no weight': 'no weight for that amount',
};

/** How much of the recipe the figures cover: "From 6 of 7 ingredients; not counted: salt to taste (no amount)." */
export function coverageLine({ counted, lines, notCounted }: RecipeNutrition): string {
  if (notCounted.length === 0) return `From all ${lines} ingredients.`;
  const left = notCounted.map(({ line, reason }) => `${line} (${REASONS[reason]})`).join('; ');
  return `From ${counted} of ${lines} ingredients; not counted: ${left}.`;
}
