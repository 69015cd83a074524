import { DEFAULT_PREFERENCES } from '../../src/core/preferences/preferencesTypes';
import type { RecipeAsk } from '../../src/core/request/recipeModel';
import { demoRecipe } from './demoRecipe';
import { demoRecipeModel } from './demoRecipeModel';

const ingredients = ['eggs', 'spinach', 'feta'];

async function recipeFor(ask: RecipeAsk) {
  let text = '';
  let finishReason: unknown;
  for await (const piece of demoRecipeModel({ streamDelayMs: 0 }).askForRecipe(ask, {
    signal: new AbortController().signal,
  })) {
    text += piece.text ?? '';
    finishReason = piece.finishReason ?? finishReason;
  }
  return { recipe: JSON.parse(text) as unknown, finishReason };
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
