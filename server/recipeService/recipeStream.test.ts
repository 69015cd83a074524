import { postRecipeRequest, serverWithUpstream, streamedText } from '../../__tests__/support/recipeServerKit';

const ingredients = ['eggs', 'spinach', 'feta'];
let running: Awaited<ReturnType<typeof serverWithUpstream>>;
afterEach(() => running.close());

describe('the recipe stream, when the cook stops', () => {
  it("aborts the upstream request when the cook's connection closes", async () => {
    running = await serverWithUpstream({}, { kind: 'recipe', stream: { streamDelayMs: 50, streamChunkChars: 2 } });
    const stop = new AbortController();
    const response = await postRecipeRequest(running.server.url, { ingredients }, {}, stop.signal);
    const reader = response.body!.getReader();
    await reader.read();
    const abandoned = running.upstream.nextAbandoned();
    stop.abort();
    await abandoned;
    expect(running.upstream.requestCount()).toBe(1);
  });
});

describe('the recipe stream, when the upstream fails', () => {
  it.each([
    [401, 502, 'not-set-up'],
    [403, 502, 'not-set-up'],
    [500, 502, 'unavailable'],
    [503, 502, 'unavailable'],
  ])('answers an upstream %i with %i and the kind %p', async (upstreamStatus, status, kind) => {
    running = await serverWithUpstream({}, { kind: 'status', status: upstreamStatus });
    const response = await postRecipeRequest(running.server.url, { ingredients });
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ error: { kind } });
  });

  it("passes an upstream 429 on with its Retry-After, as the model's rate limit", async () => {
    running = await serverWithUpstream({}, { kind: 'status', status: 429, retryAfterSeconds: 30 });
    const response = await postRecipeRequest(running.server.url, { ingredients });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.json()).toMatchObject({ error: { kind: 'rate-limited', retryAfterSeconds: 30 } });
  });

  it('answers an upstream that never answers with 504, stalled, and closes the upstream request', async () => {
    running = await serverWithUpstream({}, { kind: 'hang' }, { stallMs: 200 });
    const abandoned = running.upstream.nextAbandoned();
    const response = await postRecipeRequest(running.server.url, { ingredients });
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ error: { kind: 'stalled' } });
    await abandoned;
  });

  it('ends a stream the upstream stops feeding with an error event, stalled', async () => {
    running = await serverWithUpstream(
      {},
      { kind: 'recipe', stream: { streamDelayMs: 5_000, streamChunkChars: 8 } },
      { stallMs: 300 },
    );
    const { events, done } = await streamedText(await postRecipeRequest(running.server.url, { ingredients }));
    expect(done).toBe(false);
    expect(events.at(-1)).toMatch(/^event: error\ndata: .*"kind":"stalled"/);
  });

  it('gives up after HF_TIMEOUT_MS with timed-out', async () => {
    running = await serverWithUpstream({ HF_TIMEOUT_MS: '300' }, { kind: 'hang' });
    const response = await postRecipeRequest(running.server.url, { ingredients });
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ error: { kind: 'timed-out' } });
  });
});
