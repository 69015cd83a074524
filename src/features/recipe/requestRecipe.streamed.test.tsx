import { act, screen, within } from '@testing-library/react';
import { makeStore } from '../../app/store';
import { PREVIEWS_PER_SECOND } from './request/previewThrottle';
import { selectRecipe, selectRecipeState, selectResultsView } from './recipeSlice';
import { STALL_TIMEOUT_MS, TOTAL_TIMEOUT_MS } from '../../core/chat/requestTimeout';
import { MAX_PREVIEW_CHARS } from './request/checkedPreviews';
import { MAX_REPLY_CHARS } from './request/recipeReply';
import { requestRecipe } from './requestRecipe';
import { allergyAdded } from '../preferences/preferencesSlice';
import { fakeDeps, sampleRecipe, streamingChatClient } from '../../../__tests__/support/fakeChatClient';
import { renderApp, stateWith } from '../../../__tests__/support/renderApp';

const three = ['tomatoes', 'basil', 'spaghetti'];
const reply = JSON.stringify(sampleRecipe);
/** One animation frame (faked, with every timer): whatever the throttle scheduled runs, promises settle. */
const FRAME_MS = 16;
const nextFrame = () => act(() => jest.advanceTimersByTimeAsync(FRAME_MS));

function streamingStore() {
  const model = streamingChatClient();
  const store = makeStore(stateWith(three), fakeDeps(model.client, { stream: true }));
  return { model, store };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  jest.useFakeTimers();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  consoleError.mockRestore();
  jest.useRealTimers();
});

describe('requestRecipe, streamed', () => {
  it('asks the model to stream', async () => {
    const { model, store } = streamingStore();
    void store.dispatch(requestRecipe());
    await jest.advanceTimersByTimeAsync(0);
    expect(model.client.requests).toHaveLength(1);
  });

  it('previews the name while the rest is still being written, staying in loading', async () => {
    const { model, store } = streamingStore();
    void store.dispatch(requestRecipe());
    model.write('{"name":"Tomato Basil Pasta",');
    model.write('"description":"A quick');
    await nextFrame();
    expect(selectRecipeState(store.getState())).toMatchObject({
      loading: true,
      recipe: null,
      preview: { name: 'Tomato Basil Pasta', description: undefined },
    });
    expect(selectResultsView(store.getState())).toBe('loading');
  });

  it('shows the name as soon as its closing quote arrives, and folds the pieces after it into one update', async () => {
    const { model, store } = streamingStore();
    void store.dispatch(requestRecipe());
    await jest.advanceTimersByTimeAsync(0);
    const previews: unknown[] = [];
    store.subscribe(() => {
      const { preview } = selectRecipeState(store.getState());
      if (preview !== previews.at(-1)) previews.push(preview);
    });
    const nameEnds = reply.indexOf('"', reply.indexOf(sampleRecipe.name)) + 1;
    // The name's start arrives first: nothing to show yet, and nothing holds back what comes next.
    model.write(reply.slice(0, nameEnds - 3));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(previews).toEqual([]);
    model.write(reply.slice(nameEnds - 3, nameEnds));
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(previews).toEqual([expect.objectContaining({ name: sampleRecipe.name })]);
    for (const piece of reply.slice(nameEnds, reply.indexOf('"ingredients"')).match(/.{1,3}/g) ?? []) {
      model.write(piece);
    }
    await nextFrame();
    expect(previews).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(1000 / PREVIEWS_PER_SECOND));
    expect(previews).toHaveLength(2);
    expect(previews[1]).toMatchObject({ name: sampleRecipe.name, description: sampleRecipe.description });
  });

  it('stores the whole reply, parsed as before, when the stream ends, and drops the preview', async () => {
    const { model, store } = streamingStore();
    const done = store.dispatch(requestRecipe());
    model.write(reply.slice(0, 40));
    await nextFrame();
    model.write(reply.slice(40));
    model.end();
    await done;
    expect(selectRecipeState(store.getState())).toMatchObject({ recipe: sampleRecipe, preview: null, loading: false });
  });

  it('fails and discards the preview when the finished stream is not a recipe', async () => {
    const { model, store } = streamingStore();
    const done = store.dispatch(requestRecipe());
    model.write('{"name":"Tomato Basil Pasta","description":"cut off');
    await nextFrame();
    expect(selectRecipeState(store.getState()).preview).not.toBeNull();
    model.end();
    await done;
    expect(selectRecipeState(store.getState())).toMatchObject({ recipe: null, preview: null, loading: false });
    expect(selectResultsView(store.getState())).toBe('failed');
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('not-json'),
      '{"name":"Tomato Basil Pasta","description":"cut off',
    );
  });

  it('fails and discards the preview when the connection breaks mid-stream', async () => {
    const { model, store } = streamingStore();
    const done = store.dispatch(requestRecipe());
    model.write('{"name":"Tomato Basil Pasta",');
    await nextFrame();
    model.fail(new Error('network error'));
    await done;
    expect(selectRecipeState(store.getState())).toMatchObject({ recipe: null, preview: null, loading: false });
    expect(selectResultsView(store.getState())).toBe('failed');
  });

  it('stops reading and drops the preview when aborted mid-stream', async () => {
    const { model, store } = streamingStore();
    const running = store.dispatch(requestRecipe());
    model.write('{"name":"Tomato Basil Pasta",');
    await nextFrame();
    running.abort();
    const action = await running;
    expect(requestRecipe.rejected.match(action) && action.meta.aborted).toBe(true);
    expect(model.client.signals[0]?.aborted).toBe(true);
    model.write('"description":"late"}');
    await nextFrame();
    expect(selectRecipeState(store.getState())).toMatchObject({ preview: null, loading: false, disabled: false });
  });
});

