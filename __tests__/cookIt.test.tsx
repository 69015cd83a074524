import { act, screen, waitFor, within } from '@testing-library/react';
import { makeStore } from '../src/app/store';
import {
  cookModeOpened,
  selectCookState,
  selectShownServings,
  servingsChanged,
  conflictWarningAccepted,
} from '../src/features/cook/cookSlice';
import { selectTimers, timerStarted } from '../src/features/cook/timersSlice';
import { TIMERS_STORAGE_KEY } from '../src/features/cook/timersStorage';
import { SCREEN_MAY_SLEEP } from '../src/features/cook/components/CookMode';
import { requestRecipe } from '../src/features/recipe/requestRecipe';
import { servingsChosen } from '../src/features/preferences/preferencesSlice';
import type { Recipe } from '../src/recipe/recipeTypes';
import { answering, fakeDeps } from './support/fakeChatClient';
import { renderApp, stateWith } from './support/renderApp';

const recipe: Recipe = {
  name: 'Tomato pasta',
  description: 'Pasta with a quick tomato sauce.',
  ingredients: [
    { name: 'spaghetti', measurement: '200 g' },
    { name: 'tomatoes', measurement: '3' },
    { name: 'parmesan', measurement: '1/2 cup' },
    { name: 'salt', measurement: 'to taste' },
  ],
  instructions: ['Boil the spaghetti for 10 minutes.', 'Simmer the tomatoes 5 min.', 'Toss and serve.'],
  servings: 2,
};
const listed = ['spaghetti', 'tomato', 'onion'];

/** The app with a recipe on screen, its cooking tools loaded. */
async function withRecipe({ fakeTimers = false } = {}) {
  const view = renderApp({
    preloadedState: stateWith(listed),
    deps: fakeDeps(answering(JSON.stringify(recipe))),
    fakeTimers,
  });
  await view.user.click(await screen.findByRole('button', { name: 'Get a recipe' }));
  await screen.findByRole('button', { name: 'Start cooking' });
  return view;
}

const ingredientLines = () =>
  within(within(document.getElementById('results-section')!).getAllByRole('list')[0]!)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

// The results scroll into view when a recipe is asked for; jsdom has no scrolling.
let scrollTo: jest.SpyInstance;
beforeEach(() => {
  window.localStorage.clear();
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => scrollTo.mockRestore());

describe('the card', () => {
  it('marks each ingredient as had or to buy, with the basics counted as had', async () => {
    await withRecipe();
    expect(ingredientLines()).toEqual([
      '200 g spaghetti✓ have',
      '3 tomatoes✓ have',
      '1/2 cup parmesanto buy',
      'to taste salt✓ have',
    ]);
  });

  it('scales every quantity it can read with the servings, and leaves "to taste" alone', async () => {
    const { user } = await withRecipe();
    expect(screen.getByText('Serves 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    expect(screen.getByText('Serves 4')).toBeInTheDocument();
    expect(ingredientLines()).toEqual([
      '400 g spaghetti✓ have',
      '6 tomatoes✓ have',
      '1 cup parmesanto buy',
      'to taste salt✓ have',
    ]);
    await user.click(screen.getByRole('button', { name: 'Fewer servings' }));
    await user.click(screen.getByRole('button', { name: 'Fewer servings' }));
    expect(ingredientLines()[0]).toBe('200 g spaghetti✓ have');
  });

  it('copies the lines the cook does not have, and says how many', async () => {
    const { user } = await withRecipe();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: 'Copy shopping list' }));
    expect(writeText).toHaveBeenCalledWith('1/2 cup parmesan');
    expect(await screen.findByText('1 item copied')).toBeInTheDocument();
  });

  it('shares as text on the clipboard where the Web Share API is missing', async () => {
    const { user } = await withRecipe();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(
      expect.stringContaining('Tomato pasta\nPasta with a quick tomato sauce.\nServes 2'),
    );
    expect(await screen.findByText('Recipe copied as text.')).toBeInTheDocument();
  });

  it('downloads the recipe as schema.org JSON-LD', async () => {
    const { user } = await withRecipe();
    let saved: Blob | undefined;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved = blob;
      return 'blob:recipe';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Download recipe' }));
    expect(click).toHaveBeenCalled();
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(saved!);
    });
    expect(JSON.parse(text)).toMatchObject({ '@type': 'Recipe', name: 'Tomato pasta', recipeYield: '2 servings' });
    click.mockRestore();
  });

  it('puts the recipe in the page as JSON-LD, with "<" escaped', async () => {
    await withRecipe();
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script!.textContent)).toMatchObject({ '@type': 'Recipe', name: 'Tomato pasta' });
  });
});

