import { loadWhenIdle } from '../src/app/loadWhenIdle';
import { makeStore } from '../src/app/store';
import { prefetchRecipeModel } from '../src/features/recipe/prefetchRecipeModel';
import { answering, fakeDeps } from './support/fakeChatClient';

type IdleCallback = () => void;

/** The browser's idle callbacks, run only when the test says the page is idle. */
function idleMoments() {
  const waiting = new Map<number, IdleCallback>();
  let next = 1;
  Object.assign(window, {
    requestIdleCallback: (callback: IdleCallback) => {
      waiting.set(next, callback);
      return next++;
    },
    cancelIdleCallback: (handle: number) => waiting.delete(handle),
  });
  return {
    get count() {
      return waiting.size;
    },
    /** Runs the first idle callback waiting. */
    runOne() {
      const [handle, callback] = waiting.entries().next().value!;
      waiting.delete(handle);
      callback();
    },
  };
}

afterEach(() => {
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
});

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

test("the generate panel's prefetch downloads the model client at idle time, not in the tap that showed the panel", () => {
  const idle = idleMoments();
  const deps = fakeDeps(answering({}));
  const loadChatClient = jest.spyOn(deps, 'loadChatClient');
  const store = makeStore(undefined, deps);

  store.dispatch(prefetchRecipeModel());
  expect(loadChatClient).not.toHaveBeenCalled();

  idle.runOne();
  expect(loadChatClient).toHaveBeenCalledTimes(1);
});
