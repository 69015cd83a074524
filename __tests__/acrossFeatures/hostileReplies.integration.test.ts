import type { ServerResponse } from 'node:http';
import { createServer } from 'node:net';
import { makeStore } from '../../src/app/store';
import { selectRecipe, selectRecipeState } from '../../src/features/recipe/recipeSlice';
import { requestRecipe } from '../../src/features/recipe/requestRecipe';
import { modelSettingsFrom } from '../../src/core/chat/modelSettings';
import { startChatServer } from '../support/chatServer';
import { sampleRecipe } from '../support/fakeChatClient';
import { failureHint } from '../../src/recipeCard/recipeLines';
import { englishText } from '../support/englishText';
import { ingredientsSlice } from '../../src/features/ingredients/ingredientsSlice';
import { pageDeps } from '../../src/page/whatLoadsWhen';

/** The hint under "Failed to load recipe.", in English. */
const hintOf = (failure: Parameters<typeof failureHint>[1]) => failureHint(englishText, failure, 'Chef settings', 'en');

const preloaded = { ingredients: { ...ingredientsSlice.getInitialState(), items: ['tomatoes', 'basil', 'spaghetti'] } };
const reply = JSON.stringify(sampleRecipe);

const sse = (response: ServerResponse) =>
  response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
const event = (data: unknown, name?: string) => `${name ? `event: ${name}\n` : ''}data: ${JSON.stringify(data)}\n\n`;
const piece = (content: string, finish: string | null = null) => ({
  choices: [{ index: 0, delta: { content }, finish_reason: finish }],
});

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

async function ask(server: { baseUrl: string }, stream = true) {
  const settings = modelSettingsFrom(
    { PUBLIC_HF_TOKEN: 'hf_test_token', HF_ENDPOINT_URL: server.baseUrl, HF_STREAM: String(stream) },
    'http://unused.invalid',
  );
  // The server the build was made for (HF_ENDPOINT_URL), as the request code reads it in the app.
  const store = makeStore(preloaded, { ...pageDeps(settings, () => ''), endpointUrl: server.baseUrl });
  await store.dispatch(requestRecipe());
  return store;
}

describe('replies a real server may send, read by the real client', () => {
  let server: Awaited<ReturnType<typeof startChatServer>> | undefined;
  afterEach(() => server?.close());

  it('skips chunks without choices or a delta (content-filter notes) and keeps the recipe', async () => {
    server = await startChatServer((_, response) => {
      sse(response);
      response.write(event({ choices: [], prompt_filter_results: [{ content_filter_results: {} }] }));
      response.write(event(piece(reply.slice(0, 50))));
      response.write(event({ choices: [{ index: 0, content_filter_results: { hate: { filtered: false } } }] }));
      response.write(event(piece(reply.slice(50), 'stop')));
      response.end('data: [DONE]\n\n');
    });
    expect(selectRecipe((await ask(server)).getState())).toEqual(sampleRecipe);
  });

  it('reads an `event: error` frame without an error field as something to skip, not as being offline', async () => {
    server = await startChatServer((_, response) => {
      sse(response);
      response.write(event(piece(reply)));
      response.write(event({ message: 'keep-alive' }, 'error'));
      response.end('data: [DONE]\n\n');
    });
    const store = await ask(server);
    expect(selectRecipeState(store.getState()).failure).toBeNull();
    expect(selectRecipe(store.getState())).toEqual(sampleRecipe);
  });

  it('ends the reply at finish_reason even when the server keeps the connection open', async () => {
    const open: ServerResponse[] = [];
    server = await startChatServer((_, response) => {
      sse(response);
      response.write(event(piece(reply, 'stop')));
      open.push(response);
    });
    expect(selectRecipe((await ask(server)).getState())).toEqual(sampleRecipe);
  });

  it('says the recipe was cut off when the model stopped at max_tokens', async () => {
    server = await startChatServer((_, response) => {
      sse(response);
      response.write(event(piece(reply.slice(0, 80), 'length')));
      response.end('data: [DONE]\n\n');
    });
    expect(selectRecipeState((await ask(server)).getState()).failure).toEqual({ kind: 'cut-off' });
  });

  it('tells a reasoning model that only thought apart from a reply that is not a recipe', async () => {
    server = await startChatServer((_, response) => {
      sse(response);
      response.write(event({ choices: [{ index: 0, delta: { content: '', reasoning_content: 'Let me think…' } }] }));
      response.write(
        event({ choices: [{ index: 0, delta: { reasoning_content: ' more' }, finish_reason: 'length' }] }),
      );
      response.end('data: [DONE]\n\n');
    });
    expect(selectRecipeState((await ask(server)).getState()).failure).toEqual({ kind: 'cut-off' });

    await server.close();
    server = await startChatServer((_, response) => {
      sse(response);
      response.write(
        event({ choices: [{ index: 0, delta: { reasoning: 'Thinking about pasta' }, finish_reason: 'stop' }] }),
      );
      response.end('data: [DONE]\n\n');
    });
    expect(selectRecipeState((await ask(server)).getState()).failure).toEqual({ kind: 'only-thinking' });
  });

  it('calls a 200 reply that is not a chat completion unreadable, not offline', async () => {
    server = await startChatServer((_, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ hello: 'world' }));
    });
    expect(selectRecipeState((await ask(server, false)).getState()).failure).toEqual({ kind: 'unreadable' });
  });

  it('calls an unparsable stream event unreadable, not offline', async () => {
    server = await startChatServer((_, response) => {
      sse(response);
      response.end('data: {not json\n\n');
    });
    expect(selectRecipeState((await ask(server)).getState()).failure).toEqual({ kind: 'unreadable' });
  });

  it('names the model server that refused the connection, and asks whether it runs and allows this origin', async () => {
    // A port that was free a moment ago: nothing answers there.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    server = undefined;
    const store = await ask({ baseUrl: `http://127.0.0.1:${port}/v1` });
    const failure = selectRecipeState(store.getState()).failure;
    expect(failure).toEqual({ kind: 'unreachable', server: `http://127.0.0.1:${port}` });
    expect(hintOf(failure!)).toBe(
      `Could not reach the model server at http://127.0.0.1:${port}: is it running, and does it allow this page's origin?`,
    );
  });
});
