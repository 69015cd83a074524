import { selectIngredients } from '../../ingredients/ingredientsSlice';
import { recipeKept } from '../../myRecipes/myRecipesSlice';
import { selectPreferences } from '../../preferences/preferencesSlice';
import { DEFAULT_PREFERENCES, type Preferences } from '../../preferences/preferencesTypes';
import { asksForChefsMarks } from '../../preferences/preferencesPrompt';
import { recipeConflict } from '../../preferences/recipeConflict';
import {
  ChatConnectionError,
  type ChatClient,
  type ChatRequest,
  type FinishReason,
  type RefusableOption,
} from '../../../model/chatClient';
import { refusedOption, withoutOption } from '../../../model/refusedOption';
import { builtEndpointUrl, builtResponseFormat, refusedThisVisit } from '../../../model/requestSettings';
import { previewThrottle } from './previewThrottle';
import { isReasoningModel } from '../../../model/reasoningModel';
import { yieldToBrowser } from '../../../lib/yieldToBrowser';
import { parseRecipe, type ParsedReply } from '../reply/parseRecipe';
import { createRecipePreviewReader } from '../reply/parseRecipePreview';
import { classifyRequestError, type RequestFailure } from '../../../model/requestFailure';
import { recipePreviewed } from '../recipePreviewed';
import { MAX_REPLY_TOKENS, recipeMessages } from '../reply/recipePrompt';
import { recipeJsonSchema, recipeResponseFormat } from '../reply/recipeSchema';
import type { RecipePreview } from '../recipeTypes';
import { rejectOnAbort, requestDeadline, STALL_TIMEOUT_MS, TOTAL_TIMEOUT_MS } from '../../../model/requestTimeout';
import type { RequestRecipeApi } from '../requestRecipe';

/**
 * Converts the JSON schema the next request will send (with the chef's marks when the cook has allergies or a
 * diet), for prefetchRecipeModel once this chunk has arrived: zod stays out of the panel's chunk.
 */
export const prepareRecipeSchema = (preferences?: Preferences) => recipeJsonSchema(asksForChefsMarks(preferences));

export { recipeCheckPreparations } from '../../preferences/recipeConflict';

// Loaded on demand (with the model client) by the requestRecipe thunk: none of this is needed to show the page.

/** Named so the Performance panel (and `npm run bench`) can time each streamed update. */
export const PREVIEW_UPDATE_MEASURE = 'recipe preview update';

export interface RequestShape {
  /** HF_RESPONSE_FORMAT (json_schema by default). */
  responseFormat?: string;
  /** Options the server has refused this visit, left out from the start. */
  refused?: ReadonlySet<RefusableOption>;
}

export function recipeRequestFor(
  ingredients: readonly string[],
  model: string,
  preferences?: Preferences,
  { responseFormat, refused = new Set() }: RequestShape = {},
): ChatRequest {
  const format = refused.has('response_format')
    ? undefined
    : recipeResponseFormat(responseFormat, asksForChefsMarks(preferences));
  return {
    model,
    messages: recipeMessages(ingredients, preferences),
    max_tokens: MAX_REPLY_TOKENS,
    ...(isReasoningModel(model) && !refused.has('reasoning_effort') && { reasoning_effort: 'low' as const }),
    ...(format && { response_format: format }),
  };
}

export interface AskForRecipeOptions {
  client: ChatClient;
  ingredients: readonly string[];
  /** The cook's diet, allergies, servings and time; none set leaves the request exactly the spec's. */
  preferences?: Preferences;
  model: string;
  stream: boolean;
  signal: AbortSignal;
  /** Called whenever anything arrives, so a stalled stream can be told from a slow one. */
  onData: () => void;
  /** Called with what can be shown of a streamed reply, at most PREVIEWS_PER_SECOND times a second. */
  onPreview: (preview: RecipePreview) => void;
  /** HF_RESPONSE_FORMAT, and what the server refused earlier in the visit (added to when it refuses more). */
  responseFormat?: string;
  refused?: Set<RefusableOption>;
}

export interface RecipeReply {
  /** The reply's content as the model sent it, for the console when it is not a recipe. */
  content: unknown;
  parsed: ParsedReply;
  /** "length" when the model hit max_tokens before it finished. */
  finishReason: FinishReason;
  /** The model sent thinking (reasoning) but no answer text. */
  onlyThinking: boolean;
  /** The reply ran past MAX_REPLY_CHARS and was not read to its end. */
  tooLong: boolean;
  /** Why the stream was stopped before its end: what had arrived already conflicted with the cook's preferences. */
  withheld?: string;
}

