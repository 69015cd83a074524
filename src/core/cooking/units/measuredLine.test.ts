import { measuredLine } from './measuredLine';

describe('Metric', () => {
  it.each([
    ['2 cups all-purpose flour', '240 g all-purpose flour'],
    ['1 cup sugar', '200 g sugar'],
    ['½ cup packed brown sugar', '105 g packed brown sugar'],
    ['2 tbsp butter', '28 g butter'],
    ['1 stick butter', '115 g butter'],
    ['3 tablespoons cocoa powder', '16 g cocoa powder'],
    ['1 cup rolled oats', '90 g rolled oats'],
    ['2 cups milk', '475 ml milk'],
    ['1 tbsp olive oil', '15 ml olive oil'],
    ['1 tsp vanilla extract', '5 ml vanilla extract'],
    ['5 cups chicken stock', '1.2 l chicken stock'],
    ['8 fl oz cream', '235 ml cream'],
    ['1 lb ground beef', '455 g ground beef'],
    ['3 lb chicken', '1.35 kg chicken'],
    ['4 oz feta', '115 g feta'],
    ['1 quart stock', '945 ml stock'],
    ['1 pint milk', '475 ml milk'],
    ['2–3 cups flour', '240–360 g flour'],
  ])('%s → %s', (line, expected) => {
    expect(measuredLine(line, 1, 'metric')).toBe(expected);
  });
});

describe('US', () => {
  it.each([
    ['500 g flour', '4¼ cups flour'],
    ['250 g butter', '1 cup butter'],
    ['100 g sugar', '½ cup sugar'],
    ['10 g baking powder', '2½ tsp baking powder'],
    ['500 ml milk', '2 cups milk'],
    ['15 ml soy sauce', '1 tbsp soy sauce'],
    ['1 l water', '4¼ cups water'],
    ['1 litre milk', '4¼ cups milk'],
    ['250 millilitres stock', '1 cup stock'],
    ['2 decilitres cream', '¾ cup cream'],
    ['4 cl rum', '2½ tbsp rum'],
    ['200 g feta', '7 oz feta'],
    ['1 kg potatoes', '2¼ lb potatoes'],
  ])('%s → %s', (line, expected) => {
    expect(measuredLine(line, 1, 'us')).toBe(expected);
  });
});

describe('lines left as written', () => {
  it.each([
    ['salt to taste', 'metric'],
    ['a pinch of salt', 'metric'],
    ['2 cloves garlic', 'metric'],
    ['1 (14 oz) can tomatoes', 'us'],
    ['3 large eggs', 'metric'],
    ['200 g flour', 'metric'],
    ['2 cups flour', 'us'],
    ['1 pinch saffron', 'us'],
    ['¼ tsp salt', 'metric'],
    ['1 g salt', 'us'],
    ['3e+21 cups sugar', 'metric'],
    ['', 'metric'],
  ] as const)('%s (%s)', (line, units) => {
    expect(measuredLine(line, 1, units)).toBe(line);
  });

  it('shows every line as the recipe wrote it with no units chosen', () => {
    expect(measuredLine('2 cups flour', 1, 'as-written')).toBe('2 cups flour');
  });
});

describe('with servings scaled', () => {
  it('scales, then converts, then rounds once', () => {
    expect(measuredLine('⅓ cup sugar', 2, 'metric')).toBe('130 g sugar');
    expect(measuredLine('1 cup flour', 3, 'metric')).toBe('360 g flour');
    expect(measuredLine('250 g butter', 0.5, 'us')).toBe('½ cup butter');
  });

  it('scales a metric volume spelt the British way with its own spelling', () => {
    expect(measuredLine('1 litre milk', 2, 'metric')).toBe('2 litres milk');
    expect(measuredLine('1 litre milk', 2, 'as-written')).toBe('2 litres milk');
  });

  it('keeps a line it cannot convert scaled as before', () => {
    expect(measuredLine('2 cloves garlic', 2, 'metric')).toBe('4 cloves garlic');
  });

  it('rounds once, after scaling: three times 1 tbsp butter is 43 g, not three rounded 14 g', () => {
    expect(measuredLine('1 tbsp butter', 1, 'metric')).toBe('14 g butter');
    expect(measuredLine('1 tbsp butter', 3, 'metric')).toBe('43 g butter');
  });
});

