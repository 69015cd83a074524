import { makeStore } from '../src/app/store';
import {
  allergyAdded,
  allergyRemoved,
  basicsToggled,
  dietChosen,
  preferencesReset,
  selectPreferences,
  selectPreferencesSummary,
  servingsChosen,
  timeLimitChosen,
} from '../src/features/preferences/preferencesSlice';
import { PREFERENCES_STORAGE_KEY } from '../src/features/preferences/preferencesStorage';
import { DEFAULT_PREFERENCES, type TimeLimit } from '../src/features/preferences/preferencesTypes';
import { preferencesFrom } from '../src/features/preferences/storedPreferences';
import { answering, fakeDeps } from './support/fakeChatClient';

const newStore = () => makeStore(undefined, fakeDeps(answering('')));
const saved = () => JSON.parse(window.localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? 'null') as unknown;

beforeEach(() => window.localStorage.clear());

describe('preferences slice', () => {
  it('starts with nothing set: no diet, no allergies, 2 servings, any time, the basics on', () => {
    expect(selectPreferences(newStore().getState())).toEqual({
      diet: 'none',
      allergies: [],
      servings: 2,
      maxMinutes: null,
      hasBasics: true,
    });
    expect(selectPreferencesSummary(newStore().getState())).toBe('');
  });

  it('sums up what is set in one line', () => {
    const store = newStore();
    store.dispatch(dietChosen('vegan'));
    store.dispatch(allergyAdded('peanuts'));
    store.dispatch(servingsChosen(4));
    store.dispatch(timeLimitChosen(30));
    expect(selectPreferencesSummary(store.getState())).toBe('Vegan · no peanuts · 4 servings · ≤ 30 min');
    store.dispatch(basicsToggled());
    expect(selectPreferencesSummary(store.getState())).toBe(
      'Vegan · no peanuts · 4 servings · ≤ 30 min · no basics assumed',
    );
  });

  it('adds allergies cleaned, and refuses blanks, duplicates in any case, and an eleventh', () => {
    const store = newStore();
    store.dispatch(allergyAdded('  shellfish '));
    store.dispatch(allergyAdded('\u200b'));
    store.dispatch(allergyAdded('SHELLFISH'));
    for (let index = 1; index <= 10; index += 1) store.dispatch(allergyAdded(`allergy ${index}`));
    const { allergies } = selectPreferences(store.getState());
    expect(allergies).toHaveLength(10);
    expect(allergies[0]).toBe('shellfish');
    expect(allergies).not.toContain('allergy 10');
  });

  it('removes an allergy', () => {
    const store = newStore();
    store.dispatch(allergyAdded('soy'));
    store.dispatch(allergyAdded('sesame'));
    store.dispatch(allergyRemoved('soy'));
    expect(selectPreferences(store.getState()).allergies).toEqual(['sesame']);
  });

  it('ignores servings outside 1–12 and time limits that are not offered', () => {
    const store = newStore();
    store.dispatch(servingsChosen(0));
    store.dispatch(servingsChosen(13));
    store.dispatch(servingsChosen(2.5));
    store.dispatch(timeLimitChosen(20 as TimeLimit));
    expect(selectPreferences(store.getState())).toMatchObject({ servings: 2, maxMinutes: null });
    store.dispatch(servingsChosen(12));
    store.dispatch(timeLimitChosen(15));
    expect(selectPreferences(store.getState())).toMatchObject({ servings: 12, maxMinutes: 15 });
  });

  it('goes back to the defaults on reset', () => {
    const store = newStore();
    store.dispatch(dietChosen('pescatarian'));
    store.dispatch(preferencesReset());
    expect(selectPreferences(store.getState())).toEqual(DEFAULT_PREFERENCES);
  });
});

describe('preferences storage', () => {
  it('saves every change under "preferences" and reads them back in a new store', () => {
    const store = newStore();
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
