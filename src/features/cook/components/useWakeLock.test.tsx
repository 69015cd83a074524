import { act, screen, waitFor } from '@testing-library/react';
import { withRecipe, startEachTestAfresh } from '../../../../__tests__/support/cookTestRecipe';

startEachTestAfresh();

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
    expect(
      screen.queryByText('This browser cannot keep the screen awake, so it may still go dark between steps.'),
    ).not.toBeInTheDocument();
  });

  it('tells the cook when asking again is refused', async () => {
    const wakeLock = fakeWakeLock(['grant', 'refuse']);
    const { user } = await withRecipe();
    await user.click(screen.getByRole('button', { name: 'Start cooking' }));
    await waitFor(() => expect(wakeLock.request).toHaveBeenCalledTimes(1));
    await wakeLock.releaseBySystem();
    expect(
      await screen.findByText('This browser cannot keep the screen awake, so it may still go dark between steps.'),
    ).toBeInTheDocument();
  });
});
