import { recipeStatusAt, twoInstancesSharingRedis } from '../../__tests__/support/recipeServerKit';

describe('the recipe limit, with several instances and Redis', () => {
  const shared = twoInstancesSharingRedis({ RATE_LIMIT_RECIPES: '3', RATE_LIMIT_WINDOW_S: '600' });

  it('shares one limit between two instances', async () => {
    const [first, second] = shared.instances().map((instance) => instance.server.url) as [string, string];
    expect([await recipeStatusAt(first), await recipeStatusAt(second), await recipeStatusAt(first)]).toEqual([
      200, 200, 200,
    ]);
    expect(await recipeStatusAt(second)).toBe(429);
    expect(await recipeStatusAt(first)).toBe(429);
  });

  it('keeps serving with each instance limiting on its own once Redis is gone, and warns once', async () => {
    await shared.redis().stop();
    for (const instance of shared.instances()) {
      const { url } = instance.server;
      expect([await recipeStatusAt(url), await recipeStatusAt(url), await recipeStatusAt(url)]).toEqual([
        200, 200, 200,
      ]);
      expect(await recipeStatusAt(url)).toBe(429);
      expect(instance.lines.filter((line) => line.includes('Redis is unreachable'))).toHaveLength(1);
    }
  });
});
