import { act } from '@testing-library/react';

/**
 * Moves fake time on by `ms` in one go, then lets what it settled run. A countdown ticks every second, and Jest's
 * async advance awaits between ticks: ten minutes of it took 4 s of a test, this takes a fraction of one.
 */
export async function passTime(ms: number): Promise<void> {
  act(() => jest.advanceTimersByTime(ms));
  await act(() => jest.advanceTimersByTimeAsync(0));
}
