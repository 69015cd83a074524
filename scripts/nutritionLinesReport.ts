/**
 * `npm run nutrition-lines`: writes docs/NUTRITION-LINES.md, how the nutrition counter does on published recipes'
 * lines (__tests__/nutritionLines/): how many it counts, how many of the hand-checked ones it counts as the right
 * SR28 entry, and every line it leaves out, by reason. A test holds the committed page to what this makes, so it
 * changes with the counter.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { HAND_CHECKED } from '../__tests__/nutritionLines/handCheckedLines';
import { REAL_LINES } from '../__tests__/nutritionLines/realIngredientLines';
import { parsedIngredientLine } from '../src/core/cooking/parsedIngredientLine';
import { lineGrams, type NotCountedReason } from '../src/core/nutrition/lineGrams';
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
  ].join('\n');
}

if (require.main === module) {
  writeFileSync(REPORT_FILE, nutritionLinesReport());
  console.log(`${path.relative(process.cwd(), REPORT_FILE)} written.`);
}
