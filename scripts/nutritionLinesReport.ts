/**
 * `npm run nutrition-lines`: writes docs/NUTRITION-LINES.md, how the nutrition counter does on published recipes'
 * lines (__tests__/nutritionLines/): how many it counts, how many of the hand-checked ones it counts as the right
 * SR28 entry, and every line it leaves out, by reason. A test holds the committed page to what this makes, so it
 * changes with the counter.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { HAND_CHECKED } from '../__tests__/nutritionLines/handCheckedLines';
import { HAND_CHECKED_IN_LANGUAGES } from '../__tests__/nutritionLines/handCheckedInLanguages';
import { PUBLISHED_RECIPES_IN_LANGUAGES } from '../__tests__/nutritionLines/publishedRecipesInLanguages';
import { REAL_LINES } from '../__tests__/nutritionLines/realIngredientLines';
import { parsedIngredientLine } from '../src/core/cooking/parsedIngredientLine';
import { lineGrams, type NotCountedReason } from '../src/core/nutrition/lineGrams';
import { figuresClaim, recipeNutrition } from '../src/core/nutrition/recipeNutrition';
import table from '../src/core/nutrition/nutritionTable.json';

export const REPORT_FILE = path.resolve(__dirname, '../docs/NUTRITION-LINES.md');

const WHY: Record<Exclude<NotCountedReason, 'no amount'>, string> = {
  'unsure food': 'Not sure which food: a food the table knows, named with words that may make it another',
  'unknown food': 'Not in the food table: SR28 has no such food, or no name for it yet',
  'no weight': 'No weight for that amount: SR28 weighs no such piece or measure of the food',
};

const MEASURING_UNITS = new Set([
  'gram',
  'kilogram',
  'milliliter',
  'liter',
  'cup',
  'tablespoon',
  'teaspoon',
  'ounce',
  'pound',
  'fluid ounce',
]);

const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)} %`;

const LANGUAGE_NAMES = { es: 'Spanish', fr: 'French', de: 'German', it: 'Italian' } as const;

/** Whether a dish and its English translation give the same energy per serving (within 10 %), or both none. */
function sameInEnglish({ language, lines, inEnglish }: (typeof PUBLISHED_RECIPES_IN_LANGUAGES)[number]): boolean {
  const [own, english] = [recipeNutrition(lines, 4, table, language), recipeNutrition(inEnglish ?? [], 4, table)];
  const [ownStands, englishStands] = [figuresClaim(own), figuresClaim(english)].map((claim) => claim === 'per serving');
  if (!ownStands || !englishStands) return ownStands === englishStands;
  return Math.abs(own.perServing.kcal / english.perServing.kcal - 1) <= 0.1;
}

/** Each language's published lines: how many the counter counts, and each it leaves out, by reason. */
function inLanguages(): string[] {
  const languages = Object.keys(LANGUAGE_NAMES) as (keyof typeof LANGUAGE_NAMES)[];
  const read = languages.map((language) => {
    const recipes = PUBLISHED_RECIPES_IN_LANGUAGES.filter((recipe) => recipe.language === language);
    const lines = recipes.flatMap((recipe) =>
      recipe.lines.map((line) => ({ line, site: recipe.site, weighed: lineGrams(line, table, language) })),
    );
    const withAmount = lines.filter(({ weighed }) => weighed.counted || weighed.reason !== 'no amount');
    const wrong = HAND_CHECKED_IN_LANGUAGES[language].filter(([line, sr]) => {
      const weighed = lineGrams(line, table, language);
      return !weighed.counted || weighed.sr !== sr;
    });
    const counted = withAmount.filter(({ weighed }) => weighed.counted).length;
    return { language, recipes, withAmount, counted, wrong };
  });
  return [
    '## In Spanish, French, German and Italian',
    '',
    'Every recipe in those languages among the recipe-scrapers project’s test pages, five of recetasgratis.net and 30',
    'of GialloZafferano (`__tests__/nutritionLines/publishedRecipesInLanguages.ts`, with each collection’s source and',
    'each recipe’s address), read in its language.',
    '“Dishes as in English”: of the dishes translated line by line, how many give the energy per serving of their',
    'English translation within 10 %, or no figure in either.',
    '',
    '| Language | Recipes | Sites | Lines with an amount | Counted | Hand-checked as the right entry | Dishes as in English |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...read.map(({ language, recipes, withAmount, counted, wrong }) => {
      const checked = HAND_CHECKED_IN_LANGUAGES[language].length;
      const translated = recipes.filter((recipe) => recipe.inEnglish);
      const same = translated.filter(sameInEnglish).length;
      return `| ${LANGUAGE_NAMES[language]} | ${recipes.length} | ${new Set(recipes.map(({ site }) => site)).size} | ${withAmount.length} | ${counted} (${percent(counted, withAmount.length)}) | ${checked - wrong.length} of ${checked} (${percent(checked - wrong.length, checked)}) | ${same} of ${translated.length} |`;
    }),
    '',
    ...read.flatMap(({ language, wrong }) =>
      wrong.length === 0
        ? []
        : [
            `### ${LANGUAGE_NAMES[language]}: hand-checked lines counted as another entry`,
            '',
            ...wrong.map(([line, sr]) => {
              const weighed = lineGrams(line, table, language);
              return `- ${line}: SR ${sr} expected, ${weighed.counted ? `SR ${weighed.sr} counted` : weighed.reason}`;
            }),
            '',
          ],
    ),
    ...read.flatMap(({ language, withAmount }) =>
      (Object.keys(WHY) as (keyof typeof WHY)[]).flatMap((reason) => {
        const lines = withAmount.filter(({ weighed }) => !weighed.counted && weighed.reason === reason);
        return lines.length === 0
          ? []
          : [
              `### ${LANGUAGE_NAMES[language]}: ${WHY[reason]} (${lines.length})`,
              '',
              ...lines.map(({ line, site }) => `- ${line.trim()} (${site})`),
              '',
            ];
      }),
    ),
  ];
}

