/** @jest-environment jsdom */
import { makeStore } from '../../app/store';
import { allergyAdded, dietChosen, selectPreferences } from './preferencesSlice';
import { PREFERENCES_STORAGE_KEY } from './preferencesChangedElsewhere';
import { DEFAULT_PREFERENCES } from '../../core/preferences/preferencesTypes';
import { preferencesFrom } from '../../core/preferences/storedPreferences';
import { answering, fakeDeps } from '../../../__tests__/support/fakeChatClient';
import { preferencesSaved } from './preferencesStorage';

const newStore = () => makeStore(undefined, fakeDeps(answering('')));
const saved = () => JSON.parse(window.localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? 'null') as unknown;

beforeEach(() => window.localStorage.clear());

describe('preferences storage', () => {
  it('saves every change under "preferences" and reads them back in a new store', () => {
    const store = newStore();
    store.dispatch(preferencesSaved);
    store.dispatch(dietChosen('vegetarian'));
    store.dispatch(allergyAdded('eggs'));
    expect(saved()).toMatchObject({ diet: 'vegetarian', allergies: ['eggs'] });
    expect(selectPreferences(newStore().getState())).toMatchObject({ diet: 'vegetarian', allergies: ['eggs'] });
  });

  it('keeps the valid fields of a stored value and defaults the rest, one by one', () => {
    expect(
      preferencesFrom({
        diet: 'carnivore',
        allergies: ['peanuts', 42, '', 'PEANUTS', 'x'.repeat(80)],
        servings: 4,
        maxMinutes: 20,
        hasBasics: 'yes',
      }),
    ).toEqual({ ...DEFAULT_PREFERENCES, allergies: ['peanuts'], servings: 4 });
    expect(preferencesFrom({ servings: 99, maxMinutes: 45, hasBasics: false })).toEqual({
      ...DEFAULT_PREFERENCES,
      maxMinutes: 45,
      hasBasics: false,
    });
  });

  it.each([['not json'], ['null'], ['[1,2]'], ['"vegan"'], ['{"allergies":"peanuts"}']])(
    'starts with the defaults when the stored value is %s',
    (raw) => {
      window.localStorage.setItem(PREFERENCES_STORAGE_KEY, raw);
      expect(selectPreferences(newStore().getState())).toEqual(DEFAULT_PREFERENCES);
    },
  );

  it('keeps working for the session when storage throws', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const store = newStore();
      store.dispatch(preferencesSaved);
      store.dispatch(dietChosen('vegan'));
      expect(selectPreferences(store.getState()).diet).toBe('vegan');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('cannot be saved'));
    } finally {
      getItem.mockRestore();
      setItem.mockRestore();
      warn.mockRestore();
    }
  });
});
