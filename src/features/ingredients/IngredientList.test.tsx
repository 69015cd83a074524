import { screen, within } from '@testing-library/react';
import { selectRecipeState } from '../recipe/recipeSlice';
import { renderApp, stateWith } from '../../../__tests__/support/renderApp';

const list = () => screen.getByRole('list');

describe.each(['light', 'dark'] as const)('ingredient list (%s theme)', (theme) => {
  it('shows nothing until the first ingredient is added', () => {
    renderApp({ preloadedState: stateWith([], theme) });
    expect(screen.queryByRole('heading', { name: 'Ingredients on hand:' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear All' })).not.toBeInTheDocument();
  });

  it('lists the ingredients under "Ingredients on hand:" with a remove button each', async () => {
    renderApp({ preloadedState: stateWith(['salt', 'pepper'], theme) });
    expect(await screen.findByRole('heading', { name: 'Ingredients on hand:' })).toBeInTheDocument();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Remove salt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove pepper' })).toBeInTheDocument();
  });

  it('says how many more ingredients a recipe needs, until the generate panel appears', async () => {
    const { user } = renderApp({ preloadedState: stateWith(['salt'], theme) });
    expect(screen.getByRole('status')).toHaveTextContent('Add 2 more ingredients to get a recipe.');
    await user.type(screen.getByRole('textbox', { name: 'Ingredient' }), 'pepper{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Add 1 more ingredient to get a recipe.');
    await user.type(screen.getByRole('textbox', { name: 'Ingredient' }), 'basil{Enter}');
    expect(screen.getAllByRole('status').map((line) => line.textContent)).not.toContain(
      expect.stringMatching(/more ingredient/),
    );
    expect(screen.getByRole('heading', { name: 'Ready for a recipe?' })).toBeInTheDocument();
  });

  it('removes only the row whose button was pressed', async () => {
    const { user } = renderApp({ preloadedState: stateWith(['salt', 'pepper', 'basil'], theme) });
    await user.click(await screen.findByRole('button', { name: 'Remove pepper' }));
    expect(
      within(list())
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['salt', 'basil']);
  });

  it("hands focus to the row that took the removed one's place", async () => {
    const { user } = renderApp({ preloadedState: stateWith(['salt', 'pepper', 'basil'], theme) });
    await user.click(await screen.findByRole('button', { name: 'Remove pepper' }));
    expect(screen.getByRole('button', { name: 'Remove basil' })).toHaveFocus();
  });

  it('hands focus to the new last row when the last row is removed', async () => {
    const { user } = renderApp({ preloadedState: stateWith(['salt', 'pepper', 'basil'], theme) });
    await user.click(await screen.findByRole('button', { name: 'Remove basil' }));
    expect(screen.getByRole('button', { name: 'Remove pepper' })).toHaveFocus();
  });

  it('hands focus back to the input when the only row is removed', async () => {
    const { user } = renderApp({ preloadedState: stateWith(['salt'], theme) });
    await user.click(await screen.findByRole('button', { name: 'Remove salt' }));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Ingredient' })).toHaveFocus();
  });

  it('Clear All empties the list, the input and the message, and refocuses the input', async () => {
    const { user, store } = renderApp({ preloadedState: stateWith(['salt', 'pepper', 'basil'], theme) });
    const input = screen.getByRole('textbox', { name: 'Ingredient' });
    await user.type(input, 'salt{Enter}');
    expect(screen.getByRole('alert')).not.toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Clear All' }));

    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(input).toHaveFocus();
    expect(selectRecipeState(store.getState()).hasGenerated).toBe(false);
  });
});
