import { italianPlural, italianSingular } from './italianPlurals';

describe('an Italian food word counted', () => {
  it.each([
    ['cipolla', 'cipolle'],
    ['rossa', 'rosse'],
    ['pomodoro', 'pomodori'],
    ['limone', 'limoni'],
    ['spicchio', 'spicchi'],
    ['fungo', 'funghi'],
    ['uovo', 'uova'],
    ['tofu', 'tofu'],
  ])('"%s" is "%s" in the plural', (singular, plural) => {
    expect(italianPlural(singular)).toBe(plural);
  });

  it.each([
    ['cipolle', 'cipolla'],
    ['pomodori', 'pomodoro'],
    ['limoni', 'limone'],
    ['spicchi', 'spicchio'],
    ['funghi', 'fungo'],
    ['uova', 'uovo'],
    ['cucchiai', 'cucchiaio'],
    ['limone', 'limone'],
    ['limone', 'limone'],
  ])('"%s" is "%s" in the singular', (plural, singular) => {
    expect(italianSingular(plural)).toBe(singular);
  });
});
