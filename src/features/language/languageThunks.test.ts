/** @jest-environment jsdom */
import { makeStore } from '../../app/store';
import { selectTimers, timerStarted } from '../cook/timersSlice';
import { ingredientAdded, selectIngredients } from '../ingredients/ingredientsSlice';
import { activateLanguage } from '../../i18n/partTexts';
import { chooseLanguage } from './chooseLanguage';
import { selectLanguage } from './languageSlice';
import { speakLanguage } from './speakLanguage';

jest.mock('../../i18n/partTexts', () => ({ activateLanguage: jest.fn() }));
const downloadTexts = jest.mocked(activateLanguage);
const offline = () => downloadTexts.mockRejectedValue(new TypeError('Failed to fetch'));

let consoleError: jest.SpyInstance;
beforeEach(() => {
  downloadTexts.mockReset();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
  window.localStorage.clear();
});

describe('choosing a language', () => {
  it('switches and keeps the choice once the texts have arrived', async () => {
    downloadTexts.mockResolvedValue();
    const store = makeStore();
    expect(await store.dispatch(chooseLanguage('es'))).toBe(true);
    expect(selectLanguage(store.getState())).toBe('es');
    expect(window.localStorage.getItem('language')).toBe('es');
  });

  it('keeps the list and a running timer', async () => {
    downloadTexts.mockResolvedValue();
    const store = makeStore();
    store.dispatch(ingredientAdded('huevos'));
    store.dispatch(timerStarted({ label: '10 min', seconds: 600, step: 0 }));
    const timers = selectTimers(store.getState());
    await store.dispatch(chooseLanguage('es'));
    expect(selectIngredients(store.getState())).toEqual(['huevos']);
    expect(selectTimers(store.getState())).toBe(timers);
  });

  it('changes nothing, keeps nothing, and says so in the console when the texts cannot be downloaded', async () => {
    offline();
    const store = makeStore();
    expect(await store.dispatch(chooseLanguage('es'))).toBe(false);
    expect(selectLanguage(store.getState())).toBe('en');
    expect(window.localStorage.getItem('language')).toBeNull();
    expect(consoleError).toHaveBeenCalledWith('The texts in "es" could not be downloaded:', expect.any(TypeError));
  });
});

describe('a page opening in its saved language', () => {
  it('speaks English, and says why in the console, when that language’s texts cannot be downloaded', async () => {
    offline();
    window.localStorage.setItem('language', 'es');
    const store = makeStore();
    expect(selectLanguage(store.getState())).toBe('es');
    await store.dispatch(speakLanguage('es'));
    expect(selectLanguage(store.getState())).toBe('en');
    expect(consoleError).toHaveBeenCalledWith('The texts in "es" could not be downloaded:', expect.any(TypeError));
  });
});
