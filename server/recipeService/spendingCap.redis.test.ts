import { recipeStatusAt, requestsLogged, twoInstancesSharingRedis } from '../../__tests__/support/recipeServerKit';

describe("the day's budget, with several instances and Redis", () => {
  // The per-address limit lifted: every request here comes from one address.
  const shared = twoInstancesSharingRedis({ BUDGET_RECIPES_PER_DAY: '10', RATE_LIMIT_RECIPES: '1000' });

  it('holds across two instances: the 11th recipe of a 10-recipe day is refused by either', async () => {
    const [first, second] = shared.instances().map((instance) => instance.server.url) as [string, string];
    const statuses: number[] = [];
    for (let recipe = 0; recipe < 10; recipe += 1) statuses.push(await recipeStatusAt(recipe % 2 ? second : first));
    expect(statuses).toEqual(Array(10).fill(200));
    expect([await recipeStatusAt(first), await recipeStatusAt(second)]).toEqual([503, 503]);
  });

  it('keeps a budget on each instance once Redis is gone mid-day, and says so once', async () => {
    const [first, second] = shared.instances().map((instance) => instance.server.url) as [string, string];
    for (let recipe = 0; recipe < 6; recipe += 1) expect(await recipeStatusAt(recipe % 2 ? second : first)).toBe(200);
    await shared.redis().stop();
    for (const instance of shared.instances()) {
      const { url } = instance.server;
      for (let recipe = 0; recipe < 10; recipe += 1) expect(await recipeStatusAt(url)).toBe(200);
      expect(await recipeStatusAt(url)).toBe(503);
      expect(instance.lines.filter((line) => line.includes('Redis is unreachable'))).toHaveLength(1);
    }
  });
});

describe("the day's token budget, with several instances and Redis", () => {
  const shared = twoInstancesSharingRedis({ BUDGET_TOKENS_PER_DAY: '50' });

  it('counts the tokens one instance’s reply reported against the other’s asks too', async () => {
    const [first, second] = shared.instances() as [
      ReturnType<typeof shared.instances>[number],
      ReturnType<typeof shared.instances>[number],
    ];
    expect(await recipeStatusAt(first.server.url)).toBe(200);
    await requestsLogged(first.lines, 1);
    expect(await recipeStatusAt(second.server.url)).toBe(503);
  });
});
