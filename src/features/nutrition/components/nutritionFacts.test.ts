import { coverageLine, nutritionFacts } from './nutritionFacts';
import { englishText } from '../../../../__tests__/support/englishText';

const serving = {
  kcal: 480,
  kj: 2010,
  protein: 17,
  fat: 10,
  saturatedFat: 3.5,
  carbohydrate: 82,
  sugars: 5,
  fibre: 4,
  sodiumMg: 340,
  salt: 0.85,
};

it('lists a serving as a label does, with salt for Metric', () => {
  expect(nutritionFacts(englishText, serving, 'metric')).toEqual([
    { label: 'Energy', value: '480 kcal (2,010 kJ)' },
    { label: 'Protein', value: '17 g' },
    { label: 'Fat', value: '10 g, of which saturated 3.5 g' },
    { label: 'Carbohydrate', value: '82 g, of which sugars 5 g' },
    { label: 'Fibre', value: '4 g' },
    { label: 'Salt', value: '0.85 g' },
  ]);
});

it('gives sodium in milligrams instead for US units, as US labels do', () => {
  expect(nutritionFacts(englishText, serving, 'us').at(-1)).toEqual({ label: 'Sodium', value: '340 mg' });
});

it('says the figures cover every ingredient when they do', () => {
  const all = { counted: 5, lines: 5, notCounted: [] };
  expect(coverageLine(englishText, all)).toBe('From all 5 ingredients.');
});

it('names each line not counted, and why', () => {
  expect(
    coverageLine(englishText, {
      counted: 5,
      lines: 7,
      notCounted: [
        { line: 'salt to taste', reason: 'no amount' },
        { line: '2 handfuls spinach', reason: 'no weight' },
      ],
    }),
  ).toBe(
    'From 5 of 7 ingredients; not counted: salt to taste (no amount); 2 handfuls spinach (no weight for that amount).',
  );
});
