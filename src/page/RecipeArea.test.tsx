import { act, screen } from '@testing-library/react';
import { ingredientAdded } from '../features/ingredients/ingredientsSlice';
import { idleMoments } from '../../__tests__/support/idleMoments';
import { answering, fakeDeps, sampleRecipe } from '../../__tests__/support/fakeChatClient';
import { renderApp, stateWith } from '../../__tests__/support/renderApp';

/** Runs every idle callback the page asked for, and those they ask for in turn. */
async function runIdleMoments(idle: ReturnType<typeof idleMoments>) {
  while (idle.count > 0) await act(async () => idle.runOne());
}

describe('the request’s code, fetched before "Get a recipe" can be tapped', () => {
  it('starts downloading the model client and the request code at the 2nd ingredient, before the panel shows', async () => {
    const idle = idleMoments();
    const deps = fakeDeps(answering(JSON.stringify(sampleRecipe)));
    const loadRecipeModel = jest.spyOn(deps, 'loadRecipeModel');
    const { store } = renderApp({ preloadedState: stateWith(['eggs']), deps });
    await runIdleMoments(idle);
    expect(loadRecipeModel).not.toHaveBeenCalled();

    act(() => void store.dispatch(ingredientAdded('spinach')));
    await runIdleMoments(idle);
    expect(loadRecipeModel).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Get a recipe' })).not.toBeInTheDocument();
  });
});
