import { recipeCheckPreparations, recipeConflict } from './recipeConflict';
import type { Recipe } from '../recipe/recipeTypes';
import { conflictInEnglish } from '../../../__tests__/support/englishLines';

/** The check, as the card words it in English. */
const said = (...args: Parameters<typeof recipeConflict>) => conflictInEnglish(recipeConflict(...args));

describe('everywhere a recipe names a food', () => {
  const recipe: Recipe = {
    name: 'Crunch Bowl',
    description: 'A bright bowl.',
    ingredients: [{ name: 'rice', measurement: '200 g' }],
    instructions: ['Cook the rice.'],
  };

  it('checks the name', () => {
    expect(said({ ...recipe, name: 'Peanut Crunch Bowl' }, { allergies: ['peanuts'], diet: 'none' })).toBe(
      'This recipe uses peanut, and you avoid peanuts.',
    );
  });

  it('checks the description', () => {
    expect(
      said({ ...recipe, description: 'Finished with a sesame drizzle.' }, { allergies: ['sesame'], diet: 'none' }),
    ).toBe('This recipe uses sesame, and you avoid sesame.');
  });

  it('checks each ingredient and each step', () => {
    const withStep = { ...recipe, instructions: ['Cook the rice.', 'Top with hummus.'] };
    expect(said(withStep, { allergies: ['sesame'], diet: 'none' })).toBe(
      'This recipe uses hummus, and you avoid sesame.',
    );
  });

  it('adds the chef’s marks: an ingredient the chef says contains milk is a conflict the table did not see', () => {
    const marked = {
      ...recipe,
      ingredients: [{ name: 'house dressing', measurement: '2 tbsp', contains: ['milk' as const] }],
    };
    expect(said(marked, { allergies: ['milk'], diet: 'none' })).toBe(
      'This recipe uses house dressing, which the chef says contains milk, and you avoid milk.',
    );
    expect(said(marked, { allergies: [], diet: 'vegan' })).toBe(
      'This recipe uses house dressing, which the chef says contains milk: not vegan.',
    );
  });

  it('never lets the chef’s marks clear what the table found', () => {
    const unmarked = { ...recipe, ingredients: [{ name: 'butter', measurement: '50 g', contains: [] }] };
    expect(said(unmarked, { allergies: ['milk'], diet: 'none' })).toBe('This recipe uses butter, and you avoid milk.');
  });
});

describe('recipeCheckPreparations', () => {
  it('builds each list the cook is checked against in a call of its own, for one idle moment each', async () => {
    const preparations = recipeCheckPreparations({ allergies: ['peanuts', 'kiwi'], diet: 'vegan' });
    expect(preparations).toHaveLength(2 + 8);
    await Promise.all(preparations.map((prepare) => prepare()));
  });
});
