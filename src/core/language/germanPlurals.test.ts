import { germanPlural, germanSingular } from './germanPlurals';

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
    expect(germanPlural(singular)).toBe(plural);
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
    expect(germanSingular(plural)).toBe(singular);
  });
});
