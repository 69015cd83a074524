import { act, screen } from '@testing-library/react';
import { servingsChosen } from '../../preferences/preferencesSlice';
import { answering, fakeDeps } from '../../../../__tests__/support/fakeChatClient';
import { renderApp, stateWith } from '../../../../__tests__/support/renderApp';
import { ingredientLines, listed, recipe, startEachTestAfresh } from '../../../../__tests__/support/cookTestRecipe';

startEachTestAfresh();

describe('servings that match their quantities', () => {
  it('scales a recipe for 40 down to 1, one tap at a time', async () => {
    const { user } = renderApp({
      preloadedState: stateWith(listed),
      deps: fakeDeps(answering(JSON.stringify({ ...recipe, servings: 40 }))),
    });
    await user.click(await screen.findByRole('button', { name: 'Get a recipe' }));
    const fewer = await screen.findByRole('button', { name: 'Fewer servings' });
    expect(screen.getByRole('button', { name: 'More servings' })).toBeDisabled();
    for (let tap = 0; tap < 39; tap += 1) await user.click(fewer);
    expect(screen.getByRole('group', { name: 'Servings' })).toHaveTextContent('1 serving');
    expect(ingredientLines()[0]).toBe('5 g spaghetti✓ have');
    expect(fewer).toBeDisabled();
  });

  it('keeps a shown recipe’s label and quantities when the Servings preference changes afterwards', async () => {
    // JSON leaves out an undefined field: a reply that does not say what it serves.
    const { store, user } = renderApp({
      preloadedState: stateWith(listed),
      deps: fakeDeps(answering(JSON.stringify({ ...recipe, servings: undefined }))),
    });
    await user.click(await screen.findByRole('button', { name: 'Get a recipe' }));
    expect(await screen.findByRole('group', { name: 'Servings' })).toHaveTextContent('2 servings');
    act(() => {
      store.dispatch(servingsChosen(4));
    });
    expect(screen.getByRole('group', { name: 'Servings' })).toHaveTextContent('2 servings');
    expect(ingredientLines()[0]).toBe('200 g spaghetti✓ have');
  });
});
