import { parsedIngredientLine } from '../cooking/parsedIngredientLine';
import { foodOfLine } from './foodOfLine';
import table from './nutritionTable.json';
import type { NutritionTable } from './nutritionTableTypes';

const { names } = table as NutritionTable;

/** The SR28 entry a whole ingredient line's food is, as the counter reads the line. */
function entryOf(line: string) {
  const parsed = parsedIngredientLine(line)!;
  const food = foodOfLine(parsed.description, parsed.unitOfMeasureID, names);
  return food.found ? food.sr : food.reason;
}

describe('the food a cook means', () => {
  it.each([
    ['2 garlic cloves, finely chopped', '11215'], // garlic, not the spice cloves
    ['1/2 tsp whole cloves', '02011'],
    ['2 tbsp coconut milk', '12118'], // not milk
    ['1 tsp onion powder', '02026'], // not an onion
    ['1 cup spinach leaves', '11457'],
    ['2 chicken breasts, pin-boned', '05062'],
    ['1 onion, toasted in a dry pan', '11282'],
    ['4 oz sharp cheddar, grated', '01009'],
    ['2 tbsp extra virgin olive oil', '04053'],
    ['1/2 cup dry white wine', '14106'],
    ['1/4 cup pitted, split brine-cured black olives', '09193'], // the food is in the second phrase
  ])('"%s" is SR %s', (line, sr) => {
    expect(entryOf(line)).toBe(sr);
  });
});

describe('the state the line asks for', () => {
  it.each([
    ['200 g rice', '20044'],
    ['200 g cooked rice', '20045'],
    ['4 fresh figs', '09089'],
    ['100 g dried figs', '09094'],
    ['1 can chickpeas', '16359'], // canned, drained and rinsed
    ['200 g dried chickpeas', '16056'],
    ['1 cup frozen peas', '11312'],
    ['1 (400 g) tin chopped tomatoes', '11531'],
  ])('"%s" is SR %s', (line, sr) => {
    expect(entryOf(line)).toBe(sr);
  });

  it('leaves out a state SR28 does not have rather than count another: fresh marjoram is not the dried', () => {
    expect(entryOf('1 tbsp fresh marjoram')).toBe('unsure');
    expect(entryOf('1 tsp dried marjoram')).toBe('02023');
  });
});

describe('the names cooks use on both sides of the Atlantic', () => {
  it.each([
    ['1 courgette', '1 zucchini'],
    ['1 aubergine', '1 eggplant'],
    ['2 tbsp chopped coriander', '2 tbsp chopped cilantro'],
    ['4 spring onions', '4 scallions'],
    ['1 red chilli', '1 red chili'],
    ['200 g prawns', '200 g shrimp'],
    ['2 tbsp double cream', '2 tbsp heavy cream'],
    ['100 g plain flour', '100 g all-purpose flour'],
  ])('"%s" is "%s"', (british, american) => {
    expect(entryOf(british)).toBe(entryOf(american));
    expect(entryOf(british)).toMatch(/^\d{5}$/);
  });
});

it('counts a food SR28 lacks as the nearest entry of its family', () => {
  // Garam masala is a ground spice blend as curry powder is; garum a fish sauce; liqueurs SR28's one liqueur.
  expect(['1 tsp garam masala', '1 tbsp State Bird Garum', '2 tsp coconut liqueur'].map(entryOf)).toEqual([
    '02015',
    '06179',
    '14414',
  ]);
});

it('reads the zest, rind or peel of a fruit as its peel', () => {
  expect(['zest of 2 lemons', '2 oranges, grated zest only', '1 lemon, rind only'].map(entryOf)).toEqual([
    '09156',
    '09216',
    '09156',
  ]);
});

it('reads the juice of a fruit as its juice, not the fruit', () => {
  expect(['juice of 1 orange', '1 lemon, juice only', 'juice of 2 limes'].map(entryOf)).toEqual([
    '09206',
    '09152',
    '09160',
  ]);
});

describe('a line whose words say more than any name the table knows: left out, not guessed', () => {
  it.each([
    '2 teaspoons prepared wasabi paste',
    '1/2 cup grated Myzithra cheese',
    'zest and juice of 1 orange',
    '1 oz dried wakame',
    '3 tbsp nutritional yeast',
  ])('"%s"', (line) => {
    expect(entryOf(line)).toBe('unsure');
  });

  it('says when the table knows no food the line names', () => {
    expect(entryOf('1 tsp gochujang')).toBe('unknown');
  });
});
