import { HAND_CHECKED } from '../../../__tests__/nutritionLines/handCheckedLines';
import { REAL_LINES } from '../../../__tests__/nutritionLines/realIngredientLines';
import { lineGrams } from './lineGrams';
import table from './nutritionTable.json';
import type { NutritionTable } from './nutritionTableTypes';

const sr28 = table as NutritionTable;
const withAnAmount = REAL_LINES.map(({ line }) => lineGrams(line, sr28)).filter(
  (weighed) => weighed.counted || weighed.reason !== 'no amount',
);

it('counts at least 90 % of the real lines that give an amount', () => {
  // Measured: 402 of 446 (90.1 %). What is still left out, and why, is in docs/NUTRITION-LINES.md.
  const counted = withAnAmount.filter((weighed) => weighed.counted).length;
  expect(counted / withAnAmount.length).toBeGreaterThanOrEqual(0.9);
});

it('counts at least 95 % of the hand-checked lines as the SR28 entry a dietitian would', () => {
  const right = HAND_CHECKED.filter(([line, sr]) => {
    const weighed = lineGrams(line, sr28);
    return weighed.counted && weighed.sr === sr;
  });
  expect(right.length / HAND_CHECKED.length).toBeGreaterThanOrEqual(0.95);
});

it('holds the hand-checked table to every kind of food a recipe uses', () => {
  const KINDS: Record<string, readonly string[]> = {
    meat: ['05', '07', '10', '13', '17', '23'],
    fish: ['15'],
    dairy: ['01'],
    grains: ['20'],
    pulses: ['16'],
    vegetables: ['11'],
    fruit: ['09'],
    'nuts and seeds': ['12'],
    oils: ['04'],
    condiments: ['06', '19'],
    spices: ['02'],
    baking: ['18'],
  };
  const groups = new Set(HAND_CHECKED.map(([, sr]) => sr.slice(0, 2)));
  const missing = Object.entries(KINDS).filter(([, kind]) => !kind.some((group) => groups.has(group)));
  expect(missing.map(([name]) => name)).toEqual([]);
  expect(HAND_CHECKED.length).toBeGreaterThanOrEqual(150);
});
