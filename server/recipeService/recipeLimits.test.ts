import { answeredStatus, postRecipeRequest, serverWithUpstream } from '../../__tests__/support/recipeServerKit';

const ingredients = ['eggs', 'spinach', 'feta'];
let running: Awaited<ReturnType<typeof serverWithUpstream>>;
afterEach(() => running.close());

describe('the recipe limit per address', () => {
  it('answers 429 with Retry-After and the busy kind once an address has used its recipes for the window', async () => {
    running = await serverWithUpstream({ RATE_LIMIT_RECIPES: '2', RATE_LIMIT_WINDOW_S: '240' });
    expect(await answeredStatus(await postRecipeRequest(running.server.url, { ingredients }))).toBe(200);
    expect(await answeredStatus(await postRecipeRequest(running.server.url, { ingredients }))).toBe(200);
    const refused = await postRecipeRequest(running.server.url, { ingredients });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(230);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(240);
    expect(await refused.json()).toMatchObject({ error: { kind: 'busy' } });
    expect(running.upstream.requestCount()).toBe(2);
  });

  it('does not count a request it refused as invalid', async () => {
    running = await serverWithUpstream({ RATE_LIMIT_RECIPES: '1' });
    expect(await answeredStatus(await postRecipeRequest(running.server.url, { ingredients: ['eggs'] }))).toBe(400);
    expect(await answeredStatus(await postRecipeRequest(running.server.url, { ingredients }))).toBe(200);
  });

  it('refuses one more request in flight than RATE_LIMIT_IN_FLIGHT at once, with 429 and Retry-After', async () => {
    running = await serverWithUpstream({ RATE_LIMIT_IN_FLIGHT: '2' }, { kind: 'hang' });
    const stop = new AbortController();
    const inFlight = [1, 2].map(() => postRecipeRequest(running.server.url, { ingredients }, {}, stop.signal));
    while (running.upstream.requestCount() < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    const third = await postRecipeRequest(running.server.url, { ingredients });
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('1');
    expect(running.upstream.requestCount()).toBe(2);
    stop.abort();
    await Promise.allSettled(inFlight);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says so', async () => {
    running = await serverWithUpstream({ RATE_LIMIT_RECIPES: '1' });
    expect(
      await answeredStatus(
        await postRecipeRequest(running.server.url, { ingredients }, { 'X-Forwarded-For': '203.0.113.1' }),
      ),
    ).toBe(200);
    expect(
      await answeredStatus(
        await postRecipeRequest(running.server.url, { ingredients }, { 'X-Forwarded-For': '203.0.113.2' }),
      ),
    ).toBe(429);
  });

  it('counts each forwarded address on its own behind a trusted proxy', async () => {
    running = await serverWithUpstream({ RATE_LIMIT_RECIPES: '1', TRUST_PROXY: 'true' });
    expect(
      await answeredStatus(
        await postRecipeRequest(running.server.url, { ingredients }, { 'X-Forwarded-For': '203.0.113.1' }),
      ),
    ).toBe(200);
    expect(
      await answeredStatus(
        await postRecipeRequest(running.server.url, { ingredients }, { 'X-Forwarded-For': '203.0.113.2' }),
      ),
    ).toBe(200);
    expect(
      await answeredStatus(
        await postRecipeRequest(running.server.url, { ingredients }, { 'X-Forwarded-For': '203.0.113.1' }),
      ),
    ).toBe(429);
  });
});
