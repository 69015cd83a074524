import { act, screen, within } from '@testing-library/react';
import { ChatRequestError } from '../../../core/chat/chatClient';
import {
  deferredChatClient,
  FakeChatClient,
  fakeDeps,
  sampleRecipe,
} from '../../../../__tests__/support/fakeChatClient';
import { renderApp, stateWith } from '../../../../__tests__/support/renderApp';

const getRecipeButton = () => screen.getByRole('button', { name: 'Get a recipe' });
/** The panel's code loads on demand, so its first appearance is awaited. */
const findGetRecipeButton = () => screen.findByRole('button', { name: 'Get a recipe' });
const results = () => document.getElementById('results-section') as HTMLElement;

function renderWithPendingModel(items: string[], theme: 'light' | 'dark') {
  const model = deferredChatClient();
  const view = renderApp({ preloadedState: stateWith(items, theme), deps: fakeDeps(model.client) });
  return { ...view, model };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe.each(['light', 'dark'] as const)('generate panel and results (%s theme)', (theme) => {
  it('hides the generate panel below 3 ingredients', () => {
    renderWithPendingModel(['salt', 'pepper'], theme);
    expect(screen.queryByRole('heading', { name: 'Ready for a recipe?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get a recipe' })).not.toBeInTheDocument();
  });

  it('offers "Ready for a recipe?" with its text and button at 3 ingredients', async () => {
    renderWithPendingModel(['salt', 'pepper', 'basil'], theme);
    expect(await screen.findByRole('heading', { name: 'Ready for a recipe?' })).toBeInTheDocument();
    expect(
      screen.getByText('Generate a delicious recipe based on the ingredients you have on hand.'),
    ).toBeInTheDocument();
    expect(getRecipeButton()).toHaveAttribute('aria-disabled', 'false');
  });

  it('renders nothing in the results section before a generation', async () => {
    renderWithPendingModel(['salt', 'pepper', 'basil'], theme);
    await findGetRecipeButton();
    expect(results()).toBeEmptyDOMElement();
  });

  it('shows the spinner text and disables the button while loading', async () => {
    const { user } = renderWithPendingModel(['salt', 'pepper', 'basil'], theme);
    await user.click(await findGetRecipeButton());
    expect(await within(results()).findByText('results will appear here ...')).toBeInTheDocument();
    expect(getRecipeButton()).toHaveAttribute('aria-disabled', 'true');
    expect(getRecipeButton()).toHaveFocus();
  });

  it('ignores further clicks while a request runs', async () => {
    const { user, model } = renderWithPendingModel(['salt', 'pepper', 'basil'], theme);
    await user.click(await findGetRecipeButton());
    await user.click(await findGetRecipeButton());
    await act(() => model.reply(JSON.stringify(sampleRecipe)));
    expect(model.client.requests).toHaveLength(1);
  });

  it('shows the recipe: heading, name, description, "measurement name" ingredients and numbered steps', async () => {
    const { user, model } = renderWithPendingModel(['salt', 'pepper', 'basil'], theme);
    await user.click(await findGetRecipeButton());
    await act(() =>
      model.reply(
        JSON.stringify({
          ...sampleRecipe,
          ingredients: [...sampleRecipe.ingredients, { name: '', measurement: '' }, { name: 'salt', measurement: '' }],
        }),
      ),
    );

    const section = within(results());
    expect(section.getByRole('heading', { name: 'Suggested Recipe:' })).toBeInTheDocument();
    expect(section.getByRole('heading', { name: sampleRecipe.name })).toBeInTheDocument();
    expect(section.getByText(sampleRecipe.description)).toBeInTheDocument();
    expect(section.getByRole('heading', { name: 'Ingredients' })).toBeInTheDocument();
    expect(section.getByRole('heading', { name: 'Instructions' })).toBeInTheDocument();
    const [ingredientList, steps] = section.getAllByRole('list');
    // Each line as the spec writes it, followed by whether the cook has it.
    expect(
      within(ingredientList!)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['200 g spaghetti', '3 ripe tomatoes', '1 handful basil', 'salt']);
    expect(steps!.tagName).toBe('OL');
    expect(
      within(steps!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(sampleRecipe.instructions);
    expect(getRecipeButton()).toHaveAttribute('aria-disabled', 'false');
    expect(section.queryByText('results will appear here ...')).not.toBeInTheDocument();
  });

  it('shows "Failed to load recipe." when the model fails', async () => {
    const { user, model } = renderWithPendingModel(['salt', 'pepper', 'basil'], theme);
    await user.click(await findGetRecipeButton());
    await act(() => model.fail(new Error('HTTP 500')));
    expect(within(results()).getByText('Failed to load recipe.')).toBeInTheDocument();
    expect(getRecipeButton()).toHaveAttribute('aria-disabled', 'false');
  });

  it('shows "Failed to load recipe." when the model answers "I don\'t know"', async () => {
    const { user, model } = renderWithPendingModel(['salt', 'pepper', 'basil'], theme);
    await user.click(await findGetRecipeButton());
    await act(() => model.reply("I don't know"));
    expect(within(results()).getByText('Failed to load recipe.')).toBeInTheDocument();
  });

  it('hides the recipe once fewer than 3 ingredients remain', async () => {
    const { user, model } = renderWithPendingModel(['salt', 'pepper', 'basil'], theme);
    await user.click(await findGetRecipeButton());
    await act(() => model.reply(JSON.stringify(sampleRecipe)));
    expect(screen.getByRole('heading', { name: sampleRecipe.name })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove basil' }));
    expect(screen.queryByRole('heading', { name: 'Suggested Recipe:' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: sampleRecipe.name })).not.toBeInTheDocument();
  });
});

describe('a tap on "Get a recipe"', () => {
  it('sends the request before the page shows that it is loading', async () => {
    const loadingShownWhenAsked: boolean[] = [];
    const client = new FakeChatClient(() => {
      loadingShownWhenAsked.push(within(results()).queryByText('results will appear here ...') !== null);
      return new Promise(() => {});
    });
    const { user } = renderApp({ preloadedState: stateWith(['salt', 'pepper', 'basil']), deps: fakeDeps(client) });
    await user.click(await findGetRecipeButton());
    expect(await within(results()).findByText('results will appear here ...')).toBeInTheDocument();
    expect(loadingShownWhenAsked).toEqual([false]);
  });
});

describe('scrolling to the results', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts 300 ms after "Get a recipe" is clicked and ends at the results section', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const model = deferredChatClient();
    const { user } = renderApp({
      preloadedState: stateWith(['salt', 'pepper', 'basil']),
      deps: fakeDeps(model.client),
      fakeTimers: true,
    });
    jest.spyOn(results(), 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect);

    await user.click(await findGetRecipeButton());
    act(() => jest.advanceTimersByTime(250));
    expect(scrollTo).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(50 + 1000 + 32));
    const scrollMargin = parseFloat(getComputedStyle(results()).scrollMarginTop);
    expect(scrollMargin).toBeGreaterThan(0);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900 - scrollMargin);
    scrollTo.mockRestore();
  });
});

describe('a cook whose Hugging Face account has no credit left', () => {
  it('is told so, with the link to add credit', async () => {
    const outOfCredit = new FakeChatClient(async () => {
      throw new ChatRequestError('You have exceeded your monthly included credits', 402);
    });
    const { user } = renderApp({ preloadedState: stateWith(['eggs', 'spinach', 'feta']), deps: fakeDeps(outOfCredit) });
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    const link = await screen.findByRole('link', { name: 'Add credit on Hugging Face' });
    expect(link).toHaveAttribute('href', 'https://huggingface.co/settings/billing');
  });
});
