import { makeStore } from '../../app/store';
import { MAX_INGREDIENTS } from '../../core/ingredients/ingredientRules';
import { ALL_NON_FOODS } from '../../core/food/allNonFoods';
import {
  allNonFoodsLoaded,
  draftChanged,
  foodsFromPhotoAdded,
  ingredientAdded,
  ingredientRemoved,
  ingredientsCleared,
  selectCanRequestRecipe,
  selectDraft,
  selectIngredients,
  selectDraftLengthOverLimit,
  selectWarning,
  warningExpired,
} from './ingredientsSlice';
import { answering, fakeDeps } from '../../../__tests__/support/fakeChatClient';
import { stateWith } from '../../../__tests__/support/renderApp';

const storeWith = (items: string[] = []) => makeStore(stateWith(items), fakeDeps(answering('')));

describe('ingredients slice', () => {
  it('starts with an empty list, input and message', () => {
    const store = storeWith();
    expect(selectIngredients(store.getState())).toEqual([]);
    expect(selectDraft(store.getState())).toBe('');
    expect(selectWarning(store.getState())).toBeNull();
  });

  it('appends the trimmed text and clears input and message on a valid add', () => {
    const store = storeWith(['salt']);
    store.dispatch(draftChanged('  basil  '));
    store.dispatch(ingredientAdded('  basil  '));
    expect(selectIngredients(store.getState())).toEqual(['salt', 'basil']);
    expect(selectDraft(store.getState())).toBe('');
    expect(selectWarning(store.getState())).toBeNull();
  });

  it.each([
    ['empty', '   ', []],
    ['duplicate', 'salt', ['salt']],
    ['limit', 'pepper', Array.from({ length: MAX_INGREDIENTS }, (_, i) => `item ${i}`)],
  ] as const)('leaves the list alone and shows the %s message on a rejected add', (rule, input, items) => {
    const store = storeWith([...items]);
    store.dispatch(draftChanged(input));
    store.dispatch(ingredientAdded(input));
    expect(selectIngredients(store.getState())).toEqual(items);
    expect(selectWarning(store.getState())?.rule).toBe(rule);
    expect(selectDraft(store.getState())).toBe(input);
  });

  it('stores a fresh warning for each repeated mistake, so its timer restarts', () => {
    const store = storeWith(['salt']);
    store.dispatch(ingredientAdded('salt'));
    const first = selectWarning(store.getState());
    store.dispatch(ingredientAdded('salt'));
    expect(selectWarning(store.getState())).not.toBe(first);
  });

  it('clears only the message when a duplicate warning expires', () => {
    const store = storeWith(['salt']);
    store.dispatch(draftChanged('salt'));
    store.dispatch(ingredientAdded('salt'));
    store.dispatch(warningExpired());
    expect(selectWarning(store.getState())).toBeNull();
    expect(selectDraft(store.getState())).toBe('salt');
  });

  it('clears the message and the input text when a limit warning expires', () => {
    const store = storeWith(Array.from({ length: MAX_INGREDIENTS }, (_, i) => `item ${i}`));
    store.dispatch(draftChanged('pepper'));
    store.dispatch(ingredientAdded('pepper'));
    store.dispatch(warningExpired());
    expect(selectWarning(store.getState())).toBeNull();
    expect(selectDraft(store.getState())).toBe('');
  });

  it('removes the ingredient at the given position only', () => {
    const store = storeWith(['salt', 'pepper', 'basil']);
    store.dispatch(ingredientRemoved(1));
    expect(selectIngredients(store.getState())).toEqual(['salt', 'basil']);
  });

  it('empties list, input and message on Clear All', () => {
    const store = storeWith(['salt', 'pepper']);
    store.dispatch(draftChanged('salt'));
    store.dispatch(ingredientAdded('salt'));
    store.dispatch(ingredientsCleared());
    expect(selectIngredients(store.getState())).toEqual([]);
    expect(selectDraft(store.getState())).toBe('');
    expect(selectWarning(store.getState())).toBeNull();
  });

  it('refuses the everyday non-foods from the start, and the whole list once it has arrived', () => {
    const store = storeWith();
    store.dispatch(ingredientAdded('bleach'));
    expect(selectWarning(store.getState())).toEqual({ rule: 'not-food' });
    store.dispatch(ingredientAdded('fairy liquid'));
    expect(selectIngredients(store.getState())).toEqual(['fairy liquid']);

    store.dispatch(ingredientsCleared());
    store.dispatch(allNonFoodsLoaded(ALL_NON_FOODS));
    store.dispatch(ingredientAdded('fairy liquid'));
    expect(selectWarning(store.getState())).toEqual({ rule: 'not-food' });
    expect(selectIngredients(store.getState())).toEqual([]);
  });

  it("lets a photo's foods in only by the list's rules: no non-food, no name twice", () => {
    const store = storeWith(['tomato']);
    store.dispatch(
      foodsFromPhotoAdded({ added: ['bleach', 'tomato', 'basil', 'basil'], addedIds: [1, 2, 3, 4], refused: [] }),
    );
    expect(selectIngredients(store.getState())).toEqual(['tomato', 'basil']);
  });

  it('allows a recipe from 3 ingredients on', () => {
    const store = storeWith(['salt', 'pepper']);
    expect(selectCanRequestRecipe(store.getState())).toBe(false);
    store.dispatch(ingredientAdded('basil'));
    expect(selectCanRequestRecipe(store.getState())).toBe(true);
  });

  it('names its actions in Redux DevTools as events: the slice, then what happened', () => {
    for (const action of [draftChanged, ingredientAdded, ingredientRemoved, ingredientsCleared]) {
      expect(action.type).toMatch(/^ingredients\/[a-z][A-Za-z]*(ed)$/);
    }
  });

  describe('one message at a time, gone once the cook types again', () => {
    it('clears a refused entry’s message when the cook types something else', () => {
      const store = storeWith(['salt']);
      store.dispatch(draftChanged('bleach'));
      store.dispatch(ingredientAdded('bleach'));
      expect(selectWarning(store.getState())?.rule).toBe('not-food');
      store.dispatch(draftChanged('bleach b'));
      expect(selectWarning(store.getState())).toBeNull();
    });

    it('keeps the message while the text stays as it was (a second tap on Add)', () => {
      const store = storeWith(['salt']);
      store.dispatch(draftChanged('salt'));
      store.dispatch(ingredientAdded('salt'));
      store.dispatch(draftChanged('salt'));
      expect(selectWarning(store.getState())?.rule).toBe('duplicate');
    });

    it('leaves the limit’s message to its second, which then empties the input', () => {
      const store = storeWith(Array.from({ length: MAX_INGREDIENTS }, (_, i) => `item ${i}`));
      store.dispatch(draftChanged('pepper'));
      store.dispatch(ingredientAdded('pepper'));
      store.dispatch(draftChanged('peppers'));
      expect(selectWarning(store.getState())?.rule).toBe('limit');
      store.dispatch(warningExpired());
      expect(selectDraft(store.getState())).toBe('');
    });

    it('shows the length hint or the too-long message, never both', () => {
      const store = storeWith();
      const tooLong = 'x'.repeat(120);
      store.dispatch(draftChanged(tooLong));
      expect(selectDraftLengthOverLimit(store.getState())).not.toBeNull();
      store.dispatch(ingredientAdded(tooLong));
      expect(selectWarning(store.getState())?.rule).toBe('too-long');
      expect(selectDraftLengthOverLimit(store.getState())).toBeNull();
      store.dispatch(draftChanged('x'.repeat(119)));
      expect(selectWarning(store.getState())).toBeNull();
      expect(selectDraftLengthOverLimit(store.getState())).not.toBeNull();
    });
  });
});
