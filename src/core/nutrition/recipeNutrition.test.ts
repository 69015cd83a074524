import table from './nutritionTable.json';
import type { NutritionTable } from './nutritionTableTypes';
import { coversTheRecipe, recipeNutrition } from './recipeNutrition';
import { AGREES, agreement, HAND_WORKED } from '../../../__tests__/support/handWorkedNutrition';

const sr28 = table as NutritionTable;

describe.each(HAND_WORKED)('$name', ({ servings, lines, perServing, notCounted }) => {
  it('agrees per serving with the figures worked by hand: energy within 10 %, each macronutrient within 15 %', () => {
    const figures = recipeNutrition(lines, servings, sr28).perServing;
    expect(agreement(figures, perServing)).toEqual(AGREES);
  });

  it('names every line it does not count, and counts the rest', () => {
    const result = recipeNutrition(lines, servings, sr28);
    expect(result.notCounted.map(({ line }) => line)).toEqual(notCounted);
    expect(result.counted).toBe(lines.length - notCounted.length);
  });
});

it('gives energy in kJ beside kcal, and salt as sodium × 2.5', () => {
  const { perServing } = recipeNutrition(['1 tsp salt', '100 g rice'], 1, sr28);
  expect(perServing.kj).toBeCloseTo(365 * 4.184, 5);
  // 6 g of salt at 38,758 mg sodium per 100 g, and 5 mg in the rice.
  expect(perServing.sodiumMg).toBeCloseTo(2325.48 + 5, 2);
  expect(perServing.salt).toBeCloseTo(((2325.48 + 5) / 1000) * 2.5, 4);
});

describe('whether the figures may stand as a serving’s', () => {
  it('they may when the lines left out weigh little: salt to taste, a pinch, a few herbs', () => {
    const nutrition = recipeNutrition(['200 g rice', '2 eggs', 'salt to taste', '2 bay leaves'], 2, sr28);
    expect(coversTheRecipe(nutrition)).toBe(true);
  });

  it('they may not when most of the dish is left out: its weight is counted roughly, never into the figures', () => {
    const nutrition = recipeNutrition(['400 g garam masala paste', '1 tbsp olive oil', '100 g yuzu kosho'], 2, sr28);
    expect(nutrition.counted).toBe(1);
    expect(nutrition.countedShare).toBeCloseTo(13.5 / (13.5 + 500), 5);
    expect(coversTheRecipe(nutrition)).toBe(false);
  });

  it('reads another language’s lines as its own, so a French recipe read as English covers nothing', () => {
    const french = ['200 g de riz', '2 œufs', "100 g d'épinards"];
    expect(coversTheRecipe(recipeNutrition(french, 2, sr28, 'fr'))).toBe(true);
    expect(coversTheRecipe(recipeNutrition(french, 2, sr28))).toBe(false);
  });
});
