import { scaleIngredientLine } from './scaleIngredient';

describe('scaling an ingredient line', () => {
  it.each([
    ['200 g spaghetti', 2, '400 g spaghetti'],
    ['3 eggs', 2, '6 eggs'],
    ['1.5 kg potatoes', 2, '3 kg potatoes'],
    ['150 ml cream', 1.5, '225 ml cream'],
    ['1/2 cup milk', 2, '1 cup milk'],
    ['½ cup milk', 1.5, '¾ cup milk'],
    ['1 1/2 cups flour', 2, '3 cups flour'],
    ['1 cup rice', 1 / 3, '⅓ cup rice'],
    ['2-3 cloves garlic', 2, '4–6 cloves garlic'],
    ['1 tablespoon olive oil', 2, '2 tablespoons olive oil'],
    ['2 tbsp soy sauce', 0.5, '1 tbsp soy sauce'],
    ['1 large onion', 2, '2 large onions'],
    ['1 onion', 3, '3 onions'],
    ['2 eggs', 0.5, '1 egg'],
    ['1 can tomatoes', 2, '2 cans tomatoes'],
    ['35 g butter', 3, '105 g butter'],
  ])('"%s" × %s → "%s"', (line, factor, scaled) => {
    expect(scaleIngredientLine(line, factor)).toBe(scaled);
  });

  it.each(['salt to taste', 'a pinch of salt', 'to taste', 'fresh basil leaves', 'For the sauce:'])(
    'leaves "%s" as it is: no quantity to scale',
    (line) => {
      expect(scaleIngredientLine(line, 2)).toBe(line);
    },
  );

  it.each([
    ['1,5 kg potatoes', 2, '3 kg potatoes'],
    ['1,500 g flour', 2, '3000 g flour'],
    ['two eggs', 2, '4 eggs'],
    ['Three carrots', 2, '6 carrots'],
    ['half a lemon', 2, '1 lemon'],
    ['a dozen eggs', 0.5, '6 eggs'],
    ['one and a half cups milk', 2, '3 cups milk'],
    ['0.1 g saffron', 0.25, '0.03 g saffron'],
    ['0.01 g saffron', 0.25, 'a pinch of saffron'],
    ['1 pinch salt', 0.1, '⅛ pinch salt'],
  ])('reads "%s" × %s as "%s"', (line, factor, scaled) => {
    expect(scaleIngredientLine(line, factor)).toBe(scaled);
  });

  it.each(['3e+21 g flour', '1e308 g rice', 'Infinity g salt', '6 NaN tsp sugar', '999999 kg sugar'])(
    'shows "%s", a quantity it does not trust, as written',
    (line) => {
      expect(scaleIngredientLine(line, 2)).toBe(line);
    },
  );

  it('never writes a broken number or a zero, whatever the factor', () => {
    for (const line of ['200 g spaghetti', '0.5 g saffron', '1/8 tsp chilli', '2-3 cloves garlic', '1,5 kg potatoes']) {
      for (const factor of [1 / 40, 1 / 7, 0.5, 3, 40]) {
        expect(scaleIngredientLine(line, factor)).not.toMatch(/NaN|Infinity|e\+|(?:^|\s)0(?:\s|$)/);
      }
    }
  });

  it('gives back the line exactly when the servings are back where they started (2 → 4 → 2)', () => {
    for (const line of ['1 1/2 cups flour', '200 g spaghetti', '2-3 cloves garlic', '½ cup milk']) {
      expect(scaleIngredientLine(line, 4 / 2)).not.toBe(line);
      expect(scaleIngredientLine(line, 2 / 2)).toBe(line);
    }
  });
});

describe('a line of a recipe written in Spanish', () => {
  it.each([
    ['1 cucharadita de sal', 2, '2 cucharaditas de sal'],
    ['1 cebolla morada', 2, '2 cebollas moradas'],
    ['3 dientes de ajo', 1 / 3, '1 diente de ajo'],
    ['2 limones', 0.5, '1 limón'],
    ['200 g de espaguetis', 2, '400 g de espaguetis'],
    ['½ cebolla', 2, '1 cebolla'],
    ['1 pimiento verde, en tiras', 3, '3 pimientos verdes, en tiras'],
  ])('"%s" times %s is "%s"', (line, factor, scaled) => {
    expect(scaleIngredientLine(line, factor, 'es')).toBe(scaled);
  });

  it('says an amount too small to measure as a Spanish cook does', () => {
    expect(scaleIngredientLine('0.01 g de azafrán', 0.1, 'es')).toBe('una pizca de azafrán');
  });
});

describe('a line of a recipe written in French', () => {
  it.each([
    ['1 c. à café de sel', 2, '2 c. à c. de sel'],
    ['2 cuillères à soupe d’huile d’olive', 2, '4 c. à s. d’huile d’olive'],
    ['1 oignon rouge', 2, '2 oignons rouges'],
    ['3 gousses d’ail', 1 / 3, '1 gousse d’ail'],
    ['2 citrons', 0.5, '1 citron'],
    ['1 poireau, émincé', 3, '3 poireaux, émincé'],
    ['1 pomme de terre', 4, '4 pommes de terre'],
    ['200 g de spaghettis', 2, '400 g de spaghettis'],
    ['½ oignon', 2, '1 oignon'],
    ['1 kilo de pommes de terre', 0.5, '0,5 kilo de pommes de terre'],
    ['2 tasses de farine', 0.5, '1 tasse de farine'],
  ])('"%s" times %s is "%s"', (line, factor, scaled) => {
    expect(scaleIngredientLine(line, factor, 'fr')).toBe(scaled);
  });

  it('says an amount too small to measure as a French cook does', () => {
    expect(scaleIngredientLine('0.01 g de safran', 0.1, 'fr')).toBe('une pincée de safran');
    expect(scaleIngredientLine('0.01 g d’origan', 0.1, 'fr')).toBe('une pincée d’origan');
  });
});

