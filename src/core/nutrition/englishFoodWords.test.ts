import { lineGrams } from './lineGrams';
import table from './nutritionTable.json';
import type { NutritionTable } from './nutritionTableTypes';
import { recipeNutrition } from './recipeNutrition';

const sr28 = table as NutritionTable;

describe('a line in another language reaches the SR28 entry of its English', () => {
  it.each([
    ['es', '200 g de espinacas', '200 g spinach'],
    ['fr', '2 gros œufs', '2 large eggs'],
    ['de', '1 EL Olivenöl', '1 tbsp olive oil'],
    ['it', '200 g di riso a chicco lungo', '200 g long-grain rice'],
    ['es', '400 g de garbanzos en lata', '400 g canned chickpeas'],
    ['fr', '100 g de petits pois surgelés', '100 g frozen peas'],
    ['de', '2 Knoblauchzehen', '2 cloves garlic'],
    ['it', "2 spicchi d'aglio", '2 cloves garlic'],
    ['es', '1 cebolla roja grande, picada', '1 large red onion, chopped'],
    ['de', '4 Hähnchenschenkel', '4 chicken thighs'],
  ] as const)('%s: "%s" is "%s"', (language, line, english) => {
    expect(lineGrams(line, sr28, language)).toEqual(lineGrams(english, sr28));
    expect(lineGrams(english, sr28)).toMatchObject({ counted: true });
  });

  it('leaves out a food it knows only in part, as in English: "queso manchego" is not any cheese', () => {
    expect(lineGrams('100 g de queso manchego', sr28, 'es')).toMatchObject({ counted: false, reason: 'unsure food' });
  });
});

it('counts the rice bowl the same in every language, not from its one English word', () => {
  const bowl = {
    en: ['200 g rice', '2 eggs', '50 g cheddar', '1 tbsp olive oil', '100 g spinach', '2 carrots'],
    es: [
      '200 g de arroz',
      '2 huevos',
      '50 g de queso cheddar',
      '1 cucharada de aceite de oliva',
      '100 g de espinacas',
      '2 zanahorias',
    ],
    fr: ['200 g de riz', '2 œufs', '50 g de cheddar', "1 c. à s. d'huile d'olive", "100 g d'épinards", '2 carottes'],
    de: ['200 g Reis', '2 Eier', '50 g Cheddar', '1 EL Olivenöl', '100 g Spinat', '2 Möhren'],
    it: ['200 g di riso', '2 uova', '50 g di cheddar', "1 cucchiaio di olio d'oliva", '100 g di spinaci', '2 carote'],
  } as const;
  const kcal = (language: keyof typeof bowl) =>
    Math.round(recipeNutrition(bowl[language], 2, sr28, language).perServing.kcal);
  expect(kcal('en')).toBeGreaterThan(600);
  expect({ es: kcal('es'), fr: kcal('fr'), de: kcal('de'), it: kcal('it') }).toEqual({
    es: kcal('en'),
    fr: kcal('en'),
    de: kcal('en'),
    it: kcal('en'),
  });
});
