import { lineGrams } from './lineGrams';
import { readLine } from './readLine';
import table from './nutritionTable.json';
import type { NutritionTable } from './nutritionTableTypes';

const sr28 = table as NutritionTable;

describe('a line the table weighs', () => {
  it.each([
    ['200 g rice', '20044', 200],
    ['1 lb ground beef', '23572', 453.59237],
    ['2 cups flour', '20081', 240], // the density table: 120 g a cup
    ['1 cup spinach', '11457', 30], // SR28: 1 cup, 30 g
    ['2 tbsp olive oil', '04053', 27], // SR28: 1 tablespoon, 13.5 g
    ['1 tsp salt', '02047', 6],
    ['2 tbsp parsley', '11297', 7.6], // SR28's tablespoon, 3.8 g, rather than an eighth of its cup
    ['1/4 cup cilantro', '11165', 4], // SR28: ¼ cup, 4 g
    ['3 cloves garlic', '11215', 9],
    ['2 eggs', '01123', 100], // a large egg, 50 g, as recipes mean one
    ['3 medium eggs', '01123', 132],
    ['1 onion', '11282', 110], // a medium one
    ['2 large onions', '11282', 300],
    ['1/2 lemon, juiced', '09150', 29],
    ['2 slices bread', '18069', 58],
    ['1 tin chickpeas', '16359', 254], // SR28: 1 can, drained and rinsed
    ['1 (400 g) can chickpeas', '16359', 400], // the weight the line gives wins
    ['2-3 carrots', '11124', 152.5], // a range counts its middle
    ['2 stalks celery', '11143', 80], // SR28: a medium stalk, 40 g
    ['3 celery sticks', '11143', 120], // a stick is SR28's stalk
    ['4 cherry tomatoes', '11529', 68], // SR28: 1 cherry, 17 g (not its cup of cherry tomatoes)
    ['12 olives', '09193', 52.8], // SR28: 1 large, 4.4 g
    ['2 ripe figs', '09089', 100], // a medium fig, 50 g
    ['3 rashers bacon', '10123', 84], // a rasher is SR28's slice, 28 g
    ['2 tbps olive oil', '04053', 27], // "tbps" is plainly a tablespoon
    ['1/2 tsp gelatin', '19177', 7 / 6], // SR28: 1 envelope (1 tbsp), 7 g
    ['1/2 cup bourbon', '14037', 111.2], // SR28: 1 fl oz, 27.8 g
    ['juice of 2 limes', '09160', 88], // SR28: 1 lime yields 44 g of juice
    ['1 lemon, juice only', '09152', 48], // SR28: 1 lemon yields 48 g
    ['Juice of 1 orange', '09206', 86], // SR28: 1 fruit yields 86 g
    ['zest of 1 orange', '09216', 7.5], // a cited yield per fruit (piecesBeyondSr28.ts), as those below
    ['1 lemon, rind only, julienned', '09156', 6],
    ['1 head garlic', '11215', 50],
    ['12 lime wedges', '09159', 100.5], // an eighth of SR28's 67 g lime
    ['5 baby aubergines', '11209', 500],
    ['20 new potatoes', '11354', 1550],
    ['3 lemongrass stalks', '11972', 14.4],
    ['4 star anise', '02002', 0.8], // counted as anise seed, the nearest SR28 has
    ['1 cinnamon stick', '02010', 3.5],
  ])('"%s" is %s, %d g', (line, sr, grams) => {
    expect(lineGrams(line, sr28)).toEqual({ counted: true, sr, grams: expect.closeTo(grams, 6) as number });
  });
});

describe('a line left out, and why', () => {
  it.each([
    ['salt to taste', 'no amount'],
    ['a pinch of salt', 'no amount'],
    ['fresh basil', 'no amount'],
    ['100 g unobtainium', 'unknown food'],
    ['1 tbsp gochujang', 'unknown food'],
    ['2 handfuls spinach', 'no weight'],
    ['1 knob butter', 'no weight'],
    ['1 bunch rosemary', 'no weight'], // no public weight of a bunch found
    ['20 baby potatoes', 'no weight'], // smaller than SR28's potatoes, the smallest 170 g
    ['zest and juice of 1 orange', 'unsure food'], // the zest is not the juice, nor the orange
    // SR28 weighs half a salmon "fillet" at 198 g: a side of salmon, not what a cook means.
    ['4 salmon fillets', 'no weight'],
  ])('"%s": %s', (line, reason) => {
    expect(lineGrams(line, sr28)).toMatchObject({ counted: false, reason });
  });
});

it('reads the food, not a word inside another: eggplant is not egg, peanut butter is not butter', () => {
  expect(lineGrams('1 eggplant', sr28)).toMatchObject({ sr: '11209' });
  expect(lineGrams('2 tbsp peanut butter', sr28)).toMatchObject({ sr: '16098' });
});

it('leaves out a known food named with words that may make it another, rather than guess', () => {
  expect(lineGrams('2 teaspoons prepared wasabi paste', sr28)).toMatchObject({ counted: false, reason: 'unsure food' });
});

describe('a line the cook gave a food for', () => {
  it('is counted as that food, by its wording, at any amount', () => {
    const chosen = { 'einkorn flour': '20140' };
    expect(lineGrams('500 g einkorn flour', sr28, 'en', chosen)).toEqual({
      counted: true,
      sr: '20140',
      grams: 500,
      chosen: true,
    });
    expect(lineGrams('1 kg einkorn flour', sr28, 'en', chosen)).toMatchObject({ sr: '20140', grams: 1000 });
  });

  it('holds for the same wording in another language’s line too, as the cook wrote it', () => {
    const line = '500 g de harina de escanda';
    const { wording } = readLine(line, 'es');
    expect(wording).toBe('de harina de escanda');
    expect(lineGrams(line, sr28, 'es', { [wording]: '20140' })).toMatchObject({ counted: true, sr: '20140' });
  });

  it('leaves every other line to the counter', () => {
    expect(lineGrams('200 g rice', sr28, 'en', { 'einkorn flour': '20140' })).toEqual(lineGrams('200 g rice', sr28));
  });

  it('says when the food picked has no weight for the line’s amount, rather than count it as nothing', () => {
    expect(lineGrams('2 handfuls einkorn flour', sr28, 'en', { 'handful einkorn flour': '20140' })).toMatchObject({
      counted: false,
      reason: 'no weight',
      chosen: true,
    });
  });
});
