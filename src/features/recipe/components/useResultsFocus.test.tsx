import { ChatConnectionError } from '../../../core/chat/chatClient';
import { act, screen, waitFor, within } from '@testing-library/react';
import { RECIPE_STATUS_ID } from './RecipeResults';
import {
  deferredChatClient,
  FakeChatClient,
  fakeDeps,
  replyWith,
  sampleRecipe,
} from '../../../../__tests__/support/fakeChatClient';
import { renderApp, stateWith } from '../../../../__tests__/support/renderApp';

const three = ['tomatoes', 'basil', 'spaghetti'];
const results = () => within(document.getElementById('results-section')!);
/** Visually hidden, so found by its id: what a screen reader announces about the results. */
const status = () => document.getElementById(RECIPE_STATUS_ID)!;

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

function renderWithPendingModel() {
  const model = deferredChatClient();
  const view = renderApp({ preloadedState: stateWith(three), deps: fakeDeps(model.client) });
  return { ...view, model };
}

describe('what a screen reader hears', () => {
  it('a short status line while the recipe is written, then its name, never the whole recipe', async () => {
    const { user, model } = renderWithPendingModel();
    expect(document.getElementById('results-section')).not.toHaveAttribute('aria-live');
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    expect(status()).toHaveAttribute('role', 'status');
    // The loading view is rendered in the task after the tap's (the request leaves first).
    await waitFor(() => expect(status()).toHaveTextContent('Writing your recipe…'));
    await act(() => model.reply(JSON.stringify(sampleRecipe)));
    expect(status()).toHaveTextContent(`Recipe ready: ${sampleRecipe.name}`);
    expect(status().textContent).toBe(`Recipe ready: ${sampleRecipe.name}`);
  });

  it('the reason when the request fails', async () => {
    const { user, model } = renderWithPendingModel();
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    await act(() => model.fail(new ChatConnectionError(new TypeError('Failed to fetch'))));
    expect(status()).toHaveTextContent('Failed to load recipe. You appear to be offline.');
  });
});

describe('where focus goes', () => {
  it('to the recipe name when the recipe arrives while focus is on "Get a recipe"', async () => {
    const { user, model } = renderWithPendingModel();
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    expect(screen.getByRole('button', { name: 'Get a recipe' })).toHaveFocus();
    await act(() => model.reply(JSON.stringify(sampleRecipe)));
    expect(results().getByRole('heading', { name: sampleRecipe.name })).toHaveFocus();
  });

  it('stays where the cook put it elsewhere when the recipe arrives', async () => {
    const { user, model } = renderWithPendingModel();
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    const input = screen.getByRole('textbox', { name: 'Ingredient' });
    input.focus();
    await act(() => model.reply(JSON.stringify(sampleRecipe)));
    expect(input).toHaveFocus();
  });

  it('back to "Get a recipe" after Stop', async () => {
    const { user } = renderWithPendingModel();
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    await user.click(await results().findByRole('button', { name: 'Stop' }));
    expect(screen.getByRole('button', { name: 'Get a recipe' })).toHaveFocus();
  });

  it('to Stop after Try again, then to the recipe name when it arrives', async () => {
    let calls = 0;
    let answer: (() => void) | undefined;
    const client = new FakeChatClient(async () => {
      calls += 1;
      if (calls === 1) throw new ChatConnectionError(new TypeError('Failed to fetch'));
      await new Promise<void>((resolve) => (answer = resolve));
      return replyWith(JSON.stringify(sampleRecipe));
    });
    const { user } = renderApp({ preloadedState: stateWith(three), deps: fakeDeps(client) });
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    await user.click(await results().findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(results().getByRole('button', { name: 'Stop' })).toHaveFocus());
    await act(async () => answer?.());
    await waitFor(() => expect(results().getByRole('heading', { name: sampleRecipe.name })).toHaveFocus());
  });

  it('to Try again when a failure removes the focused Stop button', async () => {
    const { user, model } = renderWithPendingModel();
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    (await results().findByRole('button', { name: 'Stop' })).focus();
    await act(() => model.fail(new Error('HTTP 500')));
    expect(results().getByRole('button', { name: 'Try again' })).toHaveFocus();
  });
});

describe('the first Tab stop', () => {
  it('is "Skip to ingredients", which takes focus to the ingredient input', async () => {
    const { user } = renderApp();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to ingredients' });
    expect(skip).toHaveFocus();
    await user.click(skip);
    expect(screen.getByRole('textbox', { name: 'Ingredient' })).toHaveFocus();
  });
});
