import { ingredientLine } from './ingredientLine';

const line = (measurement: string, name: string, language?: Parameters<typeof ingredientLine>[1]) =>
  ingredientLine({ measurement, name }, language);

describe('an ingredient line', () => {
  it('is the measurement, then the name, as the spec renders it', () => {
    expect(line('250 g', 'salmon')).toBe('250 g salmon');
    expect(line('', 'salt')).toBe('salt');
    expect(line('2', '')).toBe('2');
  });

  it.each([
    ['200 g', 'espinacas', 'es', '200 g de espinacas'],
    ['2 cucharadas', 'aceite de oliva', 'es', '2 cucharadas de aceite de oliva'],
    ['una pizca', 'sal', 'es', 'una pizca de sal'],
    ['4', 'huevos', 'es', '4 huevos'],
    ['½', 'cebolla', 'es', '½ cebolla'],
    ['2 grandes', 'cebollas', 'es', '2 grandes cebollas'],
    ['al gusto', 'sal', 'es', 'al gusto sal'],
    ['1 lata', 'de tomate triturado', 'es', '1 lata de tomate triturado'],
    ['2 c. à s.', 'huile d’olive', 'fr', '2 c. à s. d’huile d’olive'],
    ['200 g', 'épinards', 'fr', '200 g d’épinards'],
    ['100 g', 'feta', 'fr', '100 g de feta'],
    ['3', 'œufs', 'fr', '3 œufs'],
    ['200 g', 'spinaci', 'it', '200 g di spinaci'],
    ['200 g', 'Spinat', 'de', '200 g Spinat'],
    ['200 g', 'spinach', 'en', '200 g spinach'],
  ] as const)('"%s" + "%s" in %s reads "%s"', (measurement, name, language, shown) => {
    expect(line(measurement, name, language)).toBe(shown);
  });
});
