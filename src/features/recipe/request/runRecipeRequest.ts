import { selectIngredients } from '../../ingredients/ingredientsSlice';
import type { ChatClient, ChatRequest } from '../../../model/chatClient';
import { frameThrottle } from './frameThrottle';
import { isReasoningModel } from '../../../model/modelSettings';
import { parseRecipe, type ParsedReply } from '../reply/parseRecipe';
import { parseRecipePreview } from '../reply/parseRecipePreview';
import { classifyRequestError } from '../../../model/requestFailure';
import { recipePreviewed } from '../recipeSlice';
import { MAX_REPLY_TOKENS, recipeMessages } from '../reply/recipePrompt';
import type { RecipePreview } from '../recipeTypes';
import { REQUEST_TIMEOUT_MS, rejectOnAbort, withTimeout } from '../../../model/requestTimeout';
import type { RequestRecipeApi } from '../requestRecipe';

// Loaded on demand (with the model client) by the requestRecipe thunk: none of this is needed to show the page.

/** Named so the Performance panel (and `npm run bench`) can time each streamed update. */
export const PREVIEW_UPDATE_MEASURE = 'recipe preview update';

export function recipeRequestFor(ingredients: readonly string[], model: string): ChatRequest {
  return {
    model,
    messages: recipeMessages(ingredients),
    max_tokens: MAX_REPLY_TOKENS,
    ...(isReasoningModel(model) && { reasoning_effort: 'low' as const }),
  };
}

export interface AskForRecipeOptions {
  client: ChatClient;
  ingredients: readonly string[];
  model: string;
  stream: boolean;
  signal: AbortSignal;
  /** Called with what can be shown of a streamed reply, at most once per animation frame. */
  onPreview: (preview: RecipePreview) => void;
}

export interface RecipeReply {
  /** The reply's content as the model sent it, for the console when it is not a recipe. */
  content: unknown;
  parsed: ParsedReply;
}

/** Sends the recipe request and reads the whole reply; throws when the request itself fails. */
export async function askForRecipe({
  client,
  ingredients,
  model,
  stream,
  signal,
  onPreview,
}: AskForRecipeOptions): Promise<RecipeReply> {
  const request = recipeRequestFor(ingredients, model);
  if (!stream) {
    const content = (await client.chatCompletion(request, { signal })).choices[0]?.message.content;
    return { content, parsed: parseRecipe(content) };
  }

  let content = '';
  const preview = frameThrottle(() => {
    const shown = parseRecipePreview(content);
    if (shown) onPreview(shown);
  });
  try {
    for await (const chunk of client.chatCompletionStream(request, { signal })) {
      content += chunk.choices[0]?.delta.content ?? '';
      preview.request();
    }
  } finally {
    preview.cancel();
  }
  return { content, parsed: parseRecipe(content) };
}

/** The requestRecipe thunk's work: ask, time out after 60 s, and turn what went wrong into a RequestFailure. */
export async function runRecipeRequest({ getState, dispatch, extra, signal, requestId, rejectWithValue }: RequestRecipeApi) {
  const timeout = withTimeout(signal, extra.timeoutMs ?? REQUEST_TIMEOUT_MS);
  let reply: RecipeReply;
  try {
    // Stopped while this code was downloading: the model is not asked at all.
    signal.throwIfAborted();
    const asking = extra.loadChatClient().then((client) =>
      askForRecipe({
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
      }),
    );
    reply = await Promise.race([asking, rejectOnAbort(timeout.signal)]);
  } catch (error) {
    // Stopped by the cook or by Clear All: not a failure, nothing to report.
    if (signal.aborted) throw error;
    const failure = classifyRequestError(timeout.signal.aborted ? timeout.signal.reason : error, {
      online: typeof navigator === 'undefined' || navigator.onLine,
    });
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
}
