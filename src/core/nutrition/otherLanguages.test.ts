import { HAND_WORKED } from '../../../__tests__/support/handWorkedNutrition';
import { IN_OTHER_LANGUAGES } from '../../../__tests__/support/handWorkedNutritionInLanguages';
import table from './nutritionTable.json';
import type { NutritionTable } from './nutritionTableTypes';
import { recipeNutrition } from './recipeNutrition';

const sr28 = table as NutritionTable;
const LANGUAGES = ['es', 'fr', 'de', 'it'] as const;

/** Each figure of `figures` as a share of the English one: 1 is the same. */
const shares = (figures: Record<string, number>, english: Record<string, number>) =>
  Object.fromEntries(
    (['kcal', 'protein', 'fat', 'carbohydrate'] as const).map((nutrient) => [
      nutrient,
      english[nutrient]! < 0.5 ? 1 : Math.round((figures[nutrient]! / english[nutrient]!) * 100) / 100,
    ]),
  );

describe.each(HAND_WORKED.map(({ name, servings, lines }) => ({ name, servings, lines })))(
  '$name',
  ({ name, servings, lines }) => {
    const english = recipeNutrition(lines, servings, sr28);

    it.each(LANGUAGES)('in %s, gives the English figures within 5 %, from as many lines', (language) => {
      const translated = recipeNutrition(IN_OTHER_LANGUAGES[name]![language], servings, sr28, language);
      const ratios = shares({ ...translated.perServing }, { ...english.perServing });
      for (const ratio of Object.values(ratios)) {
        expect(ratio).toBeGreaterThanOrEqual(0.95);
        expect(ratio).toBeLessThanOrEqual(1.05);
      }
      expect(translated.counted).toBe(english.counted);
    });
  },
);
