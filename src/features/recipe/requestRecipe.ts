import { createAppAsyncThunk } from '../../app/createAppAsyncThunk';
import { selectCanRequestRecipe, selectIngredients } from '../ingredients/ingredientsSlice';
import type { ChatClient, ChatRequest } from './chatClient';
import { frameThrottle } from './frameThrottle';
import { isReasoningModel } from './modelSettings';
import { parseRecipe, type ReplyProblem } from './parseRecipe';
import { recipePreviewed } from './recipePreviewed';
import { MAX_REPLY_TOKENS, recipeMessages } from './recipePrompt';
import type { Recipe } from './recipeTypes';

export type RecipeFailure = { reason: 'request-failed'; message: string } | { reason: ReplyProblem };

/** Named so the Performance panel (and `npm run bench`) can time each streamed update. */
export const PREVIEW_UPDATE_MEASURE = 'recipe preview update';

export const loadPreviewRecipe = () =>
  import(/* webpackChunkName: "recipe-preview", webpackPrefetch: true */ './previewRecipe').then(
    (module) => module.previewRecipe,
  );

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function recipeRequestFor(ingredients: readonly string[], model: string): ChatRequest {
  return {
    model,
    messages: recipeMessages(ingredients),
    max_tokens: MAX_REPLY_TOKENS,
    ...(isReasoningModel(model) && { reasoning_effort: 'low' as const }),
  };
}

/** Reads a streamed reply to the end, telling `onText` the whole text so far after every piece. */
async function streamedReply(
  client: ChatClient,
  request: ChatRequest,
  signal: AbortSignal,
  onText: (replySoFar: string) => void,
): Promise<string> {
  let reply = '';
  for await (const chunk of client.chatCompletionStream(request, { signal })) {
    reply += chunk.choices[0]?.delta.content ?? '';
    onText(reply);
  }
  return reply;
}

/** Loads the model client (on first use) and asks it for a recipe; streamed replies preview as they arrive. */
export const requestRecipe = createAppAsyncThunk<Recipe, void, { rejectValue: RecipeFailure }>(
  'recipe/requested',
  async (_, { getState, dispatch, extra, signal, requestId, rejectWithValue }) => {
    const request = recipeRequestFor(selectIngredients(getState()), extra.model);
    let replySoFar = '';
    let previewRecipe: Awaited<ReturnType<typeof loadPreviewRecipe>> | undefined;
    const preview = frameThrottle(() => {
      const shown = previewRecipe?.(replySoFar);
      if (!shown) return;
      const start = performance.now();
      dispatch(recipePreviewed({ requestId, preview: shown }));
      // React renders a store update in a microtask queued by the dispatch; this one runs after it.
      // (jsdom has no performance.measure.)
      if (typeof performance.measure === 'function') {
        queueMicrotask(() => performance.measure(PREVIEW_UPDATE_MEASURE, { start }));
      }
    });

    let content: unknown;
    try {
      const [client, previewer] = await Promise.all([
        extra.loadChatClient(),
        extra.stream ? loadPreviewRecipe() : undefined,
      ]);
      previewRecipe = previewer;
      if (extra.stream) {
        content = await streamedReply(client, request, signal, (text) => {
          replySoFar = text;
          preview.request();
        });
      } else {
        content = (await client.chatCompletion(request, { signal })).choices[0]?.message.content;
      }
    } catch (error) {
      console.error('The recipe request failed:', error);
      return rejectWithValue({ reason: 'request-failed', message: describe(error) });
    } finally {
      preview.cancel();
    }

    const parsed = parseRecipe(content);
    if (!parsed.ok) {
      console.error(`The model's reply is not a recipe (${parsed.problem}). Raw content:`, content);
      return rejectWithValue({ reason: parsed.problem });
    }
    return parsed.recipe;
  },
  {
    // One request at a time, and only with enough ingredients: a second click is refused, not queued.
    condition: (_, { getState }) => {
      const state = getState();
      return selectCanRequestRecipe(state) && !state.recipe.loading;
    },
  },
);
