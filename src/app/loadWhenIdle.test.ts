/** @jest-environment jsdom */
import { loadWhenIdle } from './loadWhenIdle';
import { idleMoments } from '../../__tests__/support/idleMoments';

test('each load starts in an idle moment of its own, none in the task that asked', () => {
  const idle = idleMoments();
  const first = jest.fn(() => Promise.resolve());
  const second = jest.fn(() => Promise.resolve());

  loadWhenIdle(first, second);
  expect(first).not.toHaveBeenCalled();
  expect(second).not.toHaveBeenCalled();

  idle.runOne();
  expect(first).toHaveBeenCalledTimes(1);
  expect(second).not.toHaveBeenCalled();

  idle.runOne();
  expect(second).toHaveBeenCalledTimes(1);
});

test('cancelling stops the loads that have not started', () => {
  const idle = idleMoments();
  const first = jest.fn(() => Promise.resolve());
  const second = jest.fn(() => Promise.resolve());

  const cancel = loadWhenIdle(first, second);
  idle.runOne();
  cancel();

  expect(idle.count).toBe(0);
  expect(second).not.toHaveBeenCalled();
});
