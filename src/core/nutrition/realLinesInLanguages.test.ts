import { HAND_CHECKED_IN_LANGUAGES } from '../../../__tests__/nutritionLines/handCheckedInLanguages';
import { PUBLISHED_RECIPES_IN_LANGUAGES } from '../../../__tests__/nutritionLines/publishedRecipesInLanguages';
import { lineGrams } from './lineGrams';
import { figuresClaim, recipeNutrition } from './recipeNutrition';
import table from './nutritionTable.json';
import type { NutritionTable } from './nutritionTableTypes';

const sr28 = table as NutritionTable;

/**
 * The share of published lines with an amount counted, as measured on this counter (docs/NUTRITION-LINES.md
 * lists what is left out, and why); the aim is 90 % in every language.
 */
const COUNTED_AT_LEAST = { es: 0.9, fr: 0.9, de: 0.9, it: 0.9 } as const;

describe.each(Object.entries(COUNTED_AT_LEAST))('published %s recipes', (language, share) => {
  const lines = PUBLISHED_RECIPES_IN_LANGUAGES.filter((recipe) => recipe.language === language).flatMap(
    (recipe) => recipe.lines,
  );
  const withAnAmount = lines
    .map((line) => lineGrams(line, sr28, language as keyof typeof COUNTED_AT_LEAST))
    .filter((weighed) => weighed.counted || weighed.reason !== 'no amount');

  it(`counts at least ${share * 100} % of the lines that give an amount`, () => {
    const counted = withAnAmount.filter((weighed) => weighed.counted).length;
    expect(counted / withAnAmount.length).toBeGreaterThanOrEqual(share);
  });

  it('counts at least 95 % of the hand-checked lines as the SR28 entry a dietitian would', () => {
    const checked = HAND_CHECKED_IN_LANGUAGES[language as keyof typeof COUNTED_AT_LEAST];
    const right = checked.filter(([line, sr]) => {
      const weighed = lineGrams(line, sr28, language as keyof typeof COUNTED_AT_LEAST);
      return weighed.counted && weighed.sr === sr;
    });
    expect(right.length / checked.length).toBeGreaterThanOrEqual(0.95);
  });
});

describe.each(PUBLISHED_RECIPES_IN_LANGUAGES.filter((recipe) => recipe.inEnglish))(
  'the $language dish at $url, and its English',
  ({ language, lines, inEnglish }) => {
    it('gives the same energy per serving within 10 %, or no figure in either', () => {
      const [inItsLanguage, english] = [
        recipeNutrition(lines, 4, sr28, language),
        recipeNutrition(inEnglish!, 4, sr28),
      ];
      const stands = [figuresClaim(inItsLanguage), figuresClaim(english)].map((claim) => claim === 'per serving');
      expect(stands[0]).toBe(stands[1]);
      const apart = Math.abs(inItsLanguage.perServing.kcal / english.perServing.kcal - 1);
      if (stands[0]) expect(apart).toBeLessThanOrEqual(0.1);
    });
  },
);
