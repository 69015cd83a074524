/** @jest-environment jsdom */
import { waitFor } from '@testing-library/react';
import { makeStore } from '../../app/store';
import { selectTimers, timerStarted } from '../cook/timersSlice';
import { ingredientAdded, selectIngredients } from '../ingredients/ingredientsSlice';
import { activateLanguage, i18n, loadLanguageTexts } from '../../i18n/partTexts';
import { chooseLanguage } from './chooseLanguage';
import { languageChangedInAnotherTab, languageChosen, selectLanguage } from './languageSlice';
import { speakLanguage } from './speakLanguage';
import { textsFollowTheLanguage } from './textsFollowTheLanguage';
import { pageDeps } from '../../page/whatLoadsWhen';

// A test double for the network under the texts' download; Lingui's activation is the real one's, minus loading.
jest.mock('../../i18n/partTexts', () => ({
  i18n: jest.requireActual<typeof import('../../i18n/partTexts')>('../../i18n/partTexts').i18n,
  loadLanguageTexts: jest.fn(),
  activateLanguage: jest.fn(),
}));
const downloadTexts = jest.mocked(loadLanguageTexts);
jest.mocked(activateLanguage).mockImplementation((language) => {
  i18n.activate(language);
  return Promise.resolve();
});
const offline = () => downloadTexts.mockRejectedValue(new TypeError('Failed to fetch'));

let consoleError: jest.SpyInstance;
beforeEach(() => {
  downloadTexts.mockReset();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  i18n.activate('en');
  consoleError.mockRestore();
  window.localStorage.clear();
});

describe('choosing a language', () => {
  it('switches and keeps the choice once the texts have arrived', async () => {
    downloadTexts.mockResolvedValue();
    const store = makeStore(undefined, pageDeps());
    store.dispatch(textsFollowTheLanguage);
    expect(await store.dispatch(chooseLanguage('es'))).toBe(true);
    expect(selectLanguage(store.getState())).toBe('es');
    expect(window.localStorage.getItem('language')).toBe('es');
  });

  it('keeps the list and a running timer', async () => {
    downloadTexts.mockResolvedValue();
    const store = makeStore(undefined, pageDeps());
    store.dispatch(textsFollowTheLanguage);
    store.dispatch(ingredientAdded('huevos'));
    store.dispatch(timerStarted({ label: '10 min', seconds: 600, step: 0 }));
    const timers = selectTimers(store.getState());
    await store.dispatch(chooseLanguage('es'));
    expect(selectIngredients(store.getState())).toEqual(['huevos']);
    expect(selectTimers(store.getState())).toBe(timers);
  });

  it('changes nothing, keeps nothing, and says so in the console when the texts cannot be downloaded', async () => {
    offline();
    const store = makeStore(undefined, pageDeps());
    store.dispatch(textsFollowTheLanguage);
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
    const store = makeStore(undefined, pageDeps());
    store.dispatch(textsFollowTheLanguage);
    expect(selectLanguage(store.getState())).toBe('es');
    await store.dispatch(speakLanguage('es'));
    expect(selectLanguage(store.getState())).toBe('en');
    expect(consoleError).toHaveBeenCalledWith('The texts in "es" could not be downloaded:', expect.any(TypeError));
  });
});

describe('the texts, following the store', () => {
  it('speak the language another tab chose, once its texts are here', async () => {
    downloadTexts.mockResolvedValue();
    const store = makeStore(undefined, pageDeps());
    store.dispatch(textsFollowTheLanguage);
    store.dispatch(languageChangedInAnotherTab('fr'));
    await waitFor(() => expect(i18n.locale).toBe('fr'));
  });

  it('speak the last of two languages chosen in a row, whichever texts arrive first', async () => {
    let frenchArrives = () => {};
    downloadTexts.mockImplementation((language) =>
      language === 'fr' ? new Promise((resolve) => (frenchArrives = resolve)) : Promise.resolve(),
    );
    const store = makeStore(undefined, pageDeps());
    store.dispatch(textsFollowTheLanguage);
    store.dispatch(languageChosen('fr'));
    store.dispatch(languageChosen('it'));
    await waitFor(() => expect(i18n.locale).toBe('it'));
    frenchArrives();
    await new Promise((resolve) => setTimeout(resolve));
    expect(i18n.locale).toBe('it');
    expect(selectLanguage(store.getState())).toBe('it');
  });

  it('fall back, with the store, to English when another tab’s language cannot be downloaded', async () => {
    offline();
    const store = makeStore(undefined, pageDeps());
    store.dispatch(textsFollowTheLanguage);
    store.dispatch(languageChangedInAnotherTab('de'));
    await waitFor(() => expect(selectLanguage(store.getState())).toBe('en'));
    expect(i18n.locale).toBe('en');
  });
});
