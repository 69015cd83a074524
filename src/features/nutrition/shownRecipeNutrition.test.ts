import { fullRecipe } from '../../../__tests__/support/cookTestRecipe';
import { makeStore } from '../../app/store';
import { answering, fakeDeps } from '../../../__tests__/support/fakeChatClient';
import { keptRecipeOpened } from '../recipe/recipeSlice';
import { lineFoodChosen } from './chosenFoodsSlice';
import { selectShownRecipeNutrition } from './shownRecipeNutrition';

const withRecipe = (servings: number, recipe = fullRecipe) => {
  const store = makeStore(undefined, fakeDeps(answering('')));
  store.dispatch(
    keptRecipeOpened({ id: 'kept-1', recipe: { ...recipe, servings }, madeFrom: { preferences: { servings } } }),
  );
  return store;
};

it('counts the recipe on screen once for everything that shows its figures', () => {
  const store = withRecipe(4);
  const first = selectShownRecipeNutrition(store.getState());
  expect(first?.perServing.kcal).toBeGreaterThan(0);
  store.dispatch({ type: 'unrelated/happened' });
  expect(selectShownRecipeNutrition(store.getState())).toBe(first);
});

it('counts again for another recipe, or the same one for other servings', () => {
  const first = selectShownRecipeNutrition(withRecipe(4).getState())!;
  expect(selectShownRecipeNutrition(withRecipe(4, { ...fullRecipe }).getState())).not.toBe(first);
  expect(selectShownRecipeNutrition(withRecipe(2).getState())!.perServing.kcal).toBeCloseTo(
    first.perServing.kcal * 2,
    6,
  );
});

it('counts again when the cook picks another food for a line', () => {
  const store = withRecipe(4);
  const first = selectShownRecipeNutrition(store.getState());
  store.dispatch(lineFoodChosen({ wording: 'spelt flour', sr: '20140' }));
  expect(selectShownRecipeNutrition(store.getState())).not.toBe(first);
});
