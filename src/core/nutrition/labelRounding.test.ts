import { labelFat, labelGrams, labelKcal, labelRounded, labelSalt, labelSodium } from './labelRounding';

it.each([
  [4.9, 0],
  [5, 5],
  [47.4, 45],
  [47.6, 50],
  [50, 50],
  [51, 50],
  [499.6, 500],
  [272.1, 270],
])('energy: %d kcal is shown as %d', (kcal, shown) => expect(labelKcal(kcal)).toBe(shown));

it.each([
  [0.49, 0],
  [0.5, 0.5],
  [2.3, 2.5],
  [4.74, 4.5],
  [5.2, 5],
  [21.6, 22],
])('fat: %d g is shown as %d g', (grams, shown) => expect(labelFat(grams)).toBe(shown));

it.each([
  [0.4, 0],
  [0.6, 1],
  [16.5, 17],
  [82.3, 82],
])('protein, carbohydrate, sugars, fibre: %d g is shown as %d g', (grams, shown) =>
  expect(labelGrams(grams)).toBe(shown),
);

it.each([
  [4, 0],
  [7, 5],
  [138, 140],
  [141, 140],
  [2330.5, 2330],
])('sodium: %d mg is shown as %d mg', (mg, shown) => expect(labelSodium(mg)).toBe(shown));

it.each([
  [0.01, 0],
  [0.234, 0.23],
  [0.996, 1],
  [5.83, 5.8],
])('salt: %d g is shown as %d g', (grams, shown) => expect(labelSalt(grams)).toBe(shown));

it('rounds a whole serving at once, kJ to the whole kilojoule', () => {
  expect(
    labelRounded({
      kcal: 272.1,
      kj: 1138.47,
      protein: 16.53,
      fat: 21.62,
      saturatedFat: 10.9,
      carbohydrate: 2.33,
      sugars: 1.2,
      fibre: 0.33,
      sodiumMg: 342.4,
      salt: 0.856,
    }),
  ).toEqual({
    kcal: 270,
    kj: 1138,
    protein: 17,
    fat: 22,
    saturatedFat: 11,
    carbohydrate: 2,
    sugars: 1,
    fibre: 0,
    sodiumMg: 340,
    salt: 0.86,
  });
});
