import { yieldToBrowser } from './yieldToBrowser';

/**
 * Long enough that yielding costs little, short enough that a tap or a keystroke waits no longer than a frame or
 * two, on a phone slowed 4x too (a task of 25 ms here is about 100 ms there).
 */
export const SLICE_MS = 25;

/**
 * `work` for each item in turn, giving the browser the main thread back every SLICE_MS (input, rendering, other
 * tasks), and telling `onProgress` how many are done after each slice: thousands of items without a long task.
 */
export async function forEachInSlices<Item>(
  items: readonly Item[],
  work: (item: Item, index: number) => void,
  onProgress: (done: number) => void = () => undefined,
): Promise<void> {
  let sliceStart = performance.now();
  for (const [index, item] of items.entries()) {
    work(item, index);
    if (performance.now() - sliceStart >= SLICE_MS && index + 1 < items.length) {
      onProgress(index + 1);
      await yieldToBrowser();
      sliceStart = performance.now();
    }
  }
  onProgress(items.length);
}
