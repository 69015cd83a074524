import { makeStore } from '../../app/store';
import { recipeResponseFormat } from './recipeResponseFormat';
import { recipeSchema } from '../recipe/recipeSchema';
import { selectRecipeState } from '../../features/recipe/recipeSlice';
import { requestRecipe } from '../../features/recipe/requestRecipe';
import { fakeDeps, FakeChatClient, replyWith, sampleRecipe } from '../../../__tests__/support/fakeChatClient';
import { stateWith } from '../../../__tests__/support/renderApp';

const listed = ['tomatoes', 'basil', 'spaghetti'];
const recipeReply = replyWith(JSON.stringify(sampleRecipe));

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
      const store = makeStore(stateWith(listed), fakeDeps(client, { responseFormat }));
      await store.dispatch(requestRecipe());
      expect(selectRecipeState(store.getState()).failure).toEqual({ kind: 'unreadable' });
    }
    error.mockRestore();
  });

  it('is left out of the request with HF_RESPONSE_FORMAT=none', async () => {
    const client = new FakeChatClient(async () => recipeReply);
    await makeStore(stateWith(listed), fakeDeps(client, { responseFormat: 'none' })).dispatch(requestRecipe());
    expect(client.requests[0]).not.toHaveProperty('response_format');
  });
});
