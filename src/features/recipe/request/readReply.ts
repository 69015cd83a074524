import type { ChatCallOptions, ChatClient, ChatRequest, FinishReason } from '../../../core/chat/chatClient';
import { yieldToBrowser } from '../../../lib/yieldToBrowser';
import type { RecipePreview } from '../../../core/recipe/recipeTypes';
import type { Preferences } from '../../../core/preferences/preferencesTypes';
import { checkedPreviews } from './checkedPreviews';
import { MAX_REPLY_CHARS, replyOf, thought, withheldReply, type RecipeReply } from './recipeReply';

export interface ReadReplyOptions {
  client: ChatClient;
  /** The cook's diet, allergies, servings and time: a streamed preview is checked against them. */
  preferences?: Preferences;
  stream: boolean;
  signal: AbortSignal;
  /** Called whenever anything arrives, so a stalled stream can be told from a slow one. */
  onData: () => void;
  /** Called with what can be shown of a streamed reply, at most PREVIEWS_PER_SECOND times a second. */
  onPreview: (preview: RecipePreview) => void;
  /** The ingredients and preferences themselves, for the app's own recipe service. */
  asked?: ChatCallOptions['asked'];
}

/** How long reading a stream may keep the main thread before it lets the page paint and answer taps. */
const READING_SLICE_MS = 8;

/**
 * Sends one request and reads its reply. A stream is over at its finish_reason (or [DONE]), even if the server
 * keeps the connection open; chunks without choices or a delta (content-filter notes, keep-alives) are skipped.
 */
export async function readReply(request: ChatRequest, options: ReadReplyOptions): Promise<RecipeReply> {
  const { client, signal, asked } = options;
  if (!options.stream) {
    const choice = (await client.chatCompletion(request, { signal, asked })).choices?.[0];
    const content = choice?.message?.content;
    const tooLong = typeof content === 'string' && content.length > MAX_REPLY_CHARS;
    return replyOf(content, choice?.finish_reason, thought(choice?.message), tooLong);
  }
  return readStream(request, options);
}

/** Reads a streamed reply in slices of READING_SLICE_MS, showing checked previews as it goes. */
async function readStream(
  request: ChatRequest,
  { client, signal, onData, onPreview, preferences, asked }: ReadReplyOptions,
): Promise<RecipeReply> {
  let content = '';
  let thinking = false;
  let tooLong = false;
  let finishReason: FinishReason;
  let sliceStart: number | undefined;
  // Stopped at once when what has arrived conflicts with the cook's preferences, as well as with the request.
  const stream = new AbortController();
  const stopStream = () => stream.abort(signal.reason);
  if (signal.aborted) stopStream();
  else signal.addEventListener('abort', stopStream, { once: true });
  const previews = checkedPreviews({
    textSoFar: () => content,
    preferences,
    onPreview,
    onWithheld: (reason) => stream.abort(new Error(`withheld: ${reason}`)),
  });
  try {
    onData();
    for await (const chunk of client.chatCompletionStream(request, { signal: stream.signal, asked })) {
      // The first slice starts with the first piece: waiting for the reply held nothing, and counting the wait
      // would hand the thread back after the first piece, a task before the recipe's first text.
      sliceStart ??= performance.now();
      onData();
      const choice = chunk?.choices?.[0];
      if (!choice) continue;
      const piece = choice.delta?.content;
      let shown = false;
      if (typeof piece === 'string' && piece) {
        content += piece;
        shown = previews.textArrived(piece);
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
      // Many chunks can arrive at once; reading them all in one go would keep taps waiting, and a preview just
      // shown (the recipe's first text, most of all) waiting for its frame.
      if (shown || performance.now() - sliceStart > READING_SLICE_MS) {
        await yieldToBrowser();
        sliceStart = performance.now();
      }
    }
  } catch (error) {
    if (!previews.withheld()) throw error;
  } finally {
    previews.cancel();
    signal.removeEventListener('abort', stopStream);
    // Whatever ended the reading, the connection is not needed any more (a server may keep it open).
    stream.abort();
  }
  const withheld = previews.withheld();
  // Stopped on purpose: the reply is not read, nor parsed.
  if (withheld) return withheldReply(content, finishReason, withheld);
  // The last piece's handling and reading the whole reply are each a good part of a phone's frame: apart.
  await yieldToBrowser();
  return replyOf(content, finishReason, thinking, tooLong);
}