describe('a line of a recipe written in German', () => {
  it.each([
    ['1 TL Salz', 2, '2 TL Salz'],
    ['2 EL Olivenöl', 2, '4 EL Olivenöl'],
    ['1 rote Zwiebel', 2, '2 rote Zwiebeln'],
    ['3 Zehen Knoblauch', 1 / 3, '1 Zehe Knoblauch'],
    ['1 Zehe Knoblauch', 3, '3 Zehen Knoblauch'],
    ['2 Zitronen', 0.5, '1 Zitrone'],
    ['1 Ei', 3, '3 Eier'],
    ['1 Dose Tomaten', 2, '2 Dosen Tomaten'],
    ['200 g Spaghetti', 2, '400 g Spaghetti'],
    ['2 Tassen Mehl', 0.5, '1 Tasse Mehl'],
    ['1,5 kg Kartoffeln', 2, '3 kg Kartoffeln'],
  ])('"%s" times %s is "%s"', (line, factor, scaled) => {
    expect(scaleIngredientLine(line, factor, 'de')).toBe(scaled);
  });

  it('says an amount too small to measure as a German cook does', () => {
    expect(scaleIngredientLine('0.01 g Safran', 0.1, 'de')).toBe('eine Prise Safran');
  });
});

describe('a line of a recipe written in Italian', () => {
  it.each([
    ['1 cucchiaino di sale', 2, '2 cucchiaini di sale'],
    ['2 cucchiai di olio', 0.5, '1 cucchiaio di olio'],
    ['1 cipolla rossa', 2, '2 cipolle rosse'],
    ['3 spicchi di aglio', 1 / 3, '1 spicchio di aglio'],
    ['1 spicchio d’aglio', 0.5, '½ spicchio d’aglio'],
    ['2 limoni', 0.5, '1 limone'],
    ['2 pomodori', 0.5, '1 pomodoro'],
    ['1 peperone verde, a strisce', 3, '3 peperoni verdi, a strisce'],
    ['1 uovo', 3, '3 uova'],
    ['200 g di spaghetti', 2, '400 g di spaghetti'],
    ['1 chilo di patate', 0.5, '0,5 chilo di patate'],
  ])('"%s" times %s is "%s"', (line, factor, scaled) => {
    expect(scaleIngredientLine(line, factor, 'it')).toBe(scaled);
  });

  it('says an amount too small to measure as an Italian cook does', () => {
    expect(scaleIngredientLine('0.01 g di zafferano', 0.1, 'it')).toBe('un pizzico di zafferano');
  });
});

/** Amounts written in words, as each language's cooks write them, scale as "two eggs" and "half a lemon" do. */
describe.each([
  [
    'es',
    [
      ['dos huevos', 2, '4 huevos'],
      ['medio limón', 2, '1 limón'],
      ['Tres zanahorias', 2, '6 zanahorias'],
      ['una docena de huevos', 0.5, '6 huevos'],
      ['media taza de leche', 2, '1 taza de leche'],
      ['un par de dientes de ajo', 2, '4 dientes de ajo'],
      ['una y media tazas de arroz', 2, '3 tazas de arroz'],
    ],
  ],
  [
    'fr',
    [
      ['deux œufs', 2, '4 œufs'],
      ['un demi-citron', 2, '1 citron'],
      ['une douzaine d’œufs', 0.5, '6 œufs'],
      ['une demi-douzaine d’œufs', 2, '12 œufs'],
      ['trois carottes', 2, '6 carottes'],
      ['un quart de litre de lait', 2, '0,5 litre de lait'],
    ],
  ],
  [
    'de',
    [
      ['zwei Eier', 2, '4 Eier'],
      ['eine halbe Zitrone', 2, '1 Zitrone'],
      ['Drei Karotten', 2, '6 Karotten'],
      ['ein Dutzend Eier', 0.5, '6 Eier'],
      ['eineinhalb Tassen Mehl', 2, '3 Tassen Mehl'],
      ['zwei Zitronen', 0.5, '1 Zitrone'],
    ],
  ],
  [
    'it',
    [
      ['due uova', 2, '4 uova'],
      ['mezzo limone', 2, '1 limone'],
      ['una dozzina di uova', 0.5, '6 uova'],
      ['tre carote', 2, '6 carote'],
      ['un paio di spicchi d’aglio', 2, '4 spicchi d’aglio'],
      ['mezza cipolla', 2, '1 cipolla'],
    ],
  ],
] as const)('an amount in words in a recipe written in %s', (language, lines) => {
  it.each(lines)('"%s" times %s is "%s"', (line, factor, scaled) => {
    expect(scaleIngredientLine(line, factor, language)).toBe(scaled);
  });
});

describe('words that are not an amount', () => {
  it.each([
    ['un peu de sel', 'fr'],
    ['una pizca de sal', 'es'],
    ['ein paar Blätter Basilikum', 'de'],
    ['quince paste', 'en'],
    ['très peu de beurre', 'fr'],
    ['medium onion', 'en'],
  ] as const)('leave "%s" as it is', (line, language) => {
    expect(scaleIngredientLine(line, 2, language)).toBe(line);
  });
});