/**
 * Past this much streamed text the preview stops following: it already shows the first of everything the final
 * card will, and parsing ever more text on every frame would block the page (a server ignoring max_tokens).
 */
export const MAX_PREVIEW_CHARS = 20_000;

/**
 * A recipe within max_tokens (1024) is a few thousand characters; a reply 25 times that long comes from a server
 * that ignores max_tokens, and is not read further: parsing it would block the page for no recipe worth showing.
 */
export const MAX_REPLY_CHARS = 100_000;

/** How long reading a stream may keep the main thread before it lets the page paint and answer taps. */
const READING_SLICE_MS = 8;

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const thought = (fields: { reasoning_content?: unknown; reasoning?: unknown } | undefined) =>
  hasText(fields?.reasoning_content) || hasText(fields?.reasoning);

function replyOf(content: unknown, finishReason: FinishReason, thinking: boolean, tooLong = false): RecipeReply {
  return {
    content,
    parsed: tooLong ? { ok: false, problem: 'not-a-recipe' } : parseRecipe(content),
    finishReason,
    onlyThinking: thinking && !hasText(content),
    tooLong,
  };
}

/**
 * Sends the recipe request and reads the reply; throws when the request itself fails. A server that refuses
 * `response_format` or `reasoning_effort` (HTTP 400/422 naming it) is asked again without it, and the option is
 * remembered in `refused` so the rest of the visit does without it.
 */
export async function askForRecipe(options: AskForRecipeOptions): Promise<RecipeReply> {
  const { ingredients, model, preferences, responseFormat, refused = new Set<RefusableOption>() } = options;
  let request = recipeRequestFor(ingredients, model, preferences, { responseFormat, refused });
  for (;;) {
    try {
      return await readReply(request, options);
    } catch (error) {
      const option = refusedOption(error, request);
      if (!option) throw error;
      console.warn(
        `The model server refused ${option}; asking again without it, and leaving it out for this visit.`,
        error,
      );
      refused.add(option);
      request = withoutOption(request, option);
    }
  }
}

/**
 * Sends one request and reads its reply. A stream is over at its finish_reason (or [DONE]), even if the server
 * keeps the connection open; chunks without choices or a delta (content-filter notes, keep-alives) are skipped.
 */
async function readReply(
  request: ChatRequest,
  { client, stream: streamed, signal, onData, onPreview, preferences }: AskForRecipeOptions,
): Promise<RecipeReply> {
  if (!streamed) {
    const choice = (await client.chatCompletion(request, { signal })).choices?.[0];
    const content = choice?.message?.content;
    const tooLong = typeof content === 'string' && content.length > MAX_REPLY_CHARS;
    return replyOf(content, choice?.finish_reason, thought(choice?.message), tooLong);
  }

  let content = '';
  let thinking = false;
  let tooLong = false;
  let finishReason: FinishReason;
  let withheld: string | undefined;
  let sliceStart = performance.now();
  const readPreview = createRecipePreviewReader();
  // Stopped at once when what has arrived conflicts with the cook's preferences, as well as with the request.
  const stream = new AbortController();
  const stopStream = () => stream.abort(signal.reason);
  if (signal.aborted) stopStream();
  else signal.addEventListener('abort', stopStream, { once: true });
  // What the card last showed: past the caps (or mid-word) a frame often has nothing new, and re-rendering the
  // same card would cost the page for nothing.
  let lastShown = '';
  const preview = previewThrottle(() => {
    const shown = readPreview(content);
    const serialized = JSON.stringify(shown);
    if (!shown || serialized === lastShown) return;
    lastShown = serialized;
    // Checked before it is painted: nothing that conflicts is ever shown, even for a moment.
    withheld = recipeConflict(shown, preferences ?? DEFAULT_PREFERENCES) ?? undefined;
    if (withheld) stream.abort(new Error(`withheld: ${withheld}`));
    else onPreview(shown);
  });
  try {
    onData();
    for await (const chunk of client.chatCompletionStream(request, { signal: stream.signal })) {
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
      if (content.length > MAX_REPLY_CHARS) {
        tooLong = true;
        break;
      }
      // Many chunks can arrive at once; reading them all in one go would keep taps waiting.
      if (performance.now() - sliceStart > READING_SLICE_MS) {
        await yieldToBrowser();
        sliceStart = performance.now();
      }
    }
  } catch (error) {
    if (!withheld) throw error;
  } finally {
    preview.cancel();
    signal.removeEventListener('abort', stopStream);
    // Whatever ended the reading, the connection is not needed any more (a server may keep it open).
    stream.abort();
  }
  // Stopped on purpose: the reply is not read, nor parsed.
  if (withheld)
    return {
      content,
      parsed: { ok: false, problem: 'not-a-recipe' },
      finishReason,
      onlyThinking: false,
      tooLong: false,
      withheld,
    };
  // The last piece's handling and reading the whole reply are each a good part of a phone's frame: apart.
  await yieldToBrowser();
  return replyOf(content, finishReason, thinking, tooLong);
}

