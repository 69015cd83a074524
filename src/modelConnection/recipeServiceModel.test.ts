import { makeStore } from '../app/store';
import { selectRecipe, selectRecipeState } from '../features/recipe/recipeSlice';
import { requestRecipe } from '../features/recipe/requestRecipe';
import { modelSettingsFrom } from '../core/chat/modelSettings';
import { demoRecipe } from '../../server/demoChef/demoRecipe';
import { startRecipeServer, type RunningServer } from '../../server/recipeServer';
import { serverConfigFrom } from '../../server/serverConfig';
import { demoRecipeModel } from '../../server/demoChef/demoRecipeModel';
import type { RecipeAsk, RecipeModel } from '../core/modelRequest/recipeModel';
import { selectIngredients, ingredientsSlice } from '../features/ingredients/ingredientsSlice';
import { failureHint } from '../recipeCard/recipeLines';
import { englishText } from '../../__tests__/support/englishText';
import { pageDeps } from '../page/whatLoadsWhen';

const ingredients = ['eggs', 'spinach', 'feta'];
const storeFor = (settings: ReturnType<typeof modelSettingsFrom>) =>
  makeStore(
    { ingredients: { ...ingredientsSlice.getInitialState(), items: ingredients } },
    pageDeps(settings, () => ''),
  );

describe('the demo chef, behind the recipe service', () => {
  let server: RunningServer;
  beforeEach(async () => {
    // No pause between streamed pieces: the test is about what arrives, not how fast.
    server = await startRecipeServer({
      config: serverConfigFrom({ LOG_LEVEL: 'silent' }),
      model: demoRecipeModel({ streamDelayMs: 0 }),
    });
  });
  afterEach(() => server.close());

  it('makes a recipe from every ingredient, deterministically', () => {
    const recipe = demoRecipe(ingredients);
    expect(recipe).toEqual(demoRecipe(ingredients));
    expect(recipe.name).toMatch(/^Demo: /);
    expect(recipe.ingredients.map((entry) => entry.name)).toEqual(expect.arrayContaining(ingredients));
    expect(recipe.ingredients.every((entry) => entry.name && entry.measurement)).toBe(true);
  });

  it("gives a build without a model its sample recipe through the app's own server, streamed", async () => {
    const settings = modelSettingsFrom({}, server.url);
    expect(settings.demo).toBe(true);
    const store = storeFor(settings);
    await store.dispatch(requestRecipe());
    expect(selectRecipe(store.getState())).toEqual(demoRecipe(ingredients));
  });

  it('gives it whole when the build waits for the whole reply (HF_STREAM=false)', async () => {
    const store = storeFor(modelSettingsFrom({ HF_STREAM: 'false' }, server.url));
    await store.dispatch(requestRecipe());
    expect(selectRecipe(store.getState())).toEqual(demoRecipe(ingredients));
  });

  it("shows the service's own limit as the busy chef, with its wait", async () => {
    await server.close();
    server = await startRecipeServer({
      config: serverConfigFrom({ LOG_LEVEL: 'silent', RATE_LIMIT_RECIPES: '1', RATE_LIMIT_WINDOW_S: '240' }),
      model: demoRecipeModel({ streamDelayMs: 0 }),
    });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const store = storeFor(modelSettingsFrom({}, server.url));
    await store.dispatch(requestRecipe());
    await store.dispatch(requestRecipe());
    expect(selectRecipeState(store.getState()).failure).toEqual({ kind: 'busy', retryAfterSeconds: 240 });
    expect(consoleError).toHaveBeenCalledWith('The recipe request failed (busy):', expect.any(Error));
    consoleError.mockRestore();
  });
});

describe("the recipe service, once its deployer's budget for the day is spent", () => {
  it('tells the cook in words when it is new again, and keeps their list', async () => {
    const server = await startRecipeServer({
      config: serverConfigFrom({ LOG_LEVEL: 'silent', BUDGET_RECIPES_PER_DAY: '1' }),
      model: demoRecipeModel({ streamDelayMs: 0 }),
      now: () => Date.parse('2026-11-28T18:00:00Z'),
    });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const store = storeFor(modelSettingsFrom({}, server.url));
    await store.dispatch(requestRecipe());
    await store.dispatch(requestRecipe());
    const { failure } = selectRecipeState(store.getState());
    expect(failure).toEqual({ kind: 'budget-spent', retryAfterSeconds: 6 * 60 * 60 });
    expect(failureHint(englishText, failure!, 'Chef settings', 'en')).toBe(
      "This chef has used today's budget. Try again in about 6 hours, or use your own Hugging Face account.",
    );
    expect(selectIngredients(store.getState())).toEqual(ingredients);
    expect(consoleError).toHaveBeenCalledWith('The recipe request failed (budget-spent):', expect.any(Error));
    consoleError.mockRestore();
    await server.close();
  });
});

describe('the recipe service, asked by a page in another language', () => {
  it('is sent the language with the ingredients, so its model is asked for the recipe in it', async () => {
    const asked: RecipeAsk[] = [];
    const demo = demoRecipeModel({ streamDelayMs: 0 });
    const recording: RecipeModel = {
      ...demo,
      askForRecipe: (ask, options) => {
        asked.push(ask);
        return demo.askForRecipe(ask, options);
      },
    };
    const server = await startRecipeServer({ config: serverConfigFrom({ LOG_LEVEL: 'silent' }), model: recording });
    try {
      const store = makeStore(
        { ingredients: { ...ingredientsSlice.getInitialState(), items: ingredients }, language: 'es' },
        pageDeps(modelSettingsFrom({}, server.url), () => ''),
      );
      await store.dispatch(requestRecipe());
      expect(asked).toEqual([expect.objectContaining({ ingredients, language: 'es' })]);
    } finally {
      await server.close();
    }
  });
});
