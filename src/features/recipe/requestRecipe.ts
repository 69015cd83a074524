import { createAppAsyncThunk } from '../../app/createAppAsyncThunk';
import { selectCanRequestRecipe, selectIngredients } from '../ingredients/ingredientsSlice';
import type { RecipeFailure } from './recipeFailure';
import { recipePreviewed } from './recipePreviewed';
import type { RecipeReply } from './recipeRequest';
import type { Recipe } from './recipeTypes';
import { REQUEST_TIMEOUT_MS, TIMEOUT_ERROR_NAME } from './requestTimeout';

/** Named so the Performance panel (and `npm run bench`) can time each streamed update. */
export const PREVIEW_UPDATE_MEASURE = 'recipe preview update';

export const loadRecipeRequest = () =>
  import(/* webpackChunkName: "recipe-request", webpackPrefetch: true */ './recipeRequest');

/** A signal that aborts with the thunk's own (Stop, Clear All) or after `ms` with a TimeoutError. */
function withTimeout(signal: AbortSignal, ms: number) {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(`No reply within ${ms} ms`, TIMEOUT_ERROR_NAME)),
    ms,
  );
  const forward = () => controller.abort(signal.reason);
  signal.addEventListener('abort', forward);
  return {
    signal: controller.signal,
    dispose() {
      clearTimeout(timer);
      signal.removeEventListener('abort', forward);
    },
  };
}

/** Rejects with the signal's reason once it aborts, so a client that ignores the signal cannot hang us. */
function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/** Asks the model for a recipe for the listed ingredients; a streamed reply is previewed as it arrives. */
export const requestRecipe = createAppAsyncThunk<Recipe, void, { rejectValue: RecipeFailure }>(
  'recipe/requested',
  async (_, { getState, dispatch, extra, signal, requestId, rejectWithValue }) => {
    const timeout = withTimeout(signal, extra.timeoutMs ?? REQUEST_TIMEOUT_MS);
    let reply: RecipeReply;
    try {
      const [client, { askForRecipe }] = await Promise.all([extra.loadChatClient(), loadRecipeRequest()]);
      const asking = askForRecipe({
        client,
        ingredients: selectIngredients(getState()),
        model: extra.model,
        stream: extra.stream ?? false,
        signal: timeout.signal,
        onPreview: (preview) => {
          const start = performance.now();
          dispatch(recipePreviewed({ requestId, preview }));
          // React renders a store update in a microtask queued by the dispatch; this one runs after it.
          // (jsdom has no performance.measure.)
          if (typeof performance.measure === 'function') {
            queueMicrotask(() => performance.measure(PREVIEW_UPDATE_MEASURE, { start }));
          }
        },
      });
      reply = await Promise.race([asking, rejectOnAbort(timeout.signal)]);
    } catch (error) {
      // Stopped by the cook or by Clear All: not a failure, nothing to report.
      if (signal.aborted) throw error;
      // The classifier comes with the request code; when even that could not be downloaded, the network is down.
      const pipeline = await loadRecipeRequest().catch(() => null);
      const failure: RecipeFailure = pipeline
        ? pipeline.classifyRequestError(timeout.signal.aborted ? timeout.signal.reason : error, {
            online: typeof navigator === 'undefined' || navigator.onLine,
          })
        : { kind: 'offline' };
      console.error(`The recipe request failed (${failure.kind}):`, error);
      return rejectWithValue(failure);
    } finally {
      timeout.dispose();
    }
    if (!reply.parsed.ok) {
      console.error(`The model's reply is not a recipe (${reply.parsed.problem}). Raw content:`, reply.content);
      return rejectWithValue({ kind: 'unreadable' });
    }
    return reply.parsed.recipe;
  },
  {
    // One request at a time, and only with enough ingredients: a second click is refused, not queued.
    condition: (_, { getState }) => {
      const state = getState();
      return selectCanRequestRecipe(state) && !state.recipe.loading;
    },
  },
);
