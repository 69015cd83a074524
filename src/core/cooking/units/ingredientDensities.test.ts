import { DENSITY_COUNT, gramsPerCupOf } from './ingredientDensities';

it('knows at least 40 ingredients', () => {
  expect(DENSITY_COUNT).toBeGreaterThanOrEqual(40);
});

it.each([
  ['all-purpose flour, sifted', 120],
  ['bread flour', 120],
  ['whole wheat flour', 113],
  ['granulated sugar', 198],
  ['packed light brown sugar', 213],
  ['icing sugar', 113],
  ['unsalted butter, softened', 227],
  ['honey', 336],
  ['rolled oats', 89],
  ['unsweetened cocoa powder', 84],
  ['long-grain rice', 198],
  ['smooth peanut butter', 270],
])('%s: %d g a cup', (description, grams) => {
  expect(gramsPerCupOf(description)).toBe(grams);
});

it.each(['milk', 'chicken stock', 'flour tortillas', 'sugar snap peas', 'butter beans', 'rice vinegar', 'eggs'])(
  'does not weigh %s',
  (description) => {
    expect(gramsPerCupOf(description)).toBeNull();
  },
);
