import type { RecipeModel } from '../../../core/modelRequest/recipeModel';
import { readReply } from './readReply';

const events: string[] = [];
jest.mock('../../../lib/yieldToBrowser', () => ({
  yieldToBrowser: () => {
    events.push('yield');
    return Promise.resolve();
  },
}));

/**
 * A model whose stream is a burst: every piece already here, as after a slow network hands over what it held,
 * `afterMs` after the request.
 */
function burstOf(pieces: string[], afterMs = 0): RecipeModel {
  return {
    streams: true,
    async *askForRecipe() {
      if (afterMs > 0) await new Promise((resolve) => setTimeout(resolve, afterMs));
      for (const text of pieces) {
        events.push(`read ${text}`);
        yield { text };
      }
    },
    // Not asked for ideas here.
    async *askForIdeas() {},
    async *askForFoodsSeen() {},
  };
}

beforeEach(() => {
  events.length = 0;
  // The clock stands still: reading is never cut into slices for taking long, however busy the machine.
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
});
afterEach(() => jest.useRealTimers());

const read = (model: RecipeModel) =>
  readReply(
    model,
    { ingredients: ['flour', 'butter', 'apples'] },
    {
      signal: new AbortController().signal,
      onData: () => {},
      onPreview: (preview) => events.push(`shown ${preview.name ?? ''}`),
    },
  );

it('lets the browser paint a preview just shown before it reads the rest of a burst', async () => {
  await read(burstOf(['{"name":"', 'Pie",', '"description":"', 'Warm"}']));
  expect(events.slice(0, 5)).toEqual(['read {"name":"', 'read Pie",', 'shown Pie', 'yield', 'read "description":"']);
});

it('does not count the wait for the reply as reading: its first text is shown before any yield', async () => {
  const reading = read(burstOf(['{"name":"', 'Pie",', '"description":"', 'Warm"}'], 200));
  await jest.advanceTimersByTimeAsync(200);
  await reading;
  expect(events.slice(0, 4)).toEqual(['read {"name":"', 'read Pie",', 'shown Pie', 'yield']);
});
