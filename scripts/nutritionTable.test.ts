import { readFileSync } from 'node:fs';
import {
  DESCRIPTIONS_FILE,
  descriptionsText,
  foodDescriptions,
  nutritionTableFrom,
  SR28_WEIGHTS_FILE,
  sr28Rows,
  sr28Weights,
  TABLE_FILE,
  tableText,
} from './nutritionTable';

const rows = sr28Rows();
const weights = sr28Weights(readFileSync(SR28_WEIGHTS_FILE, 'utf8'));
const table = nutritionTableFrom(rows, weights);

it('the committed table is what the script makes from SR28, byte for byte', () => {
  expect(readFileSync(TABLE_FILE, 'utf8')).toBe(tableText(table));
});

it('the committed descriptions are SR28’s, written out whole, for every entry of the table', () => {
  const descriptions = foodDescriptions(rows, table);
  expect(readFileSync(DESCRIPTIONS_FILE, 'utf8')).toBe(descriptionsText(descriptions));
  expect(Object.keys(descriptions).sort()).toEqual(Object.keys(table.foods).sort());
  expect(descriptions['20083']).toBe('wheat flour, white, bread, enriched');
});

it('holds every entry a name reaches, and no other', () => {
  const reached = new Set(Object.values(table.names).flatMap((states) => Object.values(states)));
  expect(Object.keys(table.foods).sort()).toEqual([...reached].sort());
});

it('reaches foods from across the whole of SR28, not from a list: thousands of them', () => {
  expect(Object.keys(table.foods).length).toBeGreaterThan(3000);
  expect(table.names).toMatchObject({
    caper: { canned: '02054' },
    parsnip: { 'as bought': '11298' },
    mussel: { 'as bought': '15164' },
    'maple syrup': { 'as bought': '19353' },
    'fish sauce': { 'as bought': '06179' },
    turmeric: { 'as bought': '02043' },
  });
});

it("keeps SR28's figures per 100 g and its portions, in the words the counter reads: raw spinach", () => {
  expect(table.foods['11457']).toEqual({
    per100g: {
      kcal: 23,
      protein: 2.86,
      fat: 0.39,
      saturatedFat: 0.063,
      carbohydrate: 3.63,
      sugars: 0.42,
      fibre: 2.2,
      sodiumMg: 79,
    },
    portions: [
      { text: '1 cup', grams: 30 },
      { text: '1 bunch', grams: 340 },
      { text: '1 leaf', grams: 10 },
      { text: '1 package (10 oz)', grams: 284 },
    ],
  });
});

it('weighs what cooks count by every portion of SR28’s WEIGHT file: a clove, a head, a bunch, a stalk', () => {
  expect(table.foods['11215']!.portions).toContainEqual({ text: '1 clove', grams: 3 });
  expect(table.foods['11090']!.portions).toEqual(
    expect.arrayContaining([
      { text: '1 bunch', grams: 608 },
      { text: '1 stalk', grams: 151 },
    ]),
  );
});

it('reads all 15,438 rows of the WEIGHT file, for the 8,492 foods it weighs', () => {
  expect([...weights.values()].flat()).toHaveLength(15438);
  expect(weights.size).toBe(8492);
});

it('stops, naming the entry, when SR28 lacks one a pick names', () => {
  expect(() =>
    nutritionTableFrom(
      rows.filter((row) => row[0] !== '11457'),
      weights,
    ),
  ).toThrow(/11457/);
});
