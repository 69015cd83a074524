import type { RecipeModel, ReplyPiece } from '../../src/core/modelRequest/recipeModel';
import { RELAY_GATHER_MS, startRecipeStream, USAGE_WAIT_MS } from './recipeStream';
import { postRecipeRequest, serverWithUpstream, streamedText } from '../../__tests__/support/recipeServerKit';

const ingredients = ['eggs', 'spinach', 'feta'];
let running: Awaited<ReturnType<typeof serverWithUpstream>> | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

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

describe('the relay of a reply', () => {
  /** A model whose pieces the test sends one at a time with `send`, and ends with `end`. */
  function modelSentByHand() {
    const waiting: Array<(result: IteratorResult<ReplyPiece>) => void> = [];
    const queued: Array<IteratorResult<ReplyPiece>> = [];
    const push = (result: IteratorResult<ReplyPiece>) => {
      const reader = waiting.shift();
      if (reader) reader(result);
      else queued.push(result);
    };
    const model: RecipeModel = {
      streams: true,
      askForRecipe: () => ({
        [Symbol.asyncIterator]: () => ({
          next: () =>
            new Promise<IteratorResult<ReplyPiece>>((resolve) => {
              const result = queued.shift();
              if (result) resolve(result);
              else waiting.push(resolve);
            }),
          return: () => Promise.resolve({ done: true as const, value: undefined }),
        }),
      }),
      // Not asked for ideas here.
      async *askForIdeas() {},
      async *askForFoodsSeen() {},
    };
    return {
      model,
      send: (text: string) => push({ done: false, value: { text } }),
      sendPiece: (piece: ReplyPiece) => push({ done: false, value: piece }),
      end: () => push({ done: true, value: undefined }),
    };
  }

  /** The relay of the hand-sent model's reply, with every write to the cook's stream and when the stream ended. */
  async function relayOf(model: ReturnType<typeof modelSentByHand>) {
    const started = await startRecipeStream({
      ask: (signal) => model.model.askForRecipe({ ingredients: ['eggs', 'spinach', 'feta'] }, { signal }),
      signal: new AbortController().signal,
    });
    if (!started.ok) throw new Error('the stream did not start');
    const writes: string[] = [];
    let ended = false;
    started.body.on('data', (chunk: Buffer) => writes.push(chunk.toString()));
    started.body.on('end', () => (ended = true));
    return { done: started.done, writes, ended: () => ended };
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('writes the first piece at once, then what arrives within RELAY_GATHER_MS in one write', async () => {
    const model = modelSentByHand();
    model.send('{"name"');
    const started = await startRecipeStream({
      ask: (signal) => model.model.askForRecipe({ ingredients: ['eggs', 'spinach', 'feta'] }, { signal }),
      signal: new AbortController().signal,
    });
    if (!started.ok) throw new Error('the stream did not start');
    const writes: string[] = [];
    started.body.on('data', (chunk: Buffer) => writes.push(chunk.toString()));
    await jest.advanceTimersByTimeAsync(0);
    expect(writes).toHaveLength(1);
    for (const text of [': "Soup",', ' "description"', ': "Hot."']) {
      model.send(text);
      await jest.advanceTimersByTimeAsync(RELAY_GATHER_MS / 5);
    }
    expect(writes).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(RELAY_GATHER_MS);
    expect(writes).toHaveLength(2);
    expect(writes[1]!.match(/^data: /gm)).toHaveLength(3);
    model.end();
    await jest.advanceTimersByTimeAsync(0);
    expect((await started.done).failure).toBeUndefined();
    expect(writes.join('')).toMatch(/data: \[DONE\]\n\n$/);
  });

  it('writes the first piece at once when it carries no text yet (the role chunk servers open with)', async () => {
    const model = modelSentByHand();
    model.sendPiece({});
    const relay = await relayOf(model);
    await jest.advanceTimersByTimeAsync(0);
    expect(relay.writes).toEqual(['data: {"choices":[{"delta":{},"finish_reason":null}]}\n\n']);
  });

  it("ends the cook's stream at the finish, then reads the usage the model reports after it", async () => {
    const model = modelSentByHand();
    model.send('{"name": "Soup"}');
    const relay = await relayOf(model);
    model.sendPiece({ finishReason: 'stop' });
    await jest.advanceTimersByTimeAsync(0);
    expect(relay.ended()).toBe(true);
    expect(relay.writes.join('')).toMatch(/data: \[DONE\]\n\n$/);

    model.sendPiece({ usage: { promptTokens: 310, completionTokens: 42 } });
    model.end();
    expect((await relay.done).usage).toEqual({ promptTokens: 310, completionTokens: 42 });
    expect(relay.writes.join('')).not.toMatch(/310/);
  });

  it('waits at most USAGE_WAIT_MS after the finish for a usage that never comes', async () => {
    const model = modelSentByHand();
    model.send('{"name": "Soup"}');
    model.sendPiece({ finishReason: 'stop' });
    const relay = await relayOf(model);
    let settled = false;
    void relay.done.then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(USAGE_WAIT_MS - 1);
    expect([relay.ended(), settled]).toEqual([true, false]);
    await jest.advanceTimersByTimeAsync(1);
    expect(await relay.done).toEqual({ bytes: expect.any(Number) });
  });
});
