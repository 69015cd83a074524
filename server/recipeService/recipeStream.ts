import { PassThrough } from 'node:stream';
import { rejectOnAbort, requestDeadline, STALL_TIMEOUT_MS, TOTAL_TIMEOUT_MS } from '../../src/core/chat/requestTimeout';
import type { ReplyPiece } from '../../src/core/request/recipeModel';
import { serviceFailure, type ServiceFailure } from './serviceFailure';

/**
 * How long the relay gathers the model's pieces before writing them on together. A model sends a piece every few
 * milliseconds and each write is a system call: under a crowd (200 streams) the writes alone kept the server busy
 * enough to delay every new cook's first byte. The page shows a preview at most ten times a second, so the cook
 * sees no difference.
 */
export const RELAY_GATHER_MS = 50;

export interface RecipeStreamOptions {
  /** Asks the model (for a recipe, or for ideas) with the signal the relay aborts. */
  ask: (signal: AbortSignal) => AsyncIterable<ReplyPiece>;
  /** Aborts when the cook's connection closes (Stop, a closed tab). */
  signal: AbortSignal;
  timeoutMs?: number;
  stallMs?: number;
}

export type RecipeStreamStart =
  | { ok: true; body: PassThrough; done: Promise<{ bytes: number; failure?: ServiceFailure }> }
  | { ok: false; failure: ServiceFailure };

/** A piece as the page reads it: a chunk of a chat-completions stream, with only the text, thinking and finish. */
function relayed({ text, thinking, finishReason }: ReplyPiece): string {
  const delta = { ...(text !== undefined && { content: text }), ...(thinking && { reasoning_content: thinking }) };
  return `data: ${JSON.stringify({ choices: [{ delta, finish_reason: finishReason ?? null }] })}\n\n`;
}

/**
 * Asks the model and waits for its first piece, so that a refusal is still an HTTP status; then relays the rest
 * as server-sent events as they arrive. The model's request is aborted when the cook's connection closes, when nothing arrives
 * for `stallMs`, or after `timeoutMs`; a failure after the first chunk ends the stream with an `error` event.
 */
export async function startRecipeStream(options: RecipeStreamOptions): Promise<RecipeStreamStart> {
  const deadline = requestDeadline(options.signal, {
    totalMs: options.timeoutMs ?? TOTAL_TIMEOUT_MS,
    stallMs: options.stallMs ?? STALL_TIMEOUT_MS,
  });
  // One promise for the whole stream, raced with each chunk: the model's client may not honour the signal.
  const aborted = rejectOnAbort(deadline.signal);
  aborted.catch(() => {});
  const pieces = options.ask(deadline.signal)[Symbol.asyncIterator]();
  let first: IteratorResult<ReplyPiece>;
  deadline.alive();
  try {
    first = await Promise.race([pieces.next(), aborted]);
  } catch (error) {
    const reason: unknown = deadline.signal.aborted ? deadline.signal.reason : error;
    deadline.dispose();
    return { ok: false, failure: serviceFailure(reason) };
  }
  const body = new PassThrough();
  let bytes = 0;
  // What the model sent since the last write: written on together, at most RELAY_GATHER_MS later.
  let gathered = '';
  let gathering: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(gathering);
    gathering = undefined;
    if (gathered) body.write(gathered);
    gathered = '';
  };
  const write = (text: string) => {
    bytes += Buffer.byteLength(text);
    gathered += text;
    gathering ??= setTimeout(flush, RELAY_GATHER_MS);
  };
  const done = (async () => {
    let failure: ServiceFailure | undefined;
    try {
      for (let next = first; !next.done; next = await Promise.race([pieces.next(), aborted])) {
        deadline.alive();
        write(relayed(next.value));
        // The first piece goes out at once: it is what the cook waits for.
        if (next === first) flush();
        if (next.value.finishReason) break;
      }
      write('data: [DONE]\n\n');
    } catch (error) {
      if (!options.signal.aborted) {
        failure = serviceFailure(deadline.signal.aborted ? deadline.signal.reason : error);
        write(`event: error\ndata: ${JSON.stringify({ error: { kind: failure.kind, message: failure.message } })}\n\n`);
      }
    } finally {
      deadline.dispose();
      // Closing the model's stream after an abort may fail with the abort's reason: the stream is over either way.
      pieces.return?.().catch(() => {});
      flush();
      body.end();
    }
    return { bytes, failure };
  })();
  return { ok: true, body, done };
}
