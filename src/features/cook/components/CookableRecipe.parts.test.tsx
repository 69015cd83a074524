import { act, render, screen } from '@testing-library/react';
import { RecipeProvider } from '../../../app/RecipeProvider';
import { makeStore } from '../../../app/store';
import { requestRecipe } from '../../recipe/requestRecipe';
import { CookableRecipe, type CardParts } from './CookableRecipe';
import { codeOnDemand } from '../../../page/whatLoadsWhen';
import { recipe, listed } from '../../../../__tests__/support/cookTestRecipe';
import { answering, fakeDeps } from '../../../../__tests__/support/fakeChatClient';
import { stateWith } from '../../../../__tests__/support/renderApp';

/** The cook's card alone (not inside the page), for a recipe that arrived, with the parts given. */
async function renderCard(parts: CardParts = {}) {
  const store = makeStore(stateWith(listed), fakeDeps(answering(JSON.stringify(recipe))));
  await store.dispatch(requestRecipe());
  render(
    <RecipeProvider store={store}>
      <CookableRecipe recipe={recipe} {...parts} />
    </RecipeProvider>,
  );
  // The card's JSON-LD counts the recipe's nutrition once the table's code has loaded: let that render happen here.
  await act(() => codeOnDemand.downloadNutritionCounting());
}

describe("the cook's card's places for other features' parts", () => {
  it('leaves the card with its own tools when nothing is put there', async () => {
    await renderCard();
    expect(screen.getByRole('button', { name: 'Start cooking' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save recipe' })).not.toBeInTheDocument();
  });

  it('places the save toggle among the actions, the storage line under them and the figures above', async () => {
    await renderCard({
      saveToggle: <button type="button">Keep this one</button>,
      storageLine: <p>Kept on this device only.</p>,
      nutrition: <p>Per serving: 320 kcal</p>,
    });
    expect(screen.getByRole('button', { name: 'Keep this one' })).toBeInTheDocument();
    expect(screen.getByText('Kept on this device only.')).toBeInTheDocument();
    expect(screen.getByText('Per serving: 320 kcal')).toBeInTheDocument();
  });
});
