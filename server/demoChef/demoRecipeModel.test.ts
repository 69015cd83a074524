import { DEFAULT_PREFERENCES } from '../../src/core/preferences/preferencesTypes';
import type { RecipeAsk, ReplyPiece } from '../../src/core/modelRequest/recipeModel';
import type { Recipe } from '../../src/core/recipe/recipeTypes';
import { demoRecipe } from './demoRecipe';
import { demoRecipeModel } from './demoRecipeModel';
import { demoIdeas } from './demoSteering';

const ingredients = ['eggs', 'spinach', 'feta'];

async function written(reply: AsyncIterable<ReplyPiece>) {
  let text = '';
  let finishReason: unknown;
  for await (const piece of reply) {
    text += piece.text ?? '';
    finishReason = piece.finishReason ?? finishReason;
  }
  return { answer: JSON.parse(text) as unknown, finishReason };
}

const signal = new AbortController().signal;

async function recipeFor(ask: RecipeAsk) {
  const { answer, finishReason } = await written(demoRecipeModel({ streamDelayMs: 0 }).askForRecipe(ask, { signal }));
  return { recipe: answer, finishReason };
}

describe('the demo chef', () => {
  it('writes the sample recipe for the ingredients asked, and stops', async () => {
    expect(await recipeFor({ ingredients })).toEqual({ recipe: demoRecipe(ingredients), finishReason: 'stop' });
  });

  it('makes it for the servings the cook set, read from the ask itself', async () => {
    const { recipe } = await recipeFor({ ingredients, preferences: { ...DEFAULT_PREFERENCES, servings: 4 } });
    expect(recipe).toMatchObject({ servings: 4 });
  });

  it('names no servings when the cook has set no preference, as the spec’s request asks for none', async () => {
    const { recipe } = await recipeFor({ ingredients, preferences: DEFAULT_PREFERENCES });
    expect(recipe).toEqual(demoRecipe(ingredients));
  });

  it('writes the recipe, a change and other ideas in the language asked for', async () => {
    const asked = { ingredients: ['huevos', 'espinacas', 'feta'], language: 'es' as const };
    const { recipe } = await recipeFor(asked);
    expect(recipe).toEqual(demoRecipe(asked.ingredients, undefined, 'es'));
    expect(recipe).toMatchObject({ name: 'Demo: Huevos con espinacas y feta' });
    const { recipe: spicier } = await recipeFor({
      ...asked,
      change: { base: recipe as Recipe, change: { kind: 'spicier' } },
    });
    expect(spicier).toMatchObject({
      ingredients: expect.arrayContaining([{ name: 'copos de chile', measurement: '1 cucharadita' }]),
    });
    const model = demoRecipeModel({ streamDelayMs: 0 });
    const { answer } = await written(model.askForIdeas({ ...asked, shownNames: [] }, { signal }));
    expect(answer).toEqual({ ideas: demoIdeas(asked.ingredients, [], 'es') });
    expect(answer).toMatchObject({ ideas: [{ name: 'Salteado de huevos y espinacas' }, {}, {}] });
  });

  it('stops writing when asked', async () => {
    const stop = new AbortController();
    const reading = (async () => {
      for await (const _piece of demoRecipeModel({ streamDelayMs: 1 }).askForRecipe(
        { ingredients },
        { signal: stop.signal },
      )) {
        stop.abort(new DOMException('Stopped', 'AbortError'));
      }
    })();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
  });
});
