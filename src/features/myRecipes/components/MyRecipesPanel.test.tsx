import { act, screen, waitFor, within } from '@testing-library/react';
import { ENTRIES_PER_PAGE } from './KeptRecipeList';
import { UNDO_MS } from './UndoRemoval';
import { recipeKept } from '../keptRecipesThunks';
import { DEFAULT_PREFERENCES } from '../../../core/preferences/preferencesTypes';
import { sampleRecipe } from '../../../../__tests__/support/fakeChatClient';
import { renderApp, stubScrollingInEachTest } from '../../../../__tests__/support/renderApp';
import { withSaveableRecipe } from '../../../../__tests__/support/keptRecipes';

stubScrollingInEachTest();

/** An older recipe, kept before this visit's. */
const keepLeekSoup = (store: ReturnType<typeof renderApp>['store'], { saved }: { saved: boolean }) =>
  store.dispatch(
    recipeKept({
      id: 'older',
      recipe: { ...sampleRecipe, name: 'Leek soup' },
      language: 'en',
      madeFrom: { ingredients: ['leeks'], preferences: DEFAULT_PREFERENCES },
      madeAt: 1,
      saved,
    }),
  );

async function openMyRecipes(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'My recipes' }));
  return screen.findByRole('dialog', { name: 'My recipes' });
}

const section = (panel: HTMLElement, title: 'Saved' | 'Recent') =>
  within(within(panel).getByRole('region', { name: title }));

describe('My recipes', () => {
  it('lists a saved recipe under Saved and a new one under Recent, with the ingredients it came from', async () => {
    const { user, store } = await withSaveableRecipe();
    await user.click(screen.getByRole('button', { name: 'Save recipe' }));
    await keepLeekSoup(store, { saved: false });
    const panel = await openMyRecipes(user);
    expect(section(panel, 'Saved').getByRole('heading', { name: 'Saved (1)' })).toBeInTheDocument();
    expect(section(panel, 'Saved').getByRole('button', { name: sampleRecipe.name })).toBeInTheDocument();
    expect(section(panel, 'Saved').getByText(/from tomatoes, basil, spaghetti$/)).toBeInTheDocument();
    expect(section(panel, 'Recent').getByRole('button', { name: 'Leek soup' })).toBeInTheDocument();
  });

  it('keeps a recipe saved this visit in Recent too, marked Saved, where the cook just saw it', async () => {
    const { user } = await withSaveableRecipe();
    await user.click(screen.getByRole('button', { name: 'Save recipe' }));
    const panel = await openMyRecipes(user);
    expect(section(panel, 'Recent').getByRole('heading', { name: 'Recent (1)' })).toBeInTheDocument();
    expect(section(panel, 'Recent').getByRole('button', { name: sampleRecipe.name })).toBeInTheDocument();
    expect(section(panel, 'Recent').getByText(/^Saved · /)).toBeInTheDocument();
    expect(section(panel, 'Saved').queryByText(/^Saved · /)).not.toBeInTheDocument();
  });

  it('filters both lists by the search box', async () => {
    const { user, store } = await withSaveableRecipe();
    await keepLeekSoup(store, { saved: false });
    const panel = await openMyRecipes(user);
    await user.type(within(panel).getByRole('searchbox', { name: 'Search by name or ingredient' }), 'leek');
    expect(section(panel, 'Recent').getByRole('button', { name: 'Leek soup' })).toBeInTheDocument();
    expect(section(panel, 'Recent').queryByRole('button', { name: sampleRecipe.name })).not.toBeInTheDocument();
    await user.type(within(panel).getByRole('searchbox'), 'zzz');
    expect(within(panel).getByText('No recipe matches “leekzzz”.')).toBeInTheDocument();
  });

  it('removes a recipe with Undo offered for a few seconds, then gone', async () => {
    jest.useFakeTimers();
    try {
      const { user } = await withSaveableRecipe({ fakeTimers: true });
      const panel = await openMyRecipes(user);
      await user.click(section(panel, 'Recent').getByRole('button', { name: `Remove ${sampleRecipe.name}` }));
      expect(within(panel).getByText(`Removed “${sampleRecipe.name}”.`)).toBeInTheDocument();
      expect(within(panel).getByRole('button', { name: 'Undo' })).toHaveFocus();
      act(() => jest.advanceTimersByTime(UNDO_MS - 1));
      expect(within(panel).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(within(panel).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('puts a removed recipe back with Undo', async () => {
    const { user } = await withSaveableRecipe();
    const panel = await openMyRecipes(user);
    await user.click(section(panel, 'Recent').getByRole('button', { name: `Remove ${sampleRecipe.name}` }));
    expect(
      section(panel, 'Recent').getByText('The recipes you get appear here, the last 30 of them.'),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Undo' }));
    expect(section(panel, 'Recent').getByRole('button', { name: sampleRecipe.name })).toBeInTheDocument();
  });

  it('clears the history and keeps the saved recipes', async () => {
    const { user, store } = await withSaveableRecipe();
    await user.click(screen.getByRole('button', { name: 'Save recipe' }));
    await keepLeekSoup(store, { saved: false });
    const panel = await openMyRecipes(user);
    await user.click(within(panel).getByRole('button', { name: 'Clear history' }));
    expect(section(panel, 'Recent').getByRole('heading', { name: 'Recent (0)' })).toBeInTheDocument();
    expect(section(panel, 'Saved').getByRole('button', { name: sampleRecipe.name })).toBeInTheDocument();
    expect(within(panel).getByText('Removed “Leek soup”.')).toBeInTheDocument();
  });

  it('opens a kept recipe in the results, named "From My recipes:", with the focus on its name', async () => {
    const { user, store } = await withSaveableRecipe();
    await keepLeekSoup(store, { saved: true });
    const panel = await openMyRecipes(user);
    await user.click(section(panel, 'Saved').getByRole('button', { name: 'Leek soup' }));
    expect(await screen.findByRole('heading', { name: 'From My recipes:' })).toBeInTheDocument();
    // The results follow the store a deferred render behind; focus moves once the card is there.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Leek soup' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Saved' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'My recipes' })).not.toBeInTheDocument();
  });
});

describe('a long list', () => {
  it(`shows ${ENTRIES_PER_PAGE} entries at first, and the next ones on "Show more", focus on the first added`, async () => {
    const { user, store } = await withSaveableRecipe();
    for (let index = 0; index < ENTRIES_PER_PAGE + 5; index += 1) {
      await store.dispatch(
        recipeKept({
          id: `saved-${index}`,
          recipe: { ...sampleRecipe, name: `Saved ${index}` },
          language: 'en',
          madeFrom: { ingredients: [], preferences: DEFAULT_PREFERENCES },
          madeAt: 100 - index,
          saved: true,
        }),
      );
    }
    const panel = await openMyRecipes(user);
    const saved = section(panel, 'Saved');
    expect(saved.getByRole('heading', { name: `Saved (${ENTRIES_PER_PAGE + 5})` })).toBeInTheDocument();
    expect(saved.getAllByRole('listitem')).toHaveLength(ENTRIES_PER_PAGE);
    await user.click(saved.getByRole('button', { name: 'Show 5 more (5 not shown)' }));
    expect(saved.getAllByRole('listitem')).toHaveLength(ENTRIES_PER_PAGE + 5);
    expect(saved.getByRole('button', { name: `Saved ${ENTRIES_PER_PAGE}` })).toHaveFocus();
    expect(saved.queryByRole('button', { name: /^Show/ })).not.toBeInTheDocument();
  });
});
