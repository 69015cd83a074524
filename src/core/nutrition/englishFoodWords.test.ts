import wordsByLanguage from './foodWordsToEnglish.json';
import { foodOfLine } from './foodOfLine';
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

describe('each language’s own words and grammar', () => {
  it.each([
    ['de', '100 g Dinkelmehl', '100 g spelt flour'],
    ['de', '500 ml Gemüsebrühe', '500 ml vegetable broth'],
    ['de', '4 EL Bratöl', '4 tbsp vegetable oil'],
    ['de', '500 g Rindshackfleisch', '500 g ground beef'],
    ['de', '100 g Weißbrotwürfel', '100 g white bread'],
    ['de', '200 g Weizenmehl Type 405', '200 g flour'],
    ['de', '100 g BACK FAMILY Weizenmehl', '100 g flour'],
    ['de', '100 g g Cocktailtomaten', '100 g tomatoes'],
    ['fr', '2 c.s. de farine', '2 tbsp flour'],
    ['fr', "2 cuill. à soupe d'huile d'olive", '2 tbsp olive oil'],
    ['fr', 'Farine : 55 g', '55 g flour'],
    ['es', '500 gr de calabaza', '500 g pumpkin'],
    ['it', 'zucchero 130 g', '130 g sugar'],
    ['it', '320 g di Paccheri IGP', '320 g pasta'],
    ['fr', 'Pomme(s) de terre : 300 g', '300 g potatoes'],
    ['fr', 'Beurre demi-sel - 185 grammes', '185 g butter'],
    ['es', '20g Levadura prensada', '20 g fresh yeast'],
    ['fr', "6 c.à.s d'huile d'olive", '6 tbsp olive oil'],
    ['de', '1 gestrichener TL Backpulver', '1 tsp baking powder'],
    ['de', '½ Teel. Kreuzkümmel', '½ tsp cumin'],
    ['it', '450 a 500 g di manzo', '475 g beef'],
  ] as const)('%s: "%s" is "%s"', (language, line, english) => {
    expect(lineGrams(line, sr28, language)).toEqual(lineGrams(english, sr28));
    expect(lineGrams(english, sr28)).toMatchObject({ counted: true });
  });

  it('reads a bunch as a bunch in every language, which SR28 weighs for some foods and not others', () => {
    expect(lineGrams('0.5 Bund Schnittlauch', sr28, 'de')).toEqual(lineGrams('0.5 bunch chives', sr28));
    expect(lineGrams('1 botte de persil', sr28, 'fr')).toEqual(lineGrams('1 bunch parsley', sr28));
    expect(lineGrams('1 Bund Spinat', sr28, 'de')).toMatchObject({ counted: true, grams: 340 });
  });

  it('weighs a pinch as a sixteenth of the food’s teaspoon, and a dash as an eighth', () => {
    expect(lineGrams('1 Prise(n) Salz', sr28, 'de')).toMatchObject({ sr: '02047', grams: 6 / 16 });
    expect(lineGrams('1 dash cayenne pepper', sr28)).toMatchObject({ sr: '02031', grams: 1.8 / 8 });
  });

  it('leaves a compound whose first part it does not know out, rather than count it as its last: Popcornmais', () => {
    expect(lineGrams('50 g Popcornmais', sr28, 'de')).toMatchObject({ counted: false });
  });
});

it('names in every language only foods the counter knows, so no word of a dictionary leads nowhere', () => {
  const leadNowhere = Object.entries(wordsByLanguage).flatMap(([language, { foods }]) =>
    Object.entries(foods)
      .filter(([, english]) => english !== '' && !foodOfLine(english, null, sr28.names).found)
      .map(([word, english]) => `${language}: ${word} → ${english}`),
  );
  expect(leadNowhere).toEqual([]);
});
