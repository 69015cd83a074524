import { act, screen, waitFor } from '@testing-library/react';
import { makeStore } from '../../app/store';
import { selectTheme, themeToggled } from './themeSlice';
import { themeSaved } from './themeSaved';
import { THEME_STORAGE_KEY } from './themeStorage';
import { GLOBAL_CSS } from '../../styles/globalCss';
import { darkPalette, lightPalette, type ColorName } from '../../styles/themes';
import { answering, fakeDeps } from '../../../__tests__/support/fakeChatClient';
import { renderApp } from '../../../__tests__/support/renderApp';

const deps = fakeDeps(answering(''));
const html = document.documentElement;
/** The palette colour the page is painting with now (jsdom resolves the variables, not var() in properties). */
const pageColor = (name: ColorName) => getComputedStyle(html).getPropertyValue(`--color-${name}`);

// The page's head, as the build writes it: the palettes are there, and the dark class picks one.
beforeAll(() => document.head.insertAdjacentHTML('beforeend', `<style>${GLOBAL_CSS}</style>`));

beforeEach(() => {
  localStorage.clear();
  html.classList.remove('dark');
});

describe('theme', () => {
  it('starts light when nothing is saved', () => {
    expect(selectTheme(makeStore(undefined, deps).getState())).toBe('light');
  });

  it('starts with the saved theme', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(selectTheme(makeStore(undefined, deps).getState())).toBe('dark');
  });

  it('ignores a saved value that is not a theme', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'blue');
    expect(selectTheme(makeStore(undefined, deps).getState())).toBe('light');
  });

  it('saves each toggle under localStorage["theme"], once the toggle has added its listener', () => {
    const store = makeStore(undefined, deps);
    store.dispatch(themeSaved);
    store.dispatch(themeToggled());
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    store.dispatch(themeToggled());
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('still toggles for the session when storage refuses to save', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const store = makeStore(undefined, deps);
    store.dispatch(themeSaved);
    expect(() => store.dispatch(themeToggled())).not.toThrow();
    expect(selectTheme(store.getState())).toBe('dark');
    setItem.mockRestore();
  });

  it('applies a saved dark theme to the page on load', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    renderApp();
    expect(html).toHaveClass('dark');
    expect(pageColor('background')).toBe(darkPalette.background);
    expect(pageColor('text')).toBe(darkPalette.text);
  });

  it('toggles the dark class, the colours and the button name with each click', async () => {
    const { user } = renderApp();
    expect(html).not.toHaveClass('dark');
    expect(pageColor('background')).toBe(lightPalette.background);

    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(html).toHaveClass('dark');
    expect(pageColor('background')).toBe(darkPalette.background);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(html).not.toHaveClass('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });
});

describe('another tab', () => {
  it('switching the theme there switches it here, without saving it again', async () => {
    const { store } = renderApp();
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    // The page hears other tabs once that code has arrived.
    await waitFor(() => {
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }));
      });
      expect(selectTheme(store.getState())).toBe('dark');
    });
    expect(document.documentElement).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    expect(setItem).not.toHaveBeenCalled();
    setItem.mockRestore();
  });
});
