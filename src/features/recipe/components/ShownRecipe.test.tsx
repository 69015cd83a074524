import { act, render, screen } from '@testing-library/react';
import { lazyComponent } from '../../../components/lazyComponent';
import type { Recipe } from '../../../core/recipe/recipeTypes';
import { ShownRecipe } from './ShownRecipe';
import { ShownRecipeSlot, type ShownRecipePart } from './shownRecipeSlot';
import { sampleRecipe } from '../../../../__tests__/support/fakeChatClient';

function renderShown(part: ShownRecipePart | null) {
  return render(
    <ShownRecipeSlot value={part}>
      <ShownRecipe recipe={sampleRecipe} />
    </ShownRecipeSlot>,
  );
}

/** A view whose code arrives when the test says so. */
function viewArrivingLater() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const View = lazyComponent(() =>
    arrived.then(() => ({ recipe }: { recipe: Recipe }) => <p>The cook’s card for {recipe.name}</p>),
  );
  return {
    part: { View, name: 'the cooking tools' },
    arrive: () =>
      act(async () => {
        arrive();
        await View.load();
      }),
  };
}

describe('the finished recipe the results show', () => {
  it('is the spec’s card when the page puts nothing in the slot', () => {
    renderShown(null);
    expect(screen.getByRole('heading', { name: sampleRecipe.name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ingredients' })).toBeInTheDocument();
  });

  it('is the spec’s card while the slot’s view downloads, then the view the page put there', async () => {
    const { part, arrive } = viewArrivingLater();
    void part.View.load();
    // Rendered in an async act, as React needs for a render that suspends to be retried when its code arrives.
    await act(async () => renderShown(part));
    expect(screen.getByRole('heading', { name: sampleRecipe.name })).toBeInTheDocument();
    await arrive();
    expect(await screen.findByText(`The cook’s card for ${sampleRecipe.name}`)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ingredients' })).not.toBeInTheDocument();
  });
});
