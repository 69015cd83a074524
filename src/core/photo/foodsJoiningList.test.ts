import { ALL_NON_FOODS } from '../food/allNonFoods';
import { MAX_INGREDIENT_LENGTH, MAX_INGREDIENTS } from '../ingredients/ingredientRules';
import { foodsJoiningList } from './foodsJoiningList';

const ticked = (...names: string[]) => names.map((name, id) => ({ id, name }));

describe('which ticked foods from a photo join the list', () => {
  it('adds each, cleaned as a typed ingredient is', () => {
    expect(foodsJoiningList(ticked(' eggs ', 'milk'), ['rice'])).toEqual({
      added: ['eggs', 'milk'],
      addedIds: [0, 1],
      refused: [],
    });
  });

  it('turns away what is not food, as the form does, and says so', () => {
    const joining = foodsJoiningList(ticked('bleach', 'cheddar', 'dish soap'), [], ALL_NON_FOODS);
    expect(joining.added).toEqual(['cheddar']);
    expect(joining.refused).toEqual([
      { id: 0, rule: 'not-food' },
      { id: 2, rule: 'not-food' },
    ]);
  });

  it('turns away a food already in the list, and the second of two the same', () => {
    const joining = foodsJoiningList(ticked('eggs', 'tomatoes', 'tomatoes'), ['eggs']);
    expect(joining.added).toEqual(['tomatoes']);
    expect(joining.refused).toEqual([
      { id: 0, rule: 'duplicate' },
      { id: 2, rule: 'duplicate' },
    ]);
  });

  it(`adds up to the list's limit of ${MAX_INGREDIENTS}, counting what is already there`, () => {
    const list = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8'];
    const joining = foodsJoiningList(ticked('eggs', 'milk', 'leeks', 'kale'), list);
    expect(joining.added).toEqual(['eggs', 'milk']);
    expect(joining.refused).toEqual([
      { id: 2, rule: 'limit' },
      { id: 3, rule: 'limit' },
    ]);
  });

  it('turns away a name left empty or too long, as the form would', () => {
    const joining = foodsJoiningList(ticked('  ', 'x'.repeat(MAX_INGREDIENT_LENGTH + 1)), []);
    expect(joining.refused).toEqual([
      { id: 0, rule: 'empty' },
      { id: 1, rule: 'too-long' },
    ]);
  });
});
