import { makeStore } from '../../app/store';
import { selectRecipe, selectRecipeState } from '../../features/recipe/recipeSlice';
import { requestRecipe } from '../../features/recipe/requestRecipe';
import { ChatRequestError, type RefusableOption } from '../chat/chatClient';
import { fakeDeps, FakeChatClient, replyWith, sampleRecipe } from '../../../__tests__/support/fakeChatClient';
import { stateWith } from '../../../__tests__/support/renderApp';

const listed = ['tomatoes', 'basil', 'spaghetti'];
const recipeReply = replyWith(JSON.stringify(sampleRecipe));

/** A model server that refuses requests carrying `option`, as llama.cpp or a provider without the feature does. */
const refusing = (option: RefusableOption, message: string, status = 400) =>
  new FakeChatClient(async (request) => {
    if (request[option] !== undefined) throw new ChatRequestError(message, status);
    return recipeReply;
  });

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('a server that refuses an option', () => {
  it('is asked once more without response_format, and the cook sees one recipe', async () => {
    const client = refusing('response_format', 'response_format: json_schema is not supported by this provider');
    const store = makeStore(stateWith(listed), fakeDeps(client));
    await store.dispatch(requestRecipe());
    expect(selectRecipe(store.getState())).toEqual(sampleRecipe);
    expect(client.requests.map((request) => request.response_format?.type)).toEqual(['json_schema', undefined]);
  });

  it('is not sent response_format again for the rest of the visit', async () => {
    const client = refusing('response_format', 'Unsupported grammar', 422);
    const refused = new Set<RefusableOption>();
    const store = makeStore(stateWith(listed), fakeDeps(client, { refused }));
    await store.dispatch(requestRecipe());
    await store.dispatch(requestRecipe());
    expect(client.requests).toHaveLength(3);
    expect(client.requests[2]).not.toHaveProperty('response_format');
    expect([...refused]).toEqual(['response_format']);
  });

  it('is asked again without reasoning_effort when a 400 names it', async () => {
    const client = refusing('reasoning_effort', 'Unrecognized request argument supplied: reasoning_effort');
    const store = makeStore(stateWith(listed), fakeDeps(client, { model: 'openai/gpt-oss-20b' }));
    await store.dispatch(requestRecipe());
    expect(selectRecipe(store.getState())).toEqual(sampleRecipe);
    expect(client.requests.map((request) => request.reasoning_effort)).toEqual(['low', undefined]);
  });

  it('sends reasoning_effort only to models known to take it', async () => {
    const client = new FakeChatClient(async () => recipeReply);
    await makeStore(stateWith(listed), fakeDeps(client, { model: 'Qwen/Qwen3-8B' })).dispatch(requestRecipe());
    expect(client.requests[0]).not.toHaveProperty('reasoning_effort');
  });

  it('is not asked again for any other 400', async () => {
    const client = refusing('response_format', 'Invalid model id');
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const store = makeStore(stateWith(listed), fakeDeps(client));
    await store.dispatch(requestRecipe());
    error.mockRestore();
    expect(client.requests).toHaveLength(1);
    expect(selectRecipeState(store.getState()).failure).toEqual({ kind: 'request-failed' });
  });
});
