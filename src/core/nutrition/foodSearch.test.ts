import { foodsNamed } from './foodSearch';
import table from './nutritionTable.json';
import type { NutritionTable } from './nutritionTableTypes';

const sr28 = table as NutritionTable;

it('finds a food by the cook’s words in their language, as a line in it is read', () => {
  expect(foodsNamed('harina de espelta', 'es', sr28)[0]).toMatchObject({ sr: '20140' });
  expect(foodsNamed('Dinkelmehl', 'de', sr28)[0]).toMatchObject({ sr: '20140' });
});

it('finds it by its English name in any language, and by the start of each word', () => {
  expect(foodsNamed('spelt', 'fr', sr28).map(({ sr }) => sr)).toEqual(['20140', '20141']);
  expect(foodsNamed('spel fl', 'en', sr28)[0]).toMatchObject({ name: 'spelt flour' });
});

it('offers the name itself first, then the shortest, at most a screenful', () => {
  const found = foodsNamed('flour', 'en', sr28);
  expect(found[0]).toMatchObject({ name: 'flour', sr: '20081' });
  expect(found.length).toBeLessThanOrEqual(8);
  expect(new Set(found.map(({ sr }) => sr)).size).toBe(found.length);
});

it('finds nothing for nothing typed, or for a food the table does not have', () => {
  expect(foodsNamed('  ', 'en', sr28)).toEqual([]);
  expect(foodsNamed('unobtainium', 'en', sr28)).toEqual([]);
});
