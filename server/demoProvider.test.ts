/**
 * @jest-environment node
 */
import { chatCompletionStream } from '@huggingface/inference';
import { demoRecipe } from './demoRecipe';
import { startStaticServer, type RunningServer } from './staticServer';
import { huggingFaceDeps } from '../src/model/modelDeps';
import { makeStore } from '../src/app/store';
import { modelSettingsFrom } from '../src/model/modelSettings';
import { parseRecipe } from '../src/recipe/parseRecipe';
import { selectRecipe } from '../src/features/recipe/recipeSlice';
import { recipeMessages } from '../src/features/recipe/reply/recipePrompt';
import { requestRecipe } from '../src/features/recipe/requestRecipe';

const ingredients = ['eggs', 'spinach', 'feta'];

describe('the offline demo provider', () => {
  let server: RunningServer;
  beforeEach(async () => {
    // No pause between streamed pieces: the test is about what arrives, not how fast.
    server = await startStaticServer('public', 0, { streamDelayMs: 0 });
  });
  afterEach(() => server.close());

  it('makes a recipe from every ingredient, deterministically', () => {
    const recipe = demoRecipe(ingredients);
    expect(recipe).toEqual(demoRecipe(ingredients));
    expect(recipe.name).toMatch(/^Demo: /);
    expect(recipe.ingredients.map((entry) => entry.name)).toEqual(expect.arrayContaining(ingredients));
    expect(recipe.ingredients.every((entry) => entry.name && entry.measurement)).toBe(true);
  });

  it('answers the app with a sample recipe when no token is configured', async () => {
    const settings = modelSettingsFrom({}, server.url);
    expect(settings.demo).toBe(true);
    const store = makeStore(
      { ingredients: { items: ingredients, draft: '', warning: null } },
      huggingFaceDeps(settings),
    );
    await store.dispatch(requestRecipe());
    expect(selectRecipe(store.getState())).toEqual(demoRecipe(ingredients));
  });

  it('streams the same recipe as server-sent events when asked with stream: true', async () => {
    let content = '';
    for await (const chunk of chatCompletionStream({
      endpointUrl: `${server.url}/demo/v1`,
      model: 'demo',
      messages: recipeMessages(ingredients),
      max_tokens: 1024,
    })) {
      content += chunk.choices[0]?.delta.content ?? '';
    }
    expect(parseRecipe(content)).toEqual({ ok: true, recipe: demoRecipe(ingredients) });
  });

  it('rejects a body without messages with a 400', async () => {
    const response = await fetch(`${server.url}/demo/v1/chat/completions`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(400);
  });
});
