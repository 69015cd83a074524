import { startRedis } from '../../__tests__/support/redisServer';
import { answeredStatus, postRecipeRequest, serverWithUpstream } from '../../__tests__/support/recipeServerKit';

const ingredients = ['eggs', 'spinach', 'feta'];

const statusOf = async (url: string) => answeredStatus(await postRecipeRequest(url, { ingredients }));

describe("the day's budget, with several instances and Redis", () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let instances: Array<Awaited<ReturnType<typeof serverWithUpstream>>> = [];
  beforeEach(async () => {
    redis = await startRedis();
    // The per-address limit lifted: every request here comes from one address.
    const env = { REDIS_URL: redis.url, BUDGET_RECIPES_PER_DAY: '10', RATE_LIMIT_RECIPES: '1000' };
    instances = [await serverWithUpstream(env), await serverWithUpstream(env)];
  });
  afterEach(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await redis.stop();
  });

  it('holds across two instances: the 11th recipe of a 10-recipe day is refused by either', async () => {
    const [first, second] = instances.map((instance) => instance.server.url) as [string, string];
    const statuses: number[] = [];
    for (let recipe = 0; recipe < 10; recipe += 1) statuses.push(await statusOf(recipe % 2 ? second : first));
    expect(statuses).toEqual(Array(10).fill(200));
    expect([await statusOf(first), await statusOf(second)]).toEqual([503, 503]);
  });

  it('keeps a budget on each instance once Redis is gone mid-day, and says so once', async () => {
    const [first, second] = instances.map((instance) => instance.server.url) as [string, string];
    for (let recipe = 0; recipe < 6; recipe += 1) expect(await statusOf(recipe % 2 ? second : first)).toBe(200);
    await redis.stop();
    for (const instance of instances) {
      const { url } = instance.server;
      for (let recipe = 0; recipe < 10; recipe += 1) expect(await statusOf(url)).toBe(200);
      expect(await statusOf(url)).toBe(503);
      expect(instance.lines.filter((line) => line.includes('Redis is unreachable'))).toHaveLength(1);
    }
  });
});
