/** @jest-environment node */
import { makeStore } from '../src/app/store';
import { recipeResponseFormat } from '../src/features/recipe/request/recipeResponseFormat';
import { recipeSchema } from '../src/recipe/recipeSchema';
import { selectRecipe, selectRecipeState } from '../src/features/recipe/recipeSlice';
import { requestRecipe } from '../src/features/recipe/requestRecipe';
import { ChatRequestError, type RefusableOption } from '../src/model/chatClient';
import { huggingFaceDeps } from '../src/model/modelDeps';
import { modelSettingsFrom } from '../src/model/modelSettings';
import { failureHint } from '../src/features/recipe/recipeFailure';
import { classifyRequestError } from '../src/features/recipe/request/classifyRequestError';
import { startChatServer } from './support/chatServer';
import { fakeDeps, FakeChatClient, replyWith, sampleRecipe } from './support/fakeChatClient';
import { stateWith } from './support/renderApp';

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

describe('the recipe schema sent as response_format', () => {
  it('is the JSON schema of the recipe, with bounds that keep a reply within 1024 tokens', () => {
    const format = recipeResponseFormat();
    expect(format).toMatchObject({ type: 'json_schema', json_schema: { name: 'recipe', strict: false } });
    const schema = format?.type === 'json_schema' ? format.json_schema.schema : {};
    expect(schema).toMatchObject({
      type: 'object',
      required: ['name', 'description', 'ingredients', 'instructions'],
      properties: {
        ingredients: { type: 'array', minItems: 1, maxItems: 16 },
        instructions: { type: 'array', minItems: 1, maxItems: 10, items: { type: 'string', maxLength: 200 } },
        servings: { type: 'integer', minimum: 1 },
      },
    });
    expect(schema).not.toHaveProperty('$schema');
  });

  it('accepts the sample recipe and refuses a reply without steps', () => {
    expect(recipeSchema.safeParse(sampleRecipe).success).toBe(true);
    expect(recipeSchema.safeParse({ ...sampleRecipe, instructions: [] }).success).toBe(false);
  });

  it('follows HF_RESPONSE_FORMAT: json_object asks for any JSON object, none sends nothing', () => {
    expect(recipeResponseFormat('json_object')).toEqual({ type: 'json_object' });
    expect(recipeResponseFormat(' NONE ')).toBeUndefined();
    expect(recipeResponseFormat('something else')?.type).toBe('json_schema');
  });

  it('still fails on the spec\'s "I don\'t know" with HF_RESPONSE_FORMAT=none, or from a server that ignores the schema', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    for (const responseFormat of ['none', 'json_schema']) {
      const client = new FakeChatClient(async () => replyWith("I don't know"));
      const store = makeStore(stateWith(listed), { ...fakeDeps(client), responseFormat });
      await store.dispatch(requestRecipe());
      expect(selectRecipeState(store.getState()).failure).toEqual({ kind: 'unreadable' });
    }
    error.mockRestore();
  });

  it('is left out of the request with HF_RESPONSE_FORMAT=none', async () => {
    const client = new FakeChatClient(async () => recipeReply);
    await makeStore(stateWith(listed), { ...fakeDeps(client), responseFormat: 'none' }).dispatch(requestRecipe());
    expect(client.requests[0]).not.toHaveProperty('response_format');
  });
});

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
    const refusedOptions = new Set<RefusableOption>();
    const store = makeStore(stateWith(listed), { ...fakeDeps(client), refusedOptions });
    await store.dispatch(requestRecipe());
    await store.dispatch(requestRecipe());
    expect(client.requests).toHaveLength(3);
    expect(client.requests[2]).not.toHaveProperty('response_format');
    expect([...refusedOptions]).toEqual(['response_format']);
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

describe('errors a local model server gives', () => {
  it("says the model server's context is too small for a 400 about the context", () => {
    const error = new ChatRequestError('the request exceeds the available context size, try increasing it', 400);
    const failure = classifyRequestError(error, { online: true, endpointUrl: 'http://127.0.0.1:8080/v1' });
    expect(failure).toEqual({ kind: 'context-too-small' });
    expect(failureHint(failure)).toMatch(/^The model server's context is too small for this request\./);
  });

  it('falls back through the real client against a local server that refuses json_schema, llama.cpp-style', async () => {
    const server = await startChatServer((_, response, body) => {
      const request = JSON.parse(body) as { response_format?: unknown };
      if (request.response_format) {
        response.writeHead(400, { 'Content-Type': 'application/json' });
        response.end(
          JSON.stringify({
            error: {
              code: 400,
              message: 'response_format type json_schema is not supported',
              type: 'invalid_request_error',
            },
          }),
        );
        return;
      }
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          choices: [
            { index: 0, message: { role: 'assistant', content: JSON.stringify(sampleRecipe) }, finish_reason: 'stop' },
          ],
        }),
      );
    });
    try {
      const settings = modelSettingsFrom(
        { HF_ENDPOINT_URL: server.baseUrl, HF_STREAM: 'false' },
        'http://unused.invalid',
      );
      const store = makeStore(stateWith(listed), { ...huggingFaceDeps(settings, () => ''), refusedOptions: new Set() });
      await store.dispatch(requestRecipe());
      expect(selectRecipe(store.getState())).toEqual(sampleRecipe);
      expect(
        server.requests.map(({ body }) => (body as { response_format?: { type: string } }).response_format?.type),
      ).toEqual(['json_schema', undefined]);
    } finally {
      await server.close();
    }
  });
});