export function nutritionLinesReport(): string {
  const read = REAL_LINES.map(({ line, source }) => ({ line, source, weighed: lineGrams(line, table) }));
  const withAmount = read.filter(({ weighed }) => weighed.counted || weighed.reason !== 'no amount');
  const counted = withAmount.filter(({ weighed }) => weighed.counted);
  // The issue's own sample: one quantity and one plain measuring unit a line.
  const measured = withAmount.filter(({ line }) =>
    MEASURING_UNITS.has(parsedIngredientLine(line)?.unitOfMeasureID ?? ''),
  );
  const right = HAND_CHECKED.filter(([line, sr]) => {
    const weighed = lineGrams(line, table);
    return weighed.counted && weighed.sr === sr;
  });
  const wrong = HAND_CHECKED.filter((entry) => !right.includes(entry));
  const sources = [...new Set(REAL_LINES.map(({ source }) => source))];
  const bySource = sources.map((source) => {
    const of = withAmount.filter((entry) => entry.source === source);
    return `| ${source} | ${of.length} | ${of.filter(({ weighed }) => weighed.counted).length} |`;
  });
  const leftOut = (Object.keys(WHY) as (keyof typeof WHY)[]).map((reason) => {
    const lines = withAmount.filter(({ weighed }) => !weighed.counted && weighed.reason === reason);
    return [`## ${WHY[reason]} (${lines.length})`, '', ...lines.map(({ line, source }) => `- ${line} (${source})`), ''];
  });
  return [
    '# Nutrition on published recipes’ lines',
    '',
    'Made by `npm run nutrition-lines` from `__tests__/nutritionLines/` (lines from BBC Food, Cookstr and TASTE',
    'recipes, via the ingredient-parser project’s labelled data; sources and licence in that folder), and held to the',
    'counter by a test: it changes when the counter does.',
    '',
    `- Lines with an amount: ${withAmount.length}; counted: ${counted.length} (${percent(counted.length, withAmount.length)}).`,
    `- Of those, lines with a measuring unit (no count): ${measured.length}; counted: ${measured.filter(({ weighed }) => weighed.counted).length} (${percent(measured.filter(({ weighed }) => weighed.counted).length, measured.length)}).`,
    `- Hand-checked lines counted as the SR28 entry a dietitian would pick: ${right.length} of ${HAND_CHECKED.length} (${percent(right.length, HAND_CHECKED.length)}).`,
    '',
    '| Source | Lines with an amount | Counted |',
    '| --- | --- | --- |',
    ...bySource,
    '',
    '## Hand-checked lines counted as another entry',
    '',
    ...wrong.map(([line, sr]) => {
      const weighed = lineGrams(line, table);
      return `- ${line}: SR ${sr} expected, ${weighed.counted ? `SR ${weighed.sr} counted` : weighed.reason}`;
    }),
    '',
    ...leftOut.flat(),
    ...inLanguages(),
  ].join('\n');
}

if (require.main === module) {
  writeFileSync(REPORT_FILE, nutritionLinesReport());
  console.log(`${path.relative(process.cwd(), REPORT_FILE)} written.`);
}
