import { pluralIn, singularOf } from './wordForms';

describe('a Spanish food word counted', () => {
  it.each([
    ['cebolla', 'cebollas'],
    ['diente', 'dientes'],
    ['huevo', 'huevos'],
    ['limón', 'limones'],
    ['nuez', 'nueces'],
    ['pimiento', 'pimientos'],
    ['grande', 'grandes'],
    ['morada', 'moradas'],
    ['cucharadita', 'cucharaditas'],
    ['filete', 'filetes'],
    ['chile', 'chiles'],
    ['verde', 'verdes'],
    ['champiñón', 'champiñones'],
  ])('"%s" is "%s" in the plural, and back', (one, many) => {
    expect(pluralIn('es', one)).toBe(many);
    expect(singularOf('es', many)).toBe(one);
  });
});

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
    expect(pluralIn('fr', singular)).toBe(plural);
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
    expect(singularOf('fr', plural)).toBe(singular);
  });
});

describe('a German food word counted', () => {
  it.each([
    ['Zwiebel', 'Zwiebeln'],
    ['Tomate', 'Tomaten'],
    ['Zitrone', 'Zitronen'],
    ['Kartoffel', 'Kartoffeln'],
    ['Ei', 'Eier'],
    ['Apfel', 'Äpfel'],
    ['Paprika', 'Paprika'],
    ['rote', 'rote'],
  ])('"%s" is "%s" in the plural', (singular, plural) => {
    expect(pluralIn('de', singular)).toBe(plural);
  });

  it.each([
    ['Zwiebeln', 'Zwiebel'],
    ['Tomaten', 'Tomate'],
    ['Zitronen', 'Zitrone'],
    ['Kartoffeln', 'Kartoffel'],
    ['Eier', 'Ei'],
    ['Äpfel', 'Apfel'],
    ['Zucchini', 'Zucchini'],
  ])('"%s" is "%s" in the singular', (plural, singular) => {
    expect(singularOf('de', plural)).toBe(singular);
  });
});

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
    expect(pluralIn('it', singular)).toBe(plural);
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
    expect(singularOf('it', plural)).toBe(singular);
  });
});

describe('an English food word counted', () => {
  it.each([
    ['onion', 'onions'],
    ['tomato', 'tomatoes'],
    ['berry', 'berries'],
    ['dish', 'dishes'],
    ['egg', 'eggs'],
  ])('"%s" is "%s" in the plural, and back', (one, many) => {
    expect(pluralIn('en', one)).toBe(many);
    expect(singularOf('en', many)).toBe(one);
  });
});