describe('a reply far longer than any recipe (a server ignoring max_tokens)', () => {
  it('stops following it in the preview past 20,000 characters', async () => {
    const { model, store } = streamingStore();
    void store.dispatch(requestRecipe());
    model.write(`{"name":"Soup","ingredients":[${'"salt",'.repeat(MAX_PREVIEW_CHARS / 7)}`);
    await nextFrame();
    const followed = selectRecipeState(store.getState()).preview;
    model.write('"pepper",'.repeat(100));
    await nextFrame();
    expect(selectRecipeState(store.getState()).preview).toBe(followed);
  });

  it('stops reading it past 100,000 characters and says so, closing the stream', async () => {
    const { model, store } = streamingStore();
    const done = store.dispatch(requestRecipe());
    model.write(`{"name":"Soup","ingredients":[`);
    for (let written = 0; written <= MAX_REPLY_CHARS; written += 10_000) model.write('"salt",'.repeat(10_000 / 7));
    await done;
    expect(selectRecipeState(store.getState()).failure).toEqual({ kind: 'too-long' });
    expect(model.client.signals[0]?.aborted).toBe(true);
  });
});

describe('how long a streamed reply may take', () => {
  it('stops a stream that sends nothing for 20 seconds, and says it stalled', async () => {
    const { model, store } = streamingStore();
    const done = store.dispatch(requestRecipe());
    model.write(reply.slice(0, 30));
    await jest.advanceTimersByTimeAsync(STALL_TIMEOUT_MS - 1);
    expect(selectRecipeState(store.getState()).loading).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    await done;
    expect(selectRecipeState(store.getState()).failure).toEqual({ kind: 'stalled' });
    expect(model.client.signals[0]?.aborted).toBe(true);
  });

  it('lets a slow stream that keeps sending finish, past the old 60-second limit', async () => {
    const { model, store } = streamingStore();
    const done = store.dispatch(requestRecipe());
    const pieces = reply.match(/.{1,8}/gs) ?? [];
    for (const text of pieces) {
      model.write(text);
      await jest.advanceTimersByTimeAsync(2500);
    }
    expect(pieces.length * 2500).toBeGreaterThan(60_000);
    expect(pieces.length * 2500).toBeLessThan(TOTAL_TIMEOUT_MS);
    model.end();
    await done;
    expect(selectRecipe(store.getState())).toEqual(sampleRecipe);
  });

  it('stops any reply after 3 minutes in all, as a last resort', async () => {
    const { model, store } = streamingStore();
    const done = store.dispatch(requestRecipe());
    for (let second = 0; second < TOTAL_TIMEOUT_MS / 1000; second += 10) {
      model.write(' ');
      await jest.advanceTimersByTimeAsync(10_000);
    }
    await done;
    expect(selectRecipeState(store.getState()).failure).toEqual({ kind: 'timed-out' });
  });
});

