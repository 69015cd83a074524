import { PassThrough } from 'node:stream';
import { rejectOnAbort, requestDeadline, STALL_TIMEOUT_MS, TOTAL_TIMEOUT_MS } from '../../src/core/chat/requestTimeout';
import type { ReplyPiece, TokenUsage } from '../../src/core/modelRequest/recipeModel';
import { serviceFailure, type ServiceFailure } from './serviceFailure';

/**
 * How long the relay gathers the model's pieces before writing them on together. A model sends a piece every few
 * milliseconds and each write is a system call: under a crowd (200 streams) the writes alone kept the server busy
 * enough to delay every new cook's first byte. The page shows a preview at most ten times a second, so the cook
 * sees no difference.
 */
export const RELAY_GATHER_MS = 50;

/**
 * How long the relay reads on after the model's finish for the tokens it reports (the last chunk, just before
 * its end): the cook's stream is over by then; a server that keeps its stream open is not waited for longer.
 */
export const USAGE_WAIT_MS = 2_000;

export interface RecipeStreamOptions {
  /** Asks the model (for a recipe, or for ideas) with the signal the relay aborts. */
  ask: (signal: AbortSignal) => AsyncIterable<ReplyPiece>;
  /** Aborts when the cook's connection closes (Stop, a closed tab). */
  signal: AbortSignal;
  timeoutMs?: number;
  stallMs?: number;
}

/** How a relayed stream ended: the bytes sent, the failure that ended it early, and the tokens the model reported. */
export interface StreamEnd {
  bytes: number;
  failure?: ServiceFailure;
  usage?: TokenUsage;
}

export type RecipeStreamStart =
  { ok: true; body: PassThrough; done: Promise<StreamEnd> } | { ok: false; failure: ServiceFailure };

/** A piece that carries only the tokens used: for the server's count, not the cook's stream. */
const onlyUsage = ({ usage, text, thinking, finishReason }: ReplyPiece) =>
  usage !== undefined && text === undefined && thinking === undefined && !finishReason;

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
  /** After the finish: the rest of the model's stream, read only for its usage, for at most USAGE_WAIT_MS. */
  const usageAfterFinish = async (): Promise<TokenUsage | undefined> => {
    let waited: ReturnType<typeof setTimeout> | undefined;
    const givenUp = new Promise<'given up'>((resolve) => {
      waited = setTimeout(() => resolve('given up'), USAGE_WAIT_MS);
    });
    let usage: TokenUsage | undefined;
    try {
      for (;;) {
        const next = await Promise.race([pieces.next(), aborted, givenUp]);
        if (next === 'given up' || next.done) return usage;
        usage = next.value.usage ?? usage;
      }
    } catch {
      // The cook's end came first, or the model's stream failed after its finish: the recipe is whole either way.
      return usage;
    } finally {
      clearTimeout(waited);
    }
  };
  const done = (async (): Promise<StreamEnd> => {
    let failure: ServiceFailure | undefined;
    let usage: TokenUsage | undefined;
    let finished = false;
    try {
      for (let next = first; !next.done; next = await Promise.race([pieces.next(), aborted])) {
        deadline.alive();
        usage = next.value.usage ?? usage;
        if (!onlyUsage(next.value)) write(relayed(next.value));
        // The first piece goes out at once: it is what the cook waits for.
        if (next === first) flush();
        if (next.value.finishReason) {
          finished = true;
          break;
        }
      }
      write('data: [DONE]\n\n');
    } catch (error) {
      if (!options.signal.aborted) {
        failure = serviceFailure(deadline.signal.aborted ? deadline.signal.reason : error);
        write(`event: error\ndata: ${JSON.stringify({ error: { kind: failure.kind, message: failure.message } })}\n\n`);
      }
    }
    flush();
    body.end();
    try {
      if (finished && !usage) usage = await usageAfterFinish();
    } finally {
      deadline.dispose();
      // Closing the model's stream after an abort may fail with the abort's reason: the stream is over either way.
      pieces.return?.().catch(() => {});
    }
    return { bytes, ...(failure && { failure }), ...(usage && { usage }) };
  })();
  return { ok: true, body, done };
}
