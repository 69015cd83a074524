import { makeStore } from '../../src/app/store';
import { smoothScrollToId, SCROLL_DELAY_MS } from '../../src/components/smoothScroll';
import { selectTheme, themeToggled } from '../../src/features/theme/themeSlice';
import { answering, fakeDeps } from '../support/fakeChatClient';

const deps = fakeDeps(answering(''));

function mediaQueries(matching: string[]) {
  window.matchMedia = jest.fn((query: string) => ({ matches: matching.includes(query) }) as MediaQueryList);
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('theme without a saved choice', () => {
  it('follows prefers-color-scheme: dark', () => {
    mediaQueries(['(prefers-color-scheme: dark)']);
    expect(selectTheme(makeStore(undefined, deps).getState())).toBe('dark');
  });

  it('is light when the device prefers light or cannot say', () => {
    mediaQueries([]);
    expect(selectTheme(makeStore(undefined, deps).getState())).toBe('light');
  });
});

describe('localStorage that throws', () => {
  it('still starts, and still toggles the theme for the session', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const store = makeStore(undefined, deps);
    expect(selectTheme(store.getState())).toBe('light');
    store.dispatch(themeToggled());
    expect(selectTheme(store.getState())).toBe('dark');
  });
});

describe('prefers-reduced-motion', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('jumps to the results after the delay instead of animating', () => {
    mediaQueries(['(prefers-reduced-motion: reduce)']);
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    document.body.innerHTML = '<section id="target"></section>';
    jest.spyOn(document.getElementById('target')!, 'getBoundingClientRect').mockReturnValue({ top: 700 } as DOMRect);

    smoothScrollToId('target');
    jest.advanceTimersByTime(SCROLL_DELAY_MS);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 700);
    jest.advanceTimersByTime(2000);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
