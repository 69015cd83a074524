import { screen, within } from '@testing-library/react';
import { DEFAULT_PREFERENCES } from '../../../core/preferences/preferencesTypes';
import { sampleRecipe } from '../../../../__tests__/support/fakeChatClient';
import { renderApp, stateWith, stubScrollingInEachTest } from '../../../../__tests__/support/renderApp';
import { recipeKept } from '../../myRecipes/keptRecipesThunks';

stubScrollingInEachTest();
beforeEach(() => window.localStorage.clear());

/** The page with two recipes kept from before, one of them in Spanish. */
async function withTwoKeptRecipes() {
  const view = renderApp({ preloadedState: stateWith([]) });
  const kept = (id: string, name: string, language: 'en' | 'es', ingredients: typeof sampleRecipe.ingredients) =>
    view.store.dispatch(
      recipeKept({
        id,
        recipe: { ...sampleRecipe, name, ingredients, servings: 2 },
        language,
        madeFrom: { ingredients: [], preferences: DEFAULT_PREFERENCES },
        madeAt: 1,
        saved: true,
      }),
    );
  await kept('soup', 'Onion soup', 'en', [{ name: 'onions', measurement: '2' }]);
  await kept('tortilla', 'Tortilla', 'es', [{ name: 'cebolla', measurement: '1' }]);
  await view.user.click(await screen.findByRole('button', { name: 'My recipes' }));
  return { ...view, panel: await screen.findByRole('dialog', { name: 'My recipes' }) };
}

it('puts several kept recipes on the shopping list at once, added up there', async () => {
  const { user, panel } = await withTwoKeptRecipes();
  expect(within(panel).queryByRole('button', { name: /to the shopping list/ })).toBeNull();
  await user.click(within(panel).getByRole('checkbox', { name: 'Choose Onion soup for the shopping list' }));
  await user.click(within(panel).getByRole('checkbox', { name: 'Choose Tortilla for the shopping list' }));
  await user.click(within(panel).getByRole('button', { name: 'Add 2 recipes to the shopping list' }));
  expect(within(panel).getByText('2 recipes are on your shopping list.')).toBeInTheDocument();
  expect(within(panel).getByRole('checkbox', { name: 'Choose Tortilla for the shopping list' })).not.toBeChecked();

  await user.keyboard('{Escape}');
  await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Shopping list' }));
  const list = await screen.findByRole('dialog', { name: 'Shopping list' });
  expect(within(list).getByRole('checkbox', { name: '3 onions' })).toBeInTheDocument();
  expect(within(list).getByRole('region', { name: 'Fruit and vegetables' })).toHaveTextContent(
    'for Onion soup and Tortilla',
  );
});
