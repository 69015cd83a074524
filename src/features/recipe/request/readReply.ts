import { yieldToBrowser } from '../../../lib/yieldToBrowser';
import type { FinishReason } from '../../../core/chat/chatClient';
import type { RecipeAsk, RecipeModel } from '../../../core/modelRequest/recipeModel';
import type { RecipePreview } from '../../../core/recipe/recipeTypes';
import { checkedPreviews } from './checkedPreviews';
import { MAX_REPLY_CHARS, replyOf, withheldReply, type RecipeReply } from './recipeReply';

export interface ReadReplyOptions {
  signal: AbortSignal;
  /** Called whenever anything arrives, so a stalled stream can be told from a slow one. */
  onData: () => void;
  /** Called with what can be shown of a streamed reply, at most PREVIEWS_PER_SECOND times a second. */
  onPreview: (preview: RecipePreview) => void;
}

/** How long reading a stream may keep the main thread before it lets the page paint and answer taps. */
const READING_SLICE_MS = 8;

/**
 * Asks the model and reads its reply, in slices of READING_SLICE_MS, showing checked previews as it goes when
 * the model streams. A reply is over at its finish reason, even if the server keeps the connection open.
 */
export async function readReply(
  model: RecipeModel,
  ask: RecipeAsk,
  { signal, onData, onPreview }: ReadReplyOptions,
): Promise<RecipeReply> {
  // No text at all (a model that sent only its thinking, or nothing) is told apart from an empty one.
  let content: string | null = null;
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
    textSoFar: () => content ?? '',
    preferences: ask.preferences,
    onPreview,
    onWithheld: (conflict) => stream.abort(new Error(`withheld: ${JSON.stringify(conflict)}`)),
  });
  try {
    onData();
    for await (const piece of model.askForRecipe(ask, { signal: stream.signal })) {
      // The first slice starts with the first piece: waiting for the reply held nothing, and counting the wait
      // would hand the thread back after the first piece, a task before the recipe's first text.
      sliceStart ??= performance.now();
      onData();
      let shown = false;
      if (piece.text) {
        content = (content ?? '') + piece.text;
        shown = model.streams && previews.textArrived(piece.text);
      }
      thinking ||= piece.thinking !== undefined;
      if (piece.finishReason) {
        finishReason = piece.finishReason;
        break;
      }
      if (content !== null && content.length > MAX_REPLY_CHARS) {
        tooLong = true;
        break;
      }
      // Many pieces can arrive at once; reading them all in one go would keep taps waiting, and a preview just
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
  if (withheld) return withheldReply(content ?? '', finishReason, withheld);
  // The last piece's handling and reading the whole reply are each a good part of a phone's frame: apart.
  await yieldToBrowser();
  return replyOf(content, finishReason, thinking, tooLong || (content?.length ?? 0) > MAX_REPLY_CHARS);
}
