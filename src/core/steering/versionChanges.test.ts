import type { Recipe } from '../recipe/recipeTypes';
import { versionChanges } from './versionChanges';
import { changesInEnglish } from '../../../__tests__/support/englishLines';

/** The check, as the card words it in English. */
const said = (...args: Parameters<typeof versionChanges>) => changesInEnglish(versionChanges(...args));

const before: Recipe = {
  name: 'Roast peppers with feta',
  description: 'Sweet and soft.',
  ingredients: [
    { name: 'red peppers', measurement: '3' },
    { name: 'feta', measurement: '100 g' },
    { name: 'olive oil', measurement: '2 tablespoons' },
  ],
  instructions: ['Heat the oven to 200 °C.', 'Roast the peppers for 25 minutes.', 'Crumble over the feta.'],
};

describe('versionChanges', () => {
  it('names the ingredients added and removed, and counts the steps changed', () => {
    const after: Recipe = {
      ...before,
      ingredients: [before.ingredients[0]!, before.ingredients[2]!, { name: 'chilli flakes', measurement: '1 pinch' }],
      instructions: ['Heat a skillet.', 'Char the peppers for 8 minutes.', 'Crumble over the feta.'],
    };
    expect(said(before, after)).toBe('Added chilli flakes; removed feta; 2 steps changed.');
  });

  it('counts a new amount of the same ingredient as no new ingredient', () => {
    const after = {
      ...before,
      ingredients: [{ name: 'Red Peppers', measurement: '4' }, ...before.ingredients.slice(1)],
    };
    expect(said(before, after)).toBe('Nothing changed.');
  });

  it('counts a step added at the end as one step changed', () => {
    const after = { ...before, instructions: [...before.instructions, 'Serve warm.'] };
    expect(said(before, after)).toBe('1 step changed.');
  });

  it('lists several ingredients in words', () => {
    const after = { ...before, ingredients: [] };
    expect(said(before, after)).toBe('Removed red peppers, feta and olive oil.');
  });
});
