import { frenchPlural, frenchSingular } from './frenchPlurals';

describe('a French food word counted', () => {
  it.each([
    ['oignon', 'oignons'],
    ['rouge', 'rouges'],
    ['poireau', 'poireaux'],
    ['chou', 'choux'],
    ['clou', 'clous'],
    ['noix', 'noix'],
    ['radis', 'radis'],
    ['œuf', 'œufs'],
  ])('"%s" is "%s" in the plural', (singular, plural) => {
    expect(frenchPlural(singular)).toBe(plural);
  });

  it.each([
    ['oignons', 'oignon'],
    ['poireaux', 'poireau'],
    ['choux', 'chou'],
    ['citrons', 'citron'],
    ['radis', 'radis'],
    ['ananas', 'ananas'],
    ['noix', 'noix'],
  ])('"%s" is "%s" in the singular', (plural, singular) => {
    expect(frenchSingular(plural)).toBe(singular);
  });
});
