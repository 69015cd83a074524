import { ChatConnectionError } from '../../../core/chat/chatClient';
import { act, screen, waitFor, within } from '@testing-library/react';
import { makeStore } from '../../../app/store';
import { selectRecipeStorage } from '../../myRecipes/myRecipesSlice';
import { selectRecipeState, selectResultsView } from '../recipeSlice';
import { requestRecipe } from '../requestRecipe';
import {
  FakeChatClient,
  fakeDeps,
  flushPromises,
  replyWith,
  sampleRecipe,
  streamingChatClient,
} from '../../../../__tests__/support/fakeChatClient';
import { renderApp, stateWith } from '../../../../__tests__/support/renderApp';

const three = ['tomatoes', 'basil', 'spaghetti'];
const results = () => within(document.getElementById('results-section')!);

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

function renderWithStreamingModel(items = three) {
  const model = streamingChatClient();
  const view = renderApp({ preloadedState: stateWith(items), deps: fakeDeps(model.client, { stream: true }) });
  return { ...view, model };
}

describe('Stop', () => {
  it('aborts the request and puts back the empty results, with no failure text', async () => {
    const { user, model, store } = renderWithStreamingModel();
    await user.click(await screen.findByRole('button', { name: 'Get a recipe' }));
    await user.click(await results().findByRole('button', { name: 'Stop' }));
    expect(model.client.signals[0]?.aborted).toBe(true);
    expect(screen.queryByText('Failed to load recipe.')).not.toBeInTheDocument();
    expect(document.getElementById('results-section')).toBeEmptyDOMElement();
    expect(selectRecipeState(store.getState())).toMatchObject({ loading: false, disabled: false, hasGenerated: false });
  });

  it('keeps the previous recipe on screen when a second request is stopped', async () => {
    const { user, model } = renderWithStreamingModel();
    await user.click(await screen.findByRole('button', { name: 'Get a recipe' }));
    await act(async () => {
      model.write(JSON.stringify(sampleRecipe));
      model.end();
      await flushPromises();
    });
    expect(await results().findByRole('heading', { name: sampleRecipe.name })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    await user.click(await results().findByRole('button', { name: 'Stop' }));
    // The results follow the store a render behind (deferred), once the stopped request has been rejected.
    expect(await results().findByRole('heading', { name: sampleRecipe.name })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load recipe.')).not.toBeInTheDocument();
  });
});

describe('a running request is aborted', () => {
  it('by Clear All', async () => {
    const { user, model, store } = renderWithStreamingModel();
    await user.click(await screen.findByRole('button', { name: 'Get a recipe' }));
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(model.client.signals[0]?.aborted).toBe(true);
    expect(selectRecipeState(store.getState())).toMatchObject({ loading: false, hasGenerated: false });
  });

  it('when the list drops below 3 ingredients', async () => {
    const { user, model, store } = renderWithStreamingModel();
    await user.click(await screen.findByRole('button', { name: 'Get a recipe' }));
    await user.click(screen.getByRole('button', { name: 'Remove basil' }));
    expect(model.client.signals[0]?.aborted).toBe(true);
    expect(selectRecipeState(store.getState()).loading).toBe(false);
  });

  it('when the app unmounts, leaving nothing to update the store', async () => {
    const { user, model, store, unmount } = renderWithStreamingModel();
    // The app reads the device's kept recipes as it opens: once they are read, only the request could change the store.
    await waitFor(() => expect(selectRecipeStorage(store.getState())).toBe('read'));
    await user.click(await screen.findByRole('button', { name: 'Get a recipe' }));
    unmount();
    expect(model.client.signals[0]?.aborted).toBe(true);
    await flushPromises();
    const afterAbort = store.getState();
    expect(selectRecipeState(afterAbort).loading).toBe(false);
    model.write(JSON.stringify(sampleRecipe));
    model.end();
    await flushPromises();
    expect(store.getState()).toBe(afterAbort);
  });
});

describe('Try again', () => {
  it('re-runs the request after a failure and shows the recipe', async () => {
    let calls = 0;
    const client = new FakeChatClient(async () => {
      calls += 1;
      if (calls === 1) throw new ChatConnectionError(new TypeError('Failed to fetch'));
      return replyWith(JSON.stringify(sampleRecipe));
    });
    const { user } = renderApp({ preloadedState: stateWith(three), deps: fakeDeps(client) });
    await user.click(await screen.findByRole('button', { name: 'Get a recipe' }));
    expect(await results().findByText('Failed to load recipe.')).toBeInTheDocument();
    expect(await results().findByText(/appear to be offline/)).toBeInTheDocument();

    await user.click(await results().findByRole('button', { name: 'Try again' }));
    expect(await results().findByRole('heading', { name: sampleRecipe.name })).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});

describe('the requestRecipe thunk', () => {
  it('ignores the reply of a request that is no longer the current one', async () => {
    const model = streamingChatClient();
    const store = makeStore(stateWith(three), fakeDeps(model.client, { stream: true }));
    const running = store.dispatch(requestRecipe());
    const before = selectRecipeState(store.getState());
    store.dispatch(requestRecipe.fulfilled(sampleRecipe, 'an-older-request', undefined));
    store.dispatch(requestRecipe.rejected(null, 'an-older-request', undefined, { kind: 'offline' }));
    expect(selectRecipeState(store.getState())).toBe(before);
    running.abort();
    await running;
  });

  it('gives up after the timeout, aborting the request, and says it timed out', async () => {
    const client = new FakeChatClient(() => new Promise(() => undefined));
    const store = makeStore(stateWith(three), { ...fakeDeps(client), timeoutMs: 30 });
    const action = await store.dispatch(requestRecipe());
    expect(action.payload).toEqual({ kind: 'timed-out' });
    expect(client.signals[0]?.aborted).toBe(true);
    expect(selectResultsView(store.getState())).toBe('failed');
  });
});
