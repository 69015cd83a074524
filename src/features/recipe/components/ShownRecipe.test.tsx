import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { lazyComponent } from '../../../components/lazyComponent';
import { LazyParts, OnDemand, type LazyPartRegistry } from '../../../components/OnDemand';
import type { Recipe } from '../../../core/recipe/recipeTypes';
import { ShownRecipe } from './ShownRecipe';
import { i18n } from '../../../i18n/partTexts';
import { sampleRecipe } from '../../../../__tests__/support/fakeChatClient';

/** The finished recipe, with the cook's card placed as the page places it when a part is given. */
function renderShown(part?: LazyPartRegistry['cookableRecipe']) {
  return render(
    <I18nProvider i18n={i18n}>
      <LazyParts value={part ? { cookableRecipe: part } : {}}>
        <ShownRecipe
          recipe={sampleRecipe}
          language="en"
          cookableRecipe={
            part && ((recipe, specCard) => <OnDemand part="cookableRecipe" recipe={recipe} fallback={specCard} />)
          }
        />
      </LazyParts>
    </I18nProvider>,
  );
}

/** A view whose code arrives when the test says so. */
function viewArrivingLater() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const component = lazyComponent(() =>
    arrived.then(() => ({ recipe }: { recipe: Recipe }) => <p>The cook’s card for {recipe.name}</p>),
  );
  return {
    part: { component, fetched: 'before a recipe is asked for' } as const,
    arrive: () =>
      act(async () => {
        arrive();
        await component.load();
      }),
  };
}

describe('the finished recipe the results show', () => {
  it('is the spec’s card outside the page, where no cook’s card is registered', () => {
    renderShown();
    expect(screen.getByRole('heading', { name: sampleRecipe.name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ingredients' })).toBeInTheDocument();
  });

  it('is the spec’s card while the cook’s card downloads, then the cook’s card', async () => {
    const { part, arrive } = viewArrivingLater();
    void part.component.load();
    // Rendered in an async act, as React needs for a render that suspends to be retried when its code arrives.
    await act(async () => renderShown(part));
    expect(screen.getByRole('heading', { name: sampleRecipe.name })).toBeInTheDocument();
    await arrive();
    expect(await screen.findByText(`The cook’s card for ${sampleRecipe.name}`)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ingredients' })).not.toBeInTheDocument();
  });
});
