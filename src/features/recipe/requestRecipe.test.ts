/** @jest-environment jsdom */
import { makeStore } from '../../app/store';
import { ingredientsCleared } from '../ingredients/ingredientsSlice';
import { selectRecipe, selectRecipeState, selectResultsView } from './recipeSlice';
import { MAX_REPLY_TOKENS, SYSTEM_PROMPT } from '../../core/modelRequest/recipePrompt';
import { recipeResponseFormat } from '../../core/modelRequest/recipeResponseFormat';
import { requestRecipe } from './requestRecipe';
import {
  answering,
  deferredChatClient,
  fakeDeps,
  FakeChatClient,
  flushPromises,
  sampleRecipe,
} from '../../../__tests__/support/fakeChatClient';
import { stateWith } from '../../../__tests__/support/renderApp';
import { withYieldingScheduler } from '../../../__tests__/support/yieldingScheduler';
import type { ChatClient } from '../../core/chat/chatClient';

const threeIngredients = ['tomatoes', 'basil', 'spaghetti'];
const storeUsing = (client: ChatClient, items = threeIngredients, model?: string) =>
  makeStore(stateWith(items), fakeDeps(client, { model }));

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe('requestRecipe', () => {
  it('starts with no recipe and every flag down', () => {
    const store = storeUsing(answering(''));
    expect(selectRecipeState(store.getState())).toMatchObject({
      recipe: null,
      loading: false,
      hasGenerated: false,
      disabled: false,
      failure: null,
      preview: null,
    });
    expect(selectResultsView(store.getState())).toBe('hidden');
  });

  it('raises loading, hasGenerated and disabled while the request runs', async () => {
    const { client } = deferredChatClient();
    const store = storeUsing(client);
    const running = store.dispatch(requestRecipe());
    expect(selectRecipeState(store.getState())).toMatchObject({ loading: true, hasGenerated: true, disabled: true });
    expect(selectResultsView(store.getState())).toBe('loading');
    running.abort();
    await running;
  });

  it('stores the parsed recipe and lowers loading and disabled on success', async () => {
    const store = storeUsing(answering(JSON.stringify(sampleRecipe)));
    const { meta } = await store.dispatch(requestRecipe());
    expect(selectRecipeState(store.getState())).toMatchObject({
      recipe: sampleRecipe,
      keptId: meta.requestId,
      madeForServings: 2,
      loading: false,
      hasGenerated: true,
      disabled: false,
      failure: null,
      preview: null,
    });
    expect(selectResultsView(store.getState())).toBe('recipe');
  });

  it('asks with a system message, the comma-joined ingredients, 1024 max tokens and the recipe schema', async () => {
    const client = answering(JSON.stringify(sampleRecipe));
    await storeUsing(client).dispatch(requestRecipe());
    expect(client.requests).toEqual([
      {
        model: 'test/model',
        max_tokens: MAX_REPLY_TOKENS,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: expect.stringContaining('tomatoes, basil, spaghetti') },
        ],
        response_format: recipeResponseFormat('json_schema'),
      },
    ]);
    expect(MAX_REPLY_TOKENS).toBe(1024);
  });

  it('tells the system message to answer in minified JSON with named, measured ingredients', () => {
    expect(SYSTEM_PROMPT).toMatch(/minified JSON only/);
    expect(SYSTEM_PROMPT).toMatch(/non-empty name and a non-empty measurement/);
    expect(SYSTEM_PROMPT).toMatch(/I don't know/);
  });

  it('keeps a reasoning model brief so its thinking leaves room for the recipe', async () => {
    const client = answering(JSON.stringify(sampleRecipe));
    await storeUsing(client, threeIngredients, 'openai/gpt-oss-20b').dispatch(requestRecipe());
    expect(client.requests[0]).toMatchObject({ model: 'openai/gpt-oss-20b', reasoning_effort: 'low' });
  });

  it('passes the thunk abort signal to the client', async () => {
    const client = answering(JSON.stringify(sampleRecipe));
    await storeUsing(client).dispatch(requestRecipe());
    expect(client.signals[0]).toBeInstanceOf(AbortSignal);
  });

  it('clears the recipe, lowers the flags and logs when the request throws', async () => {
    const client = new FakeChatClient(async () => {
      throw new Error('HTTP 500');
    });
    const store = storeUsing(client);
    await store.dispatch(requestRecipe());
    expect(selectRecipeState(store.getState())).toMatchObject({
      recipe: null,
      loading: false,
      hasGenerated: true,
      disabled: false,
    });
    expect(selectResultsView(store.getState())).toBe('failed');
    expect(consoleError).toHaveBeenCalledWith(
      'The recipe request failed (request-failed):',
      expect.objectContaining({ message: 'HTTP 500' }),
    );
  });

  it.each([
    ['content that is not a string', null, 'not-text'],
    ['content that is not JSON', '{"name": "Pasta"', 'not-json'],
    ['"I don\'t know"', "I don't know", 'not-json'],
  ])('fails on %s and logs the raw content', async (_, content, problem) => {
    const store = storeUsing(answering(content));
    const action = await store.dispatch(requestRecipe());
    expect(action.payload).toEqual({ kind: 'unreadable' });
    expect(selectRecipe(store.getState())).toBeNull();
    expect(selectResultsView(store.getState())).toBe('failed');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining(problem), content);
  });

  it('replaces an earlier recipe with nothing when the next request fails', async () => {
    const { client, reply } = deferredChatClient();
    const store = storeUsing(client);
    const first = store.dispatch(requestRecipe());
    await reply(JSON.stringify(sampleRecipe));
    await first;
    const second = store.dispatch(requestRecipe());
    await reply('not json');
    await second;
    expect(selectRecipe(store.getState())).toBeNull();
  });

  it('refuses to run with fewer than 3 ingredients', async () => {
    const client = answering(JSON.stringify(sampleRecipe));
    const store = storeUsing(client, ['salt', 'pepper']);
    await store.dispatch(requestRecipe());
    expect(client.requests).toHaveLength(0);
    expect(selectRecipeState(store.getState()).hasGenerated).toBe(false);
  });

  it('refuses a second request while one runs', async () => {
    const { client } = deferredChatClient();
    const store = storeUsing(client);
    const running = store.dispatch(requestRecipe());
    void store.dispatch(requestRecipe());
    await flushPromises();
    expect(client.requests).toHaveLength(1);
    running.abort();
    await running;
  });

  it('never asks the model when stopped before the request code has loaded', async () => {
    const client = answering(JSON.stringify(sampleRecipe));
    const store = storeUsing(client);
    const promise = store.dispatch(requestRecipe());
    promise.abort();
    await promise;
    await flushPromises();
    expect(client.requests).toHaveLength(0);
    expect(selectRecipeState(store.getState())).toMatchObject({ loading: false, hasGenerated: false, failure: null });
  });

  it('fails as offline when the request code cannot be downloaded', async () => {
    jest.resetModules();
    jest.doMock('./request/runRecipeRequest', () => {
      throw new Error('Loading chunk recipe-request failed');
    });
    const { makeStore: makeIsolatedStore } = await import('../../app/store');
    const isolated = await import('./requestRecipe');
    const slice = await import('./recipeSlice');
    const client = answering(JSON.stringify(sampleRecipe));
    const store = makeIsolatedStore(stateWith(threeIngredients), fakeDeps(client));
    await store.dispatch(isolated.requestRecipe());
    expect(client.requests).toHaveLength(0);
    expect(slice.selectRecipeState(store.getState()).failure).toEqual({ kind: 'offline' });
    jest.dontMock('./request/runRecipeRequest');
  });

  it('fails as offline at once, without asking the model, when the browser says it is offline', async () => {
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const client = answering(JSON.stringify(sampleRecipe));
    const store = storeUsing(client);
    await store.dispatch(requestRecipe());
    online.mockRestore();
    expect(client.requests).toHaveLength(0);
    expect(selectRecipeState(store.getState())).toMatchObject({ loading: false, failure: { kind: 'offline' } });
  });

  it('asks the model again once the browser is back online', async () => {
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const client = answering(JSON.stringify(sampleRecipe));
    const store = storeUsing(client);
    await store.dispatch(requestRecipe());
    online.mockRestore();
    await store.dispatch(requestRecipe());
    expect(client.requests).toHaveLength(1);
    expect(selectRecipe(store.getState())?.name).toBe(sampleRecipe.name);
  });

  it('hides the results again after Clear All', async () => {
    const store = storeUsing(answering(JSON.stringify(sampleRecipe)));
    await store.dispatch(requestRecipe());
    store.dispatch(ingredientsCleared());
    expect(selectRecipeState(store.getState()).hasGenerated).toBe(false);
    expect(selectResultsView(store.getState())).toBe('hidden');
  });
});

describe('requestRecipe, as the tap that asks', () => {
  withYieldingScheduler();

  it('asks the model in the task the tap ran in, before the page gets another turn', async () => {
    const { client } = deferredChatClient();
    const store = storeUsing(client);
    const askedBeforeNextTask = new Promise<boolean>((resolve) =>
      setTimeout(() => resolve(client.requests.length > 0)),
    );
    const running = store.dispatch(requestRecipe());
    expect(await askedBeforeNextTask).toBe(true);
    running.abort();
    await running;
  });
});