/** How much of a reply that is not a recipe the console gets: enough to see what went wrong. */
const CONSOLE_CHARS = 2_000;

/** Logging a huge reply whole would itself block the page (the console copies it): its start and its length. */
function forTheConsole(content: unknown): unknown {
  if (typeof content !== 'string' || content.length <= CONSOLE_CHARS) return content;
  return `${content.slice(0, CONSOLE_CHARS)}… (${content.length.toLocaleString('en')} characters in all)`;
}

/** Why a reply that is not a recipe failed: cut off at max_tokens, all thinking and no answer, or unreadable. */
function replyFailure(reply: RecipeReply): RequestFailure {
  if (reply.tooLong) return { kind: 'too-long' };
  if (reply.finishReason === 'length') return { kind: 'cut-off' };
  if (reply.onlyThinking) return { kind: 'only-thinking' };
  return { kind: 'unreadable' };
}

/**
 * The requestRecipe thunk's work: ask, give up when the stream stalls (20 s without data) or as a last resort
 * (3 min in all), and turn what went wrong into a RequestFailure.
 */
export async function runRecipeRequest({
  getState,
  dispatch,
  extra,
  signal,
  requestId,
  rejectWithValue,
}: RequestRecipeApi) {
  const deadline = requestDeadline(signal, {
    totalMs: extra.timeoutMs ?? TOTAL_TIMEOUT_MS,
    stallMs: extra.stallTimeoutMs ?? STALL_TIMEOUT_MS,
  });
  // One request's update timings are kept (for the Performance panel and the bench), not every request's.
  if (typeof performance.clearMeasures === 'function') performance.clearMeasures(PREVIEW_UPDATE_MEASURE);
  let reply: RecipeReply;
  // As they were when the cook asked: the reply is checked against the same ones the model was told, and the
  // recipe is kept with them.
  const preferences = selectPreferences(getState());
  const ingredients = selectIngredients(getState());
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
        ingredients,
        preferences,
        model: extra.model,
        stream: extra.stream ?? false,
        responseFormat: extra.responseFormat ?? builtResponseFormat(),
        refused: extra.refusedOptions ?? refusedThisVisit,
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
      endpointUrl: extra.endpointUrl ?? builtEndpointUrl(),
    });
    console.error(`The recipe request failed (${failure.kind}):`, error);
    return rejectWithValue(failure);
  } finally {
    deadline.dispose();
  }
  if (reply.withheld) {
    console.error(`The model's recipe was withheld while it streamed: ${reply.withheld}`);
    return rejectWithValue({ kind: 'withheld', reason: reply.withheld });
  }
  if (!reply.parsed.ok) {
    const failure = replyFailure(reply);
    console.error(
      `The model's reply is not a recipe (${reply.parsed.problem}, finish_reason ${String(reply.finishReason)}). Raw content:`,
      forTheConsole(reply.content),
    );
    return rejectWithValue(failure);
  }
  const conflict = recipeConflict(reply.parsed.recipe, preferences);
  if (conflict) {
    console.error(`The model's recipe was withheld: ${conflict} Recipe:`, reply.parsed.recipe);
    return rejectWithValue({ kind: 'withheld', reason: conflict });
  }
  const { recipe } = reply.parsed;
  // Reading and checking the reply was one task; showing the recipe (a store update, rendered at once) is another.
  await yieldToBrowser();
  // Into the recent history, kept under the request's id; the database write does not hold the recipe back.
  void dispatch(
    recipeKept({
      id: requestId,
      recipe,
      madeFrom: { ingredients: [...ingredients], preferences },
      madeAt: Date.now(),
      saved: false,
    }),
  );
  return recipe;
}
