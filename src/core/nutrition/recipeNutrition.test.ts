import table from './nutritionTable.json';
import type { NutritionTable } from './nutritionTableTypes';
import { figuresClaim, recipeNutrition } from './recipeNutrition';
import { AGREES, agreement, HAND_WORKED } from '../../../__tests__/support/handWorkedNutrition';

const sr28 = table as NutritionTable;

describe.each(HAND_WORKED)('$name', ({ servings, lines, perServing, notCounted }) => {
  it('agrees per serving with the figures worked by hand: energy within 10 %, each macronutrient within 15 %', () => {
    const figures = recipeNutrition(lines, servings, sr28).perServing;
    expect(agreement(figures, perServing)).toEqual(AGREES);
  });

  it('gives them as a serving’s: what it leaves out could not move the energy by a tenth', () => {
    expect(figuresClaim(recipeNutrition(lines, servings, sr28))).toBe('per serving');
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

describe('what the figures may claim: energy decides, not weight', () => {
  it('a serving’s figures, when the lines left out hold little energy: salt to taste, a pinch, a few herbs', () => {
    const nutrition = recipeNutrition(['200 g rice', '2 eggs', 'salt to taste', '2 bay leaves'], 2, sr28);
    expect(figuresClaim(nutrition)).toBe('per serving');
  });

  it('none for a bread of water and stock that misses its flour, though most of its weight is counted', () => {
    const bread = ['1 l water', '650 g chicken stock', '500 g einkorn flour', '1 tsp salt', '7 g dried yeast'];
    const nutrition = recipeNutrition(bread, 8, sr28);
    expect(nutrition.notCounted.map(({ line }) => line)).toEqual(['500 g einkorn flour']);
    // 500 g a food nobody knows could be fat: 4,500 kcal over 8 servings.
    expect(nutrition.leftOutKcal).toBeCloseTo((500 * 9) / 8, 5);
    expect(figuresClaim(nutrition)).toBe('part of the dish');
  });

  it('none for a stock soup that misses its meat', () => {
    const soup = ['1.5 l chicken stock', '2 carrots', '1 onion', '400 g nduja', 'salt to taste'];
    expect(figuresClaim(recipeNutrition(soup, 4, sr28))).toBe('part of the dish');
  });

  it('a range of energy for a dish whose missing fat could add more than a tenth but less than the figure', () => {
    const pasta = ['400 g spaghetti', '1 (400 g) can chopped tomatoes', '2 tbsp schmaltz'];
    const nutrition = recipeNutrition(pasta, 4, sr28);
    // Two tablespoons (29.6 ml) at fat's 9 kcal a millilitre, over 4 servings.
    expect(nutrition.leftOutKcal).toBeCloseTo((2 * 14.7868 * 9) / 4, 1);
    expect(figuresClaim(nutrition)).toBe('energy range');
  });

  it('counts water and stock for the energy they have, so a litre of either moves nothing', () => {
    const nutrition = recipeNutrition(['200 g rice', '1 l water', '1 l chicken stock'], 2, sr28);
    expect(nutrition.notCounted).toEqual([]);
    expect(figuresClaim(nutrition)).toBe('per serving');
  });

  it('bounds a part of a fruit by the whole fruit, and a spice’s piece by a few grams', () => {
    const nutrition = recipeNutrition(['200 g rice', '12 lime wedges', '2 green cardamom pods'], 2, sr28);
    expect(Number.isFinite(nutrition.leftOutKcal)).toBe(true);
  });

  it('reads another language’s lines as its own, so a French recipe read as English claims nothing', () => {
    const french = ['200 g de riz', '2 œufs', "100 g d'épinards"];
    expect(figuresClaim(recipeNutrition(french, 2, sr28, 'fr'))).toBe('per serving');
    expect(figuresClaim(recipeNutrition(french, 2, sr28))).toBe('part of the dish');
  });
});