describe('a line of a recipe written in Spanish, in the cook’s units', () => {
  it.each([
    ['2 tazas de harina', 'metric', '240 g de harina'],
    ['1 taza de azúcar', 'metric', '200 g de azúcar'],
    ['2 tazas de caldo', 'metric', '475 ml de caldo'],
    ['1 cucharada de aceite', 'metric', '15 ml de aceite'],
    ['250 ml de leche', 'us', '1 taza de leche'],
    ['100 g de mantequilla', 'us', '½ taza de mantequilla'],
    ['200 g de espaguetis', 'us', '7 oz de espaguetis'],
    ['3 libras de patatas', 'metric', '1,35 kg de patatas'],
  ] as const)('"%s" in %s is "%s"', (line, units, shown) => {
    expect(measuredLine(line, 1, units, 'es')).toBe(shown);
  });

  it('scales with a decimal comma, rounded as a scale shows it', () => {
    expect(measuredLine('1,5 kg de patatas', 1.5, 'as-written', 'es')).toBe('2,3 kg de patatas');
  });
});

describe('a line of a recipe written in French, in the cook’s units', () => {
  it.each([
    ['2 tasses de farine', 'metric', '240 g de farine'],
    ['1 tasse de sucre', 'metric', '200 g de sucre'],
    ['2 tasses de bouillon', 'metric', '475 ml de bouillon'],
    ['1 cuillère à soupe d’huile', 'metric', '15 ml d’huile'],
    ['1 c. à café de sel', 'metric', '5 ml de sel'],
    ['250 ml de lait', 'us', '1 tasse de lait'],
    ['100 g de beurre', 'us', '½ tasse de beurre'],
    ['3 livres de pommes de terre', 'metric', '1,35 kg de pommes de terre'],
  ] as const)('"%s" in %s is "%s"', (line, units, shown) => {
    expect(measuredLine(line, 1, units, 'fr')).toBe(shown);
  });

  it('scales with a decimal comma, rounded as a scale shows it', () => {
    expect(measuredLine('1,5 kg de pommes de terre', 1.5, 'as-written', 'fr')).toBe('2,3 kg de pommes de terre');
  });
});

describe('a line of a recipe written in German, in the cook’s units', () => {
  it.each([
    ['2 Tassen Mehl', 'metric', '240 g Mehl'],
    ['1 Tasse Zucker', 'metric', '200 g Zucker'],
    ['2 Tassen Brühe', 'metric', '475 ml Brühe'],
    ['1 EL Öl', 'metric', '15 ml Öl'],
    ['250 ml Milch', 'us', '1 Tasse Milch'],
    ['100 g Butter', 'us', '½ Tasse Butter'],
    ['3 Pfund Kartoffeln', 'metric', '1,35 kg Kartoffeln'],
  ] as const)('"%s" in %s is "%s"', (line, units, shown) => {
    expect(measuredLine(line, 1, units, 'de')).toBe(shown);
  });
});

describe('a line of a recipe written in Italian, in the cook’s units', () => {
  it.each([
    ['2 tazze di farina', 'metric', '240 g di farina'],
    ['1 tazza di zucchero', 'metric', '200 g di zucchero'],
    ['2 tazze di brodo', 'metric', '475 ml di brodo'],
    ['1 cucchiaio di olio', 'metric', '15 ml di olio'],
    ['250 ml di latte', 'us', '1 tazza di latte'],
    ['100 g di burro', 'us', '½ tazza di burro'],
    ['3 libbre di patate', 'metric', '1,35 kg di patate'],
  ] as const)('"%s" in %s is "%s"', (line, units, shown) => {
    expect(measuredLine(line, 1, units, 'it')).toBe(shown);
  });
});
