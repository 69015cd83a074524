import { selectIngredients } from '../../ingredients/ingredientsSlice';
import { ChatConnectionError, type ChatClient, type ChatRequest, type FinishReason } from '../../../model/chatClient';
import { frameThrottle } from './frameThrottle';
import { isReasoningModel } from '../../../model/modelSettings';
import { parseRecipe, type ParsedReply } from '../reply/parseRecipe';
import { parseRecipePreview } from '../reply/parseRecipePreview';
import { classifyRequestError, type RequestFailure } from '../../../model/requestFailure';
import { recipePreviewed } from '../recipeSlice';
import { MAX_REPLY_TOKENS, recipeMessages } from '../reply/recipePrompt';
import type { RecipePreview } from '../recipeTypes';
import { rejectOnAbort, requestDeadline, STALL_TIMEOUT_MS, TOTAL_TIMEOUT_MS } from '../../../model/requestTimeout';
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
  /** Called whenever anything arrives, so a stalled stream can be told from a slow one. */
  onData: () => void;
  /** Called with what can be shown of a streamed reply, at most once per animation frame. */
  onPreview: (preview: RecipePreview) => void;
}

export interface RecipeReply {
  /** The reply's content as the model sent it, for the console when it is not a recipe. */
  content: unknown;
  parsed: ParsedReply;
  /** "length" when the model hit max_tokens before it finished. */
  finishReason: FinishReason;
  /** The model sent thinking (reasoning) but no answer text. */
  onlyThinking: boolean;
}

/**
 * Past this much streamed text the preview stops following: it already shows the first of everything the final
 * card will, and parsing ever more text on every frame would block the page (a server ignoring max_tokens).
 */
export const MAX_PREVIEW_CHARS = 20_000;

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const thought = (fields: { reasoning_content?: unknown; reasoning?: unknown } | undefined) =>
  hasText(fields?.reasoning_content) || hasText(fields?.reasoning);

function replyOf(content: unknown, finishReason: FinishReason, thinking: boolean): RecipeReply {
  return { content, parsed: parseRecipe(content), finishReason, onlyThinking: thinking && !hasText(content) };
}

/**
 * Sends the recipe request and reads the reply; throws when the request itself fails. A stream is over at its
 * finish_reason (or [DONE]), even if the server keeps the connection open; chunks without choices or a delta
 * (content-filter notes, keep-alives) are skipped.
 */
export async function askForRecipe({
  client,
  ingredients,
  model,
  stream,
  signal,
  onData,
  onPreview,
}: AskForRecipeOptions): Promise<RecipeReply> {
  const request = recipeRequestFor(ingredients, model);
  if (!stream) {
    const choice = (await client.chatCompletion(request, { signal })).choices?.[0];
    return replyOf(choice?.message?.content, choice?.finish_reason, thought(choice?.message));
  }

  let content = '';
  let thinking = false;
  let finishReason: FinishReason;
  const preview = frameThrottle(() => {
    const shown = parseRecipePreview(content);
    if (shown) onPreview(shown);
  });
  try {
    onData();
    for await (const chunk of client.chatCompletionStream(request, { signal })) {
      onData();
      const choice = chunk?.choices?.[0];
      if (!choice) continue;
      const piece = choice.delta?.content;
      if (typeof piece === 'string' && piece) {
        content += piece;
        if (content.length <= MAX_PREVIEW_CHARS) preview.request();
      }
      thinking ||= thought(choice.delta);
      if (choice.finish_reason) {
        finishReason = choice.finish_reason;
        break;
      }
    }
  } finally {
    preview.cancel();
  }
  return replyOf(content, finishReason, thinking);
}

/** Why a reply that is not a recipe failed: cut off at max_tokens, all thinking and no answer, or unreadable. */
function replyFailure(reply: RecipeReply): RequestFailure {
  if (reply.finishReason === 'length') return { kind: 'cut-off' };
  if (reply.onlyThinking) return { kind: 'only-thinking' };
  return { kind: 'unreadable' };
}

/**
 * The requestRecipe thunk's work: ask, give up when the stream stalls (20 s without data) or as a last resort
 * (3 min in all), and turn what went wrong into a RequestFailure.
 */
export async function runRecipeRequest({ getState, dispatch, extra, signal, requestId, rejectWithValue }: RequestRecipeApi) {
  const deadline = requestDeadline(signal, {
    totalMs: extra.timeoutMs ?? TOTAL_TIMEOUT_MS,
    stallMs: extra.stallTimeoutMs ?? STALL_TIMEOUT_MS,
  });
  // One request's update timings are kept (for the Performance panel and the bench), not every request's.
  if (typeof performance.clearMeasures === 'function') performance.clearMeasures(PREVIEW_UPDATE_MEASURE);
  let reply: RecipeReply;
  try {
    // Stopped while this code was downloading: the model is not asked at all.
    signal.throwIfAborted();
    const client = extra.loadChatClient().catch((error: unknown) => {
      // The client's code could not be downloaded: as good as no network.
      throw new ChatConnectionError(error);
    });
    const asking = client.then((loaded) =>
      askForRecipe({
        client: loaded,
        ingredients: selectIngredients(getState()),
        model: extra.model,
        stream: extra.stream ?? false,
        signal: deadline.signal,
        onData: deadline.alive,
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
    reply = await Promise.race([asking, rejectOnAbort(deadline.signal)]);
  } catch (error) {
    // Stopped by the cook or by Clear All: not a failure, nothing to report.
    if (signal.aborted) throw error;
    const failure = classifyRequestError(deadline.signal.aborted ? deadline.signal.reason : error, {
      online: typeof navigator === 'undefined' || navigator.onLine,
    });
    console.error(`The recipe request failed (${failure.kind}):`, error);
    return rejectWithValue(failure);
  } finally {
    deadline.dispose();
  }
  if (!reply.parsed.ok) {
    const failure = replyFailure(reply);
    console.error(
      `The model's reply is not a recipe (${reply.parsed.problem}, finish_reason ${String(reply.finishReason)}). Raw content:`,
      reply.content,
    );
    return rejectWithValue(failure);
  }
  return reply.parsed.recipe;
}