describe('cook mode', () => {
  it('shows one step at a time, moved with the buttons and the arrow keys', async () => {
    const { user } = await withRecipe();
    await user.click(screen.getByRole('button', { name: 'Start cooking' }));
    const dialog = screen.getByRole('dialog', { name: 'Tomato pasta' });
    expect(within(dialog).getByText('Step 1 of 3')).toBeInTheDocument();
    expect(within(dialog).getByText('Boil the spaghetti for 10 minutes.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next step' }));
    expect(within(dialog).getByText('Step 2 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('Toss and serve.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next step' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Next step' }));
    expect(within(dialog).getByText('Step 3 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    await user.click(within(dialog).getByRole('button', { name: 'Previous step' }));
    expect(within(dialog).getByText('Step 1 of 3')).toBeInTheDocument();
  });

  it('returns focus to Start cooking when Done closes it', async () => {
    const { user } = await withRecipe();
    await user.click(screen.getByRole('button', { name: 'Start cooking' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start cooking' })).toHaveFocus();
  });

  it('keeps the screen awake while open and lets go when closed', async () => {
    const release = jest.fn().mockResolvedValue(undefined);
    const request = jest.fn().mockResolvedValue({ release });
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    try {
      const { user } = await withRecipe();
      await user.click(screen.getByRole('button', { name: 'Start cooking' }));
      expect(request).toHaveBeenCalledWith('screen');
      await user.click(screen.getByRole('button', { name: 'Done' }));
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(release).toHaveBeenCalled();
      expect(screen.queryByText(SCREEN_MAY_SLEEP)).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'wakeLock');
    }
  });

  it('says once, not as an error, that the screen may sleep where it cannot be kept awake', async () => {
    const { user } = await withRecipe();
    await user.click(screen.getByRole('button', { name: 'Start cooking' }));
    expect(await screen.findByText(SCREEN_MAY_SLEEP)).toBeInTheDocument();
    expect(screen.getAllByText(SCREEN_MAY_SLEEP)).toHaveLength(1);
  });
});

describe('timers', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('offers a timer for the duration a step names, counts down, and says when it is done', async () => {
    const vibrate = jest.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    try {
      const { user } = await withRecipe({ fakeTimers: true });
      await user.click(screen.getByRole('button', { name: 'Start cooking' }));
      await user.click(screen.getByRole('button', { name: 'Start 10 min timer' }));
      expect(screen.getAllByText('10 min (step 1): 10:00 left')[0]).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(61_000));
      expect(screen.getAllByText('10 min (step 1): 8:59 left')[0]).toBeInTheDocument();
      // It keeps counting on another step, and after leaving cook mode.
      await user.click(screen.getByRole('button', { name: 'Next step' }));
      await user.click(screen.getByRole('button', { name: 'Done' }));
      await act(() => jest.advanceTimersByTimeAsync(9 * 60_000));
      expect(screen.getByText('10 min (step 1): done')).toBeInTheDocument();
      expect(screen.getByText('Your 10 min timer for step 1 is done.')).toBeInTheDocument();
      expect(vibrate).toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(navigator, 'vibrate');
    }
  });
});

