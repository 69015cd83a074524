import { startRedis } from '../../__tests__/support/redisServer';
import { answeredStatus, postRecipeRequest, serverWithUpstream } from '../../__tests__/support/recipeServerKit';

const ingredients = ['eggs', 'spinach', 'feta'];

const statusOf = async (url: string) => answeredStatus(await postRecipeRequest(url, { ingredients }));

describe('the recipe limit, with several instances and Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let instances: Array<Awaited<ReturnType<typeof serverWithUpstream>>> = [];
  beforeEach(async () => {
    redis = await startRedis();
    const env = { REDIS_URL: redis.url, RATE_LIMIT_RECIPES: '3', RATE_LIMIT_WINDOW_S: '600' };
    instances = [await serverWithUpstream(env), await serverWithUpstream(env)];
  });
  afterEach(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await redis.stop();
  });

  it('shares one limit between two instances', async () => {
    const [first, second] = instances.map((instance) => instance.server.url) as [string, string];
    expect([await statusOf(first), await statusOf(second), await statusOf(first)]).toEqual([200, 200, 200]);
    expect(await statusOf(second)).toBe(429);
    expect(await statusOf(first)).toBe(429);
  });

  it('keeps serving with each instance limiting on its own once Redis is gone, and warns once', async () => {
    await redis.stop();
    for (const instance of instances) {
      const { url } = instance.server;
      expect([await statusOf(url), await statusOf(url), await statusOf(url)]).toEqual([200, 200, 200]);
      expect(await statusOf(url)).toBe(429);
      expect(instance.lines.filter((line) => line.includes('Redis is unreachable'))).toHaveLength(1);
    }
  });
});
