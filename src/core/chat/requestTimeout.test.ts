import { requestDeadline, STALL_ERROR_NAME } from './requestTimeout';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const deadlineOf = () => requestDeadline(new AbortController().signal, { totalMs: 180_000, stallMs: 20_000 });

describe('requestDeadline', () => {
  it('calls a stream stalled 20 s after its last sign of life, not its first', () => {
    const deadline = deadlineOf();
    deadline.alive();
    jest.advanceTimersByTime(15_000);
    deadline.alive();
    jest.advanceTimersByTime(19_999);
    expect(deadline.signal.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    expect(deadline.signal.aborted).toBe(true);
    expect((deadline.signal.reason as DOMException).name).toBe(STALL_ERROR_NAME);
  });

  it('sets one stall timer however many pieces arrive, not one for each piece', () => {
    const deadline = deadlineOf();
    const setTimer = jest.spyOn(globalThis, 'setTimeout');
    for (let piece = 0; piece < 1000; piece += 1) deadline.alive();
    expect(setTimer).toHaveBeenCalledTimes(1);
    setTimer.mockRestore();
    deadline.dispose();
  });

  it('stops its timers when disposed', () => {
    const deadline = deadlineOf();
    deadline.alive();
    deadline.dispose();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('starts no timer for a piece that arrives once the request is over (a client that ignores the abort)', () => {
    const deadline = deadlineOf();
    deadline.dispose();
    deadline.alive();
    expect(jest.getTimerCount()).toBe(0);
  });
});