describe('the results section while a recipe streams in', () => {
  it('keeps the spinner text and shows the name and steps received so far', async () => {
    const model = streamingChatClient();
    const { user } = renderApp({
      preloadedState: stateWith(three),
      deps: fakeDeps(model.client, { stream: true }),
      fakeTimers: true,
    });
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    const results = within(document.getElementById('results-section')!);

    model.write(reply.slice(0, reply.indexOf('Simmer') + 3));
    await nextFrame();
    expect(results.getByText('results will appear here ...')).toBeInTheDocument();
    expect(results.getByRole('heading', { name: sampleRecipe.name })).toBeInTheDocument();
    expect(results.getAllByRole('listitem').map((item) => item.textContent)).toContain('Boil the pasta.');
    expect(results.queryByText('Simmer the tomatoes.')).not.toBeInTheDocument();
    expect(results.queryByRole('heading', { name: 'Suggested Recipe:' })).not.toBeInTheDocument();

    model.write(reply.slice(reply.indexOf('Simmer') + 3));
    model.end();
    await nextFrame();
    expect(results.getByRole('heading', { name: 'Suggested Recipe:' })).toBeInTheDocument();
    expect(results.queryByText('results will appear here ...')).not.toBeInTheDocument();
    expect(results.getByText('Simmer the tomatoes.')).toBeInTheDocument();
  });
});

describe('a streamed recipe that conflicts with the cook’s preferences', () => {
  it('is stopped the moment the conflict arrives, and no preview ever holds it', async () => {
    const { model, store } = streamingStore();
    store.dispatch(allergyAdded('peanut allergy'));
    const previews: unknown[] = [];
    store.subscribe(() => {
      const { preview } = selectRecipeState(store.getState());
      if (preview && preview !== previews.at(-1)) previews.push(preview);
    });
    const done = store.dispatch(requestRecipe());
    model.write(
      '{"name":"Noodle Bowl","description":"Quick.","ingredients":[{"name":"rice noodles","measurement":"200 g"},',
    );
    await nextFrame();
    model.write('{"name":"peanut butter","measurement":"2 tbsp"},');
    await act(() => jest.advanceTimersByTimeAsync(1000 / PREVIEWS_PER_SECOND));
    const action = await done;

    expect(action.payload).toEqual({
      kind: 'withheld',
      conflict: { kind: 'allergy', uses: 'peanut butter', allergy: 'peanuts' },
    });
    expect(model.client.signals[0]?.aborted).toBe(true);
    expect(previews).toHaveLength(1);
    expect(JSON.stringify(previews)).not.toMatch(/peanut/i);
    expect(selectResultsView(store.getState())).toBe('failed');
  });

  it('is stopped when the name alone conflicts, before anything is shown', async () => {
    const { model, store } = streamingStore();
    store.dispatch(allergyAdded('sesame'));
    const done = store.dispatch(requestRecipe());
    model.write('{"name":"Sesame Crunch Bowl",');
    await nextFrame();
    const action = await done;

    expect(action.payload).toEqual({
      kind: 'withheld',
      conflict: { kind: 'allergy', uses: 'sesame', allergy: 'sesame' },
    });
    expect(selectRecipeState(store.getState()).preview).toBeNull();
  });
});
