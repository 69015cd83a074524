import { readFileSync } from 'node:fs';
import { NUTRITION_FOODS } from '../src/core/nutrition/nutritionFoods';
import { nutritionTableFrom, sr28Rows, TABLE_FILE, tableText } from './nutritionTable';

const rows = sr28Rows();

it('the committed table is what the script makes from SR28, byte for byte', () => {
  expect(readFileSync(TABLE_FILE, 'utf8')).toBe(tableText(nutritionTableFrom(rows)));
});

it('holds every SR28 entry the foods name, and no other', () => {
  const { foods } = nutritionTableFrom(rows);
  expect(Object.keys(foods).sort()).toEqual([...new Set(NUTRITION_FOODS.map((food) => food.sr))].sort());
});

it("keeps SR28's figures per 100 g and its portions: raw spinach", () => {
  expect(nutritionTableFrom(rows).foods['11457']).toEqual({
    title: 'SPINACH, RAW',
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
    ],
  });
});

it('adds the counting words SR28 weighs elsewhere: a clove of garlic', () => {
  expect(nutritionTableFrom(rows).foods['11215']!.portions).toContainEqual({ text: '1 clove', grams: 3 });
});

it('stops, naming the entry, when SR28 lacks one the foods name', () => {
  expect(() => nutritionTableFrom(rows.filter((row) => row[0] !== '11457'))).toThrow(/11457/);
});
