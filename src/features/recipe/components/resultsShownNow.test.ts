import { recipeSlice } from '../recipeSlice';
import { resultsShownNow, type ResultsMoment } from './resultsShownNow';

const before = recipeSlice.reducer(undefined, { type: 'test/start' });
const recipe = { name: 'Spinach omelette', description: 'Eggs and spinach.', ingredients: [], instructions: [] };

const waiting: ResultsMoment = { state: { ...before, loading: true, hasGenerated: true }, view: 'loading' };
const firstText: ResultsMoment = {
  state: { ...waiting.state, preview: { name: 'Spinach', ingredients: [], instructions: [] } },
  view: 'loading',
};
const moreText: ResultsMoment = {
  state: { ...waiting.state, preview: { name: 'Spinach omelette', ingredients: [], instructions: [] } },
  view: 'loading',
};
const finished: ResultsMoment = { state: { ...before, hasGenerated: true, recipe }, view: 'recipe' };
const failed: ResultsMoment = { state: { ...before, hasGenerated: true }, view: 'failed' };
const earlierRecipe: ResultsMoment = {
  state: { ...finished.state, recipe: { ...recipe, name: 'Feta toast' } },
  view: 'recipe',
};

describe('what the results show while a deferred render is a step behind the store', () => {
  it('is the deferred moment while both show a card', () => {
    expect(resultsShownNow(moreText, firstText)).toBe(firstText);
    expect(resultsShownNow(finished, moreText)).toBe(moreText);
  });

  it("is the store's first text of a streamed recipe, in the render its arrival causes", () => {
    expect(resultsShownNow(firstText, waiting)).toBe(firstText);
    expect(resultsShownNow(firstText, earlierRecipe)).toBe(firstText);
  });

  it("is the store's finished recipe when no deferred render of its text has been committed: the card never goes", () => {
    expect(resultsShownNow(finished, waiting)).toBe(finished);
  });

  it("is the store's failure when the deferred moment still shows nothing but the spinner", () => {
    expect(resultsShownNow(failed, waiting)).toBe(failed);
  });

  it('is the deferred moment when the store shows nothing yet either', () => {
    expect(resultsShownNow(waiting, earlierRecipe)).toBe(earlierRecipe);
  });
});
