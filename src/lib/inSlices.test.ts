import { forEachInSlices, SLICE_MS } from './inSlices';

describe('forEachInSlices', () => {
  let now = 0;
  beforeEach(() => {
    now = 0;
    jest.spyOn(performance, 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  it('does every item in order and reports the whole count at the end', async () => {
    const done: number[] = [];
    const seen: string[] = [];
    await forEachInSlices(
      ['a', 'b', 'c'],
      (item) => seen.push(item),
      (count) => done.push(count),
    );
    expect(seen).toEqual(['a', 'b', 'c']);
    expect(done).toEqual([3]);
  });

  it('gives the thread back, with how far it has come, each time a slice has taken SLICE_MS', async () => {
    const done: number[] = [];
    // Each item takes 10 ms: a slice holds 3 items (30 ms >= SLICE_MS).
    await forEachInSlices(
      Array.from({ length: 8 }, (_, index) => index),
      () => (now += 10),
      (count) => done.push(count),
    );
    expect(SLICE_MS).toBeLessThanOrEqual(30);
    expect(done).toEqual([3, 6, 8]);
  });

  it('lets other work run between slices', async () => {
    const order: string[] = [];
    // A task queued before the work starts, as a tap would be.
    const other = new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        order.push('other');
        resolve();
      };
      channel.port2.postMessage(null);
    });
    await forEachInSlices([1, 2, 3, 4], (item) => {
      now += SLICE_MS;
      order.push(`item ${item}`);
    });
    await other;
    expect(order.indexOf('other')).toBeGreaterThan(0);
    expect(order.indexOf('other')).toBeLessThan(order.length - 1);
  });
});