describe('timers that live outside the card', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const keptTimer = (endsInMs: number) =>
    window.localStorage.setItem(
      TIMERS_STORAGE_KEY,
      JSON.stringify([{ id: 'kept', label: '10 min', step: 1, endsAt: Date.now() + endsInMs, ended: false }]),
    );

  it('rings after the card hides because the list dropped below three', async () => {
    const { user } = await withRecipe({ fakeTimers: true });
    await user.click(screen.getByRole('button', { name: 'Start cooking' }));
    await user.click(screen.getByRole('button', { name: 'Start 10 min timer' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Remove onion' }));
    expect(screen.queryByRole('heading', { name: 'Suggested Recipe:' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Timers' })).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(10 * 60_000));
    expect(screen.getByText('10 min (step 1): done')).toBeInTheDocument();
    expect(screen.getByText('Your 10 min timer for step 1 is done.')).toBeInTheDocument();
  });

  it('rings after a reload, at the end time it was kept with', async () => {
    keptTimer(60_000);
    renderApp({ preloadedState: stateWith([]), fakeTimers: true });
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByText(/^10 min \(step 2\): 0:5\d left$/)).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText('Your 10 min timer for step 2 is done.')).toBeInTheDocument();
  });

  it('rings at once a timer whose time passed while the page was closed', async () => {
    keptTimer(-5_000);
    renderApp({ preloadedState: stateWith([]), fakeTimers: true });
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByText('Your 10 min timer for step 2 is done.')).toBeInTheDocument();
  });

  it('never rings early a timer set past what setTimeout can wait (24.8 days)', async () => {
    keptTimer(30 * 24 * 60 * 60_000);
    renderApp({ preloadedState: stateWith([]), fakeTimers: true });
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByText(/^10 min \(step 2\): /)).toHaveTextContent(/^10 min \(step 2\): 719:59:00 left/);
    expect(screen.queryByText('Your 10 min timer for step 2 is done.')).not.toBeInTheDocument();
  });
});

describe('a wake lock the system takes back', () => {
  /** A wake lock whose sentinels the test can release as the system would. */
  function fakeWakeLock(answers: Array<'grant' | 'refuse'>) {
    const sentinels: EventTarget[] = [];
    const request = jest.fn(async () => {
      if (answers.shift() === 'refuse') throw new DOMException('Battery saver is on', 'NotAllowedError');
      const sentinel = Object.assign(new EventTarget(), { release: jest.fn(async () => undefined) });
      sentinels.push(sentinel);
      return sentinel;
    });
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    return {
      request,
      releaseBySystem: () =>
        act(async () => {
          sentinels.at(-1)?.dispatchEvent(new Event('release'));
        }),
    };
  }
  afterEach(() => Reflect.deleteProperty(navigator, 'wakeLock'));

  it('is asked for again while cook mode is open', async () => {
    const wakeLock = fakeWakeLock(['grant', 'grant']);
    const { user } = await withRecipe();
    await user.click(screen.getByRole('button', { name: 'Start cooking' }));
    await waitFor(() => expect(wakeLock.request).toHaveBeenCalledTimes(1));
    await wakeLock.releaseBySystem();
    await waitFor(() => expect(wakeLock.request).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(SCREEN_MAY_SLEEP)).not.toBeInTheDocument();
  });

  it('tells the cook when asking again is refused', async () => {
    const wakeLock = fakeWakeLock(['grant', 'refuse']);
    const { user } = await withRecipe();
    await user.click(screen.getByRole('button', { name: 'Start cooking' }));
    await waitFor(() => expect(wakeLock.request).toHaveBeenCalledTimes(1));
    await wakeLock.releaseBySystem();
    expect(await screen.findByText(SCREEN_MAY_SLEEP)).toBeInTheDocument();
  });
});

describe('notifications', () => {
  it('asks only when the cook chooses to, then shows a finished timer as a notification', async () => {
    const shown: string[] = [];
    class FakeNotification {
      static permission: NotificationPermission = 'default';
      static requestPermission = jest.fn(async () => {
        FakeNotification.permission = 'granted';
        return 'granted' as const;
      });
      constructor(title: string, options?: NotificationOptions) {
        shown.push(`${title}: ${options?.body}`);
      }
    }
    Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true });
    try {
      const { user } = await withRecipe();
      await user.click(screen.getByRole('button', { name: 'Start cooking' }));
      expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Notify me when a timer ends' }));
      expect(FakeNotification.requestPermission).toHaveBeenCalled();
      expect(screen.queryByRole('button', { name: 'Notify me when a timer ends' })).not.toBeInTheDocument();
      const { ringTimerAlarm } = await import('../src/features/cook/components/timerAlarm');
      ringTimerAlarm('Your 10 min timer for step 1 is done.');
      expect(shown).toEqual(['Personal AI Chef: Your 10 min timer for step 1 is done.']);
    } finally {
      Reflect.deleteProperty(window, 'Notification');
    }
  });
});

