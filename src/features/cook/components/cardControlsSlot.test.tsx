import { act, render, screen } from '@testing-library/react';
import { RecipeProvider } from '../../../app/RecipeProvider';
import { makeStore } from '../../../app/store';
import { requestRecipe } from '../../recipe/requestRecipe';
import { CardControlsSlot, type CardControls } from './cardControlsSlot';
import { CookableRecipe } from './CookableRecipe';
import { codeOnDemand } from '../../../page/whatLoadsWhen';
import { recipe, listed } from '../../../../__tests__/support/cookTestRecipe';
import { answering, fakeDeps } from '../../../../__tests__/support/fakeChatClient';
import { stateWith } from '../../../../__tests__/support/renderApp';

/** The cook's card alone (not inside the page), for a recipe that arrived, with the controls given. */
async function renderCard(controls?: CardControls) {
  const store = makeStore(stateWith(listed), fakeDeps(answering(JSON.stringify(recipe))));
  await store.dispatch(requestRecipe());
  const card = <CookableRecipe recipe={recipe} />;
  render(
    <RecipeProvider store={store}>
      {controls ? <CardControlsSlot value={controls}>{card}</CardControlsSlot> : card}
    </RecipeProvider>,
  );
  // The card's JSON-LD counts the recipe's nutrition once the table's code has loaded: let that render happen here.
  await act(() => codeOnDemand.downloadNutritionCounting());
}

describe("the cook's card's slot for other features' controls", () => {
  it('leaves the card with its own tools when nothing is put there', async () => {
    await renderCard();
    expect(screen.getByRole('button', { name: 'Start cooking' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save recipe' })).not.toBeInTheDocument();
  });

  it('places the save toggle among the actions and the storage line under them', async () => {
    await renderCard({
      SaveToggle: () => <button type="button">Keep this one</button>,
      StorageLine: () => <p>Kept on this device only.</p>,
    });
    expect(screen.getByRole('button', { name: 'Keep this one' })).toBeInTheDocument();
    expect(screen.getByText('Kept on this device only.')).toBeInTheDocument();
  });
});
