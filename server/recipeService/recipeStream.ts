import { PassThrough } from 'node:stream';
import type { ChatClient, ChatReplyChunk, ChatRequest } from '../../src/core/chat/chatClient';
import { refusedOption, withoutOption } from '../../src/core/chat/refusedOption';
import { rejectOnAbort, requestDeadline, STALL_TIMEOUT_MS, TOTAL_TIMEOUT_MS } from '../../src/core/chat/requestTimeout';
import { MAX_REPLY_TOKENS } from '../../src/core/request/recipePrompt';
import { recipeRequestFor } from '../../src/core/request/recipeRequestFor';
import type { RecipeAsked } from './recipeAsked';
import { serviceFailure, type ServiceFailure } from './serviceFailure';

/**
 * How long the relay gathers the model's pieces before writing them on together. A model sends a piece every few
 * milliseconds and each write is a system call: under a crowd (200 streams) the writes alone kept the server busy
 * enough to delay every new cook's first byte. The page shows a preview at most ten times a second, so the cook
 * sees no difference.
 */
export const RELAY_GATHER_MS = 50;

/** The most tokens the service lets a model write for one recipe, whatever the request code asks. */
export const SERVICE_MAX_TOKENS = Math.min(MAX_REPLY_TOKENS, 1024);

/** All the service asks of a model: a streamed reply. */
export type StreamingChatClient = Pick<ChatClient, 'chatCompletionStream'>;

export interface RecipeStreamOptions {
  client: StreamingChatClient;
  asked: RecipeAsked;
  model: string;
  /** Aborts when the cook's connection closes (Stop, a closed tab). */
  signal: AbortSignal;
  timeoutMs?: number;
  stallMs?: number;
}

export type RecipeStreamStart =
  | { ok: true; body: PassThrough; done: Promise<{ bytes: number; failure?: ServiceFailure }> }
  | { ok: false; failure: ServiceFailure };

/** The same request the browser would send in the spec's mode, with max_tokens capped. */
export function serviceRequestFor({ ingredients, preferences }: RecipeAsked, model: string): ChatRequest {
  const request = recipeRequestFor(ingredients, model, preferences);
  return { ...request, max_tokens: Math.min(request.max_tokens, SERVICE_MAX_TOKENS) };
}

/** Only what the page reads of a chunk: the text, the thinking, and why it stopped. */
function relayed(chunk: ChatReplyChunk): string {
  const choice = chunk?.choices?.[0];
  const delta = choice?.delta ?? {};
  const { content, reasoning_content, reasoning } = delta;
  const kept = {
    ...(typeof content === 'string' && { content }),
    ...(typeof reasoning_content === 'string' && { reasoning_content }),
    ...(typeof reasoning === 'string' && { reasoning }),
  };
  return `data: ${JSON.stringify({ choices: [{ delta: kept, finish_reason: choice?.finish_reason ?? null }] })}\n\n`;
}

/**
 * Asks the model and waits for its first chunk, so that a refusal is still an HTTP status; then relays the rest
 * as server-sent events as they arrive. A request refused for an option (response_format, reasoning_effort) is
 * asked again without it. The model's request is aborted when the cook's connection closes, when nothing arrives
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
  let request = serviceRequestFor(options.asked, options.model);
  let chunks: AsyncIterator<ChatReplyChunk>;
  let first: IteratorResult<ChatReplyChunk>;
  deadline.alive();
  for (;;) {
    chunks = options.client.chatCompletionStream(request, { signal: deadline.signal })[Symbol.asyncIterator]();
    try {
      first = await Promise.race([chunks.next(), aborted]);
      break;
    } catch (error) {
      const option = refusedOption(error, request);
      if (option) {
        request = withoutOption(request, option);
        continue;
      }
      const reason: unknown = deadline.signal.aborted ? deadline.signal.reason : error;
      deadline.dispose();
      return { ok: false, failure: serviceFailure(reason) };
    }
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
      for (let next = first; !next.done; next = await Promise.race([chunks.next(), aborted])) {
        deadline.alive();
        write(relayed(next.value));
        // The first piece goes out at once: it is what the cook waits for.
        if (next === first) flush();
        if (next.value?.choices?.[0]?.finish_reason) break;
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
      chunks.return?.().catch(() => {});
      flush();
      body.end();
    }
    return { bytes, failure };
  })();
  return { ok: true, body, done };
}
