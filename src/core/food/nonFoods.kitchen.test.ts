import { recipeConflict } from './recipeConflict';
import { validateIngredient } from '../ingredients/ingredientRules';
import { ALL_NON_FOODS } from './allNonFoods';
import type { Recipe } from '../recipe/recipeTypes';
import { conflictInEnglish } from '../../../__tests__/support/englishLines';

/** The check, as the card words it in English. */
const said = (...args: Parameters<typeof recipeConflict>) => conflictInEnglish(recipeConflict(...args));

describe('kitchen actions are not "not food"', () => {
  const steps = (...instructions: string[]): Recipe => ({
    name: 'Loaf',
    description: 'Bread.',
    ingredients: [{ name: 'flour', measurement: '500 g' }],
    instructions,
  });

  it.each([
    'Cover with plastic wrap and leave to rise.',
    'Paint the loaf with oil.',
    'Line the tin with parchment.',
    'Cover loosely with foil.',
    'Brush with egg wash.',
    'Wrap in cling film and chill.',
    'Tie with kitchen twine.',
    'For a cleaner flavour, skim the stock.',
    'Poach the filet de poisson in the fumet.',
    'Season with salt & pepper, then add 1 c. of stock.',
  ])('lets "%s" through', (step) => {
    expect(said(steps(step), { allergies: [], diet: 'none' })).toBeNull();
  });

  it('still refuses an ingredient that is paint', () => {
    const paint: Recipe = { ...steps('Mix.'), ingredients: [{ name: 'paint', measurement: '1 cup' }] };
    expect(said(paint, { allergies: [], diet: 'none' })).toBe(
      'This recipe uses paint, which is not something to cook with.',
    );
  });
});

describe('the form’s not-food check', () => {
  it('knows chemical, product and brand names once its whole list has loaded (at idle time)', async () => {
    for (const name of ['sodium hypochlorite', 'Domestos', 'washing-up liquid', 'Tylenol', 'WD-40', 'white spirit']) {
      expect(validateIngredient(name, [], ALL_NON_FOODS)).toEqual({ ok: false, rule: 'not-food' });
    }
  });

  it('never refuses a kitchen item or a food that shares a word with a non-food', async () => {
    for (const name of ['plastic wrap', 'parchment paper', 'soap nut', 'dough conditioner', 'edible glue', 'Persil']) {
      expect(validateIngredient(name, [], ALL_NON_FOODS)).toMatchObject({ ok: true });
    }
  });
});

describe('a non-food spelt out letter by letter', () => {
  it.each([
    'b-l-e-a-c-h',
    'b l e a c h',
    'B.L.E.A.C.H.',
    'b_l_e_a_c_h',
    'b*l*e*a*c*h',
    'a-m-m-o-n-i-a',
    'd. e. t. e. r. g. e. n. t',
  ])('is refused on the form and in a recipe: "%s"', async (name) => {
    expect(validateIngredient(name, [], ALL_NON_FOODS)).toEqual({ ok: false, rule: 'not-food' });
    const recipe: Recipe = {
      name: 'Soup',
      description: 'Hot.',
      ingredients: [{ name, measurement: '1 cup' }],
      instructions: ['Stir.'],
    };
    expect(said(recipe, { allergies: [], diet: 'none' })).toMatch('which is not something to cook with.');
  });
});
