import { act, screen, within } from '@testing-library/react';
import { TIMERS_STORAGE_KEY } from '../timersStorage';
import { renderApp, stateWith } from '../../../../__tests__/support/renderApp';
import { withRecipe, startEachTestAfresh } from '../../../../__tests__/support/cookTestRecipe';

startEachTestAfresh();

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
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Start 10 min timer' }));
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
