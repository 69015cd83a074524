import { nutrition } from '../../../i18n/catalogues/en/nutrition';
import { partTexts } from '../../../i18n/partTexts';
import type { NotCountedReason } from '../../../core/nutrition/lineGrams';
import type { NutritionFigures, RecipeNutrition } from '../../../core/nutrition/recipeNutrition';

/** A text of the nutrition figures, in the cook's language. */
export const useNutritionText = partTexts(nutrition);

type NutritionText = ReturnType<typeof useNutritionText>;
type NutritionTextId = Parameters<NutritionText>[0];

/** One row of the card's nutrition: "Fat", "10 g, of which saturated 3 g". */
export interface NutritionFact {
  label: string;
  value: string;
}

/**
 * A serving's figures, already rounded as a label rounds them, as the card lists them: energy in kcal and kJ,
 * then the nutrients a label gives; salt for Metric, sodium for US units, as each country's labels do.
 */
export function nutritionFacts(
  text: NutritionText,
  rounded: NutritionFigures,
  units: 'metric' | 'us',
): NutritionFact[] {
  const grams = (value: number) => text('nutrition.grams', { grams: value });
  return [
    { label: text('nutrition.energy'), value: text('nutrition.energyValue', { kcal: rounded.kcal, kj: rounded.kj }) },
    { label: text('nutrition.protein'), value: grams(rounded.protein) },
    {
      label: text('nutrition.fat'),
      value: text('nutrition.fatValue', { fat: rounded.fat, saturated: rounded.saturatedFat }),
    },
    {
      label: text('nutrition.carbohydrate'),
      value: text('nutrition.carbohydrateValue', { carbohydrate: rounded.carbohydrate, sugars: rounded.sugars }),
    },
    { label: text('nutrition.fibre'), value: grams(rounded.fibre) },
    units === 'us'
      ? { label: text('nutrition.sodium'), value: text('nutrition.milligrams', { milligrams: rounded.sodiumMg }) }
      : { label: text('nutrition.salt'), value: grams(rounded.salt) },
  ];
}

/** Why a line is left out, as the card says it. */
export const REASON_TEXT: Record<NotCountedReason, NutritionTextId> = {
  'no amount': 'nutrition.reason.noAmount',
  'unknown food': 'nutrition.reason.unknownFood',
  'unsure food': 'nutrition.reason.unsureFood',
  'no weight': 'nutrition.reason.noWeight',
};

/** How much of the recipe the figures cover: "From 6 of 7 ingredients; not counted: salt to taste (no amount)." */
export function coverageLine(
  text: NutritionText,
  { counted, lines, notCounted }: Pick<RecipeNutrition, 'counted' | 'lines' | 'notCounted'>,
): string {
  if (notCounted.length === 0) return text('nutrition.fromAll', { lines });
  const left = notCounted
    .map(({ line, reason }) => text('nutrition.notCountedLine', { line, reason: text(REASON_TEXT[reason]) }))
    .join('; ');
  return text('nutrition.fromSome', { counted, lines, left });
}