describe('cook slice', () => {
  const store = () => makeStore(stateWith(listed), fakeDeps(answering(JSON.stringify(recipe))));

  it('keeps the servings between 1 and what a reply can serve (100)', async () => {
    const cook = store();
    await cook.dispatch(requestRecipe());
    cook.dispatch(servingsChanged(0));
    cook.dispatch(servingsChanged(101));
    cook.dispatch(servingsChanged(2.5));
    expect(selectShownServings(cook.getState())).toBe(2);
    cook.dispatch(servingsChanged(24));
    expect(selectShownServings(cook.getState())).toBe(24);
  });

  it('assumes the servings the cook asked for when the reply gives none', async () => {
    const cook = makeStore(stateWith(listed), fakeDeps(answering(JSON.stringify({ ...recipe, servings: undefined }))));
    await cook.dispatch(requestRecipe());
    expect(selectShownServings(cook.getState())).toBe(2);
  });

  it('starts over, timers included, when a new recipe replaces this one', async () => {
    const cook = store();
    await cook.dispatch(requestRecipe());
    cook.dispatch(servingsChanged(6));
    cook.dispatch(cookModeOpened());
    cook.dispatch(timerStarted({ label: '10 min', seconds: 600, step: 0 }));
    cook.dispatch(conflictWarningAccepted());
    await cook.dispatch(requestRecipe());
    expect(selectCookState(cook.getState())).toEqual({
      servings: null,
      cookModeOpen: false,
      step: 0,
      warningAccepted: false,
    });
    expect(selectTimers(cook.getState())).toEqual([]);
  });
});

describe('servings that match their quantities', () => {
  it('scales a recipe for 40 down to 1, one tap at a time', async () => {
    const { user } = renderApp({
      preloadedState: stateWith(listed),
      deps: fakeDeps(answering(JSON.stringify({ ...recipe, servings: 40 }))),
    });
    await user.click(await screen.findByRole('button', { name: 'Get a recipe' }));
    const fewer = await screen.findByRole('button', { name: 'Fewer servings' });
    expect(screen.getByRole('button', { name: 'More servings' })).toBeDisabled();
    for (let tap = 0; tap < 39; tap += 1) await user.click(fewer);
    expect(screen.getByText('Serves 1')).toBeInTheDocument();
    expect(ingredientLines()[0]).toBe('5 g spaghetti✓ have');
    expect(fewer).toBeDisabled();
  });

  it('keeps a shown recipe’s label and quantities when the Servings preference changes afterwards', async () => {
    // JSON leaves out an undefined field: a reply that does not say what it serves.
    const { store, user } = renderApp({
      preloadedState: stateWith(listed),
      deps: fakeDeps(answering(JSON.stringify({ ...recipe, servings: undefined }))),
    });
    await user.click(await screen.findByRole('button', { name: 'Get a recipe' }));
    await screen.findByText('Serves 2');
    act(() => {
      store.dispatch(servingsChosen(4));
    });
    expect(screen.getByText('Serves 2')).toBeInTheDocument();
    expect(ingredientLines()[0]).toBe('200 g spaghetti✓ have');
  });
});
