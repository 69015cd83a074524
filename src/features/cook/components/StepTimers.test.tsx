import { screen, within } from '@testing-library/react';
import { passTime } from '../../../../__tests__/support/passTime';
import { withRecipe, startEachTestAfresh } from '../../../../__tests__/support/cookTestRecipe';
import { selectTimers, timerStarted } from '../timersSlice';

startEachTestAfresh();

describe('timers', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('offers a timer for the duration a step names, counts down, and says when it is done', async () => {
    const vibrate = jest.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    try {
      const { user } = await withRecipe({ fakeTimers: true });
      await user.click(screen.getByRole('button', { name: 'Start cooking' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Start 10 min timer' }));
      expect(screen.getAllByText('10 min (step 1): 10:00 left')[0]).toBeInTheDocument();
      await passTime(61_000);
      expect(screen.getAllByText('10 min (step 1): 8:59 left')[0]).toBeInTheDocument();
      // It keeps counting on another step, and after leaving cook mode.
      await user.click(screen.getByRole('button', { name: 'Next step' }));
      await user.click(screen.getByRole('button', { name: 'Done' }));
      await passTime(9 * 60_000);
      expect(screen.getByText('10 min (step 1): done')).toBeInTheDocument();
      expect(screen.getByText('Your 10 min timer for step 1 is done.')).toBeInTheDocument();
      expect(vibrate).toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(navigator, 'vibrate');
    }
  });

  it('turns a started chip into a countdown that pauses and resumes on a tap, one timer per chip', async () => {
    const { user, store } = await withRecipe({ fakeTimers: true });
    await user.click(screen.getByRole('button', { name: 'Start cooking' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Start 10 min timer' }));
    expect(dialog.queryByRole('button', { name: 'Start 10 min timer' })).not.toBeInTheDocument();
    await passTime(60_000);
    await user.click(dialog.getByRole('button', { name: /^Pause the 10 min timer for step 1: 9:00 left/ }));
    await passTime(5 * 60_000);
    expect(dialog.getByRole('button', { name: /^Resume the 10 min timer for step 1: 9:00 left/ })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: /^Resume the 10 min timer for step 1: 9:00 left/ }));
    await passTime(60_000);
    expect(dialog.getByRole('button', { name: /^Pause the 10 min timer for step 1: 8:00 left/ })).toBeInTheDocument();
    store.dispatch(timerStarted({ label: '10 min', seconds: 600, step: 0 }));
    expect(selectTimers(store.getState())).toHaveLength(1);
  });

  it('offers the step’s timers on the card too', async () => {
    await withRecipe({ fakeTimers: true });
    const card = within(document.getElementById('results-section')!);
    expect(card.getByRole('button', { name: 'Start 10 min timer' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Start 5 min timer' })).toBeInTheDocument();
  });
});

describe('cancelling a timer', () => {
  it('offers Undo, which has the timer back with its own end time', async () => {
    const { user, store } = await withRecipe();
    await user.click(screen.getByRole('button', { name: 'Start cooking' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Start 10 min timer' }));
    const [timer] = selectTimers(store.getState());
    await user.click(screen.getAllByRole('button', { name: 'Cancel the 10 min timer for step 1' })[0]!);
    expect(selectTimers(store.getState())).toEqual([]);
    expect(screen.getAllByText('The 10 min timer for step 1 was cancelled.')[0]).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Undo' })[0]!);
    expect(selectTimers(store.getState())).toEqual([timer]);
  });
});
