import { makeStore } from '../../src/app/store';
import { modelSettingsFrom } from '../../src/core/chat/modelSettings';
import { selectRecipe } from '../../src/features/recipe/recipeSlice';
import { MAX_REPLY_TOKENS, SYSTEM_PROMPT } from '../../src/core/modelRequest/recipePrompt';
import { recipeResponseFormat } from '../../src/core/modelRequest/recipeResponseFormat';
import { requestRecipe } from '../../src/features/recipe/requestRecipe';
import { streamContent } from '../e2e/support/fakeProvider';
import { sampleRecipe } from '../support/fakeChatClient';
import { startChatServer } from '../support/chatServer';
import { ingredientsSlice } from '../../src/features/ingredients/ingredientsSlice';
import { pageDeps } from '../../src/page/whatLoadsWhen';

const ingredients = ['tomatoes', 'basil', 'spaghetti'];
const preloaded = { ingredients: { ...ingredientsSlice.getInitialState(), items: ingredients } };

describe('the real @huggingface/inference client against a local OpenAI-compatible server', () => {
  let server: Awaited<ReturnType<typeof startChatServer>>;
  afterEach(() => server.close());

  it('posts the recipe request with the token and parses the reply into the store', async () => {
    server = await startChatServer((_, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(sampleRecipe) } }],
        }),
      );
    });
    const settings = modelSettingsFrom(
      {
        PUBLIC_HF_TOKEN: 'hf_test_token',
        HF_MODEL: 'mistralai/Mixtral-test',
        HF_ENDPOINT_URL: server.baseUrl,
        HF_STREAM: 'false',
      },
      'http://unused.invalid',
    );
    const store = makeStore(
      preloaded,
      pageDeps(settings, () => ''),
    );

    await store.dispatch(requestRecipe());

    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/chat/completions' });
    expect(request?.headers.authorization).toBe('Bearer hf_test_token');
    expect(request?.body).toEqual({
      model: 'mistralai/Mixtral-test',
      max_tokens: MAX_REPLY_TOKENS,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: expect.stringContaining('tomatoes, basil, spaghetti') },
      ],
      response_format: recipeResponseFormat(),
    });
    expect(selectRecipe(store.getState())).toEqual(sampleRecipe);
  });

  it('streams the reply when asked to (the default) and stores the recipe it spells out', async () => {
    server = await startChatServer((_, response) =>
      streamContent(response, 'test', JSON.stringify(sampleRecipe), { streamDelayMs: 1, streamChunkChars: 5 }),
    );
    const settings = modelSettingsFrom(
      { PUBLIC_HF_TOKEN: 'hf_test_token', HF_ENDPOINT_URL: server.baseUrl },
      'http://unused.invalid',
    );
    const store = makeStore(preloaded, pageDeps(settings));

    await store.dispatch(requestRecipe());

    expect(server.requests[0]?.body).toMatchObject({ stream: true, max_tokens: MAX_REPLY_TOKENS });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer hf_test_token');
    expect(selectRecipe(store.getState())).toEqual(sampleRecipe);
  });

  it("uses the cook's own token, from Settings, instead of the built-in one", async () => {
    server = await startChatServer((_, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ choices: [{ message: { content: JSON.stringify(sampleRecipe) } }] }));
    });
    const settings = modelSettingsFrom(
      { PUBLIC_HF_TOKEN: 'hf_built_in', HF_ENDPOINT_URL: server.baseUrl, HF_STREAM: 'false' },
      'http://unused.invalid',
    );
    const store = makeStore(
      preloaded,
      pageDeps(settings, () => 'hf_cooks_own'),
    );
    await store.dispatch(requestRecipe());
    expect(server.requests[0]?.headers.authorization).toBe('Bearer hf_cooks_own');
  });

  it('reports 429 with its Retry-After, and does not hammer a 503 with retries', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    let status = 429;
    server = await startChatServer((_, response) => {
      response.writeHead(status, { 'Content-Type': 'application/json', 'Retry-After': '17' });
      response.end(JSON.stringify({ error: 'busy' }));
    });
    const settings = modelSettingsFrom(
      { PUBLIC_HF_TOKEN: 'hf_x', HF_ENDPOINT_URL: server.baseUrl },
      'http://unused.invalid',
    );
    const store = makeStore(
      preloaded,
      pageDeps(settings, () => ''),
    );

    const limited = await store.dispatch(requestRecipe());
    expect(limited.payload).toEqual({ kind: 'rate-limited', retryAfterSeconds: 17 });

    status = 503;
    const unavailable = await store.dispatch(requestRecipe());
    expect(unavailable.payload).toEqual({ kind: 'unavailable' });
    expect(server.requests).toHaveLength(2);
    consoleError.mockRestore();
  });

  it('turns an HTTP error from the server into the failed state', async () => {
    server = await startChatServer((_, response) => {
      response.writeHead(401, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: 'Invalid credentials in Authorization header' }));
    });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const settings = modelSettingsFrom(
      { PUBLIC_HF_TOKEN: 'hf_bad', HF_ENDPOINT_URL: server.baseUrl },
      'http://unused.invalid',
    );
    const store = makeStore(preloaded, pageDeps(settings));

    const action = await store.dispatch(requestRecipe());

    expect(action.meta.requestStatus).toBe('rejected');
    expect(store.getState().recipe).toMatchObject({ recipe: null, loading: false, hasGenerated: true });
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
