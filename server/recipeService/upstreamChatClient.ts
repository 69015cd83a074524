import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import {
  ChatConnectionError,
  ChatReplyError,
  ChatRequestError,
  type ChatClient,
  type ChatReplyChunk,
} from '../../src/core/chat/chatClient';
import { retryAfterSeconds } from '../../src/core/chat/retryAfter';
import { serverMessage } from '../../src/core/chat/serverMessage';

/** Hugging Face's OpenAI-compatible router: how any OpenAI client reaches Inference Providers. */
export const HF_ROUTER_URL = 'https://router.huggingface.co/v1/chat/completions';

export interface UpstreamSettings {
  token: string;
  model: string;
  /** "auto" lets the router choose; any other name is asked for as `model:provider`. */
  provider: string;
  /** An OpenAI-compatible server instead of Hugging Face's router. */
  endpointUrl?: string;
}

/** The chat-completions URL of an endpoint, by the rule `@huggingface/inference` uses for one. */
export function chatCompletionsUrl(endpointUrl: string): string {
  const url = endpointUrl.trim().replace(/\/+$/, '');
  if (url.endsWith('/chat/completions')) return url;
  return url.endsWith('/v1') ? `${url}/chat/completions` : `${url}/v1/chat/completions`;
}

/** Where the request goes and the model it names: the endpoint as configured, or the router with the provider. */
export function upstreamTarget({ model, provider, endpointUrl }: UpstreamSettings): { url: string; model: string } {
  if (endpointUrl) return { url: chatCompletionsUrl(endpointUrl), model };
  return { url: HF_ROUTER_URL, model: provider && provider !== 'auto' ? `${model}:${provider}` : model };
}

/** Sends the request; rejects with a ChatConnectionError when no response arrives (unless it was aborted). */
function responseTo(request: ClientRequest, body: string, signal?: AbortSignal) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.on('error', (error) => reject(signal?.aborted ? (signal.reason as Error) : new ChatConnectionError(error)));
    request.end(body);
  });
}

async function text(response: IncomingMessage): Promise<string> {
  let whole = '';
  response.setEncoding('utf8');
  for await (const piece of response) whole += piece as string;
  return whole;
}

async function refusal(response: IncomingMessage): Promise<ChatRequestError> {
  const body = await text(response);
  let message: string;
  try {
    message = serverMessage(JSON.parse(body));
  } catch {
    message = serverMessage(body);
  }
  const status = response.statusCode ?? 502;
  return new ChatRequestError(
    `The model server answered ${status}. ${message}`.trim(),
    status,
    retryAfterSeconds(response.headers['retry-after'] ?? null),
  );
}

function chunkOf(event: EventSourceMessage): ChatReplyChunk {
  if (event.event === 'error') throw new ChatReplyError(`The model's stream failed: ${event.data.slice(0, 500)}`);
  try {
    return JSON.parse(event.data) as ChatReplyChunk;
  } catch {
    throw new ChatReplyError(`The model sent an event that is not JSON: ${event.data.slice(0, 100)}`);
  }
}

/**
 * The recipe server's client for the model: one POST of an OpenAI-style chat request, its server-sent events
 * read straight off node's socket. The page's client (`@huggingface/inference` over fetch) reads one stream; the
 * server reads hundreds at once, and the library's fetch, web streams and per-event generators cost it about a
 * third of its time under a crowd, delaying every new cook's first byte. The server only ever streams.
 */
export function createUpstreamChatClient(settings: UpstreamSettings): Pick<ChatClient, 'chatCompletionStream'> {
  const target = upstreamTarget(settings);
  const headers = {
    'Content-Type': 'application/json',
    Accept: 'text/event-stream',
    ...(settings.token && { Authorization: `Bearer ${settings.token}` }),
  };
  return {
    async *chatCompletionStream(chatRequest, options) {
      const signal = options?.signal;
      signal?.throwIfAborted();
      const request = (target.url.startsWith('https:') ? httpsRequest : httpRequest)(target.url, {
        method: 'POST',
        headers,
      });
      // Not node's own `signal` option: an abort after the reply ended would then be an error nobody hears.
      const abort = () => request.destroy();
      signal?.addEventListener('abort', abort, { once: true });
      try {
        const response = await responseTo(
          request,
          // The request names its model (the recipes' or the photos'); the router takes it with the provider.
          JSON.stringify({
            ...chatRequest,
            model: upstreamTarget({ ...settings, model: chatRequest.model }).model,
            stream: true,
          }),
          signal,
        );
        if ((response.statusCode ?? 0) >= 300) throw await refusal(response);
        const type = response.headers['content-type'] ?? '';
        if (!type.startsWith('text/event-stream')) {
          throw new ChatReplyError(`The model server did not stream its reply (Content-Type: ${type || 'none'}).`);
        }
        const events: EventSourceMessage[] = [];
        const parser = createParser({ onEvent: (event) => events.push(event) });
        response.setEncoding('utf8');
        for await (const piece of response) {
          parser.feed(piece as string);
          for (const event of events.splice(0)) {
            if (event.data === '[DONE]') return;
            yield chunkOf(event);
          }
        }
      } catch (error) {
        throw signal?.aborted ? signal.reason : error;
      } finally {
        signal?.removeEventListener('abort', abort);
        // A reader that stops early (a finish_reason, a failure) frees the connection.
        request.destroy();
      }
    },
  };
}

/**
 * Whether the model's server can be reached: a GET of the chat URL without the token, where any HTTP answer (a
 * 404 or 405 as often as not) counts, and no answer within `timeoutMs` does not.
 */
export function upstreamReachable(settings: UpstreamSettings, timeoutMs: number): Promise<boolean> {
  const { url } = upstreamTarget(settings);
  return new Promise((resolve) => {
    const request = (url.startsWith('https:') ? httpsRequest : httpRequest)(url, { method: 'GET' }, (response) => {
      response.resume();
      resolve(true);
    });
    request.setTimeout(timeoutMs, () => request.destroy());
    request.on('error', () => resolve(false));
    request.end();
  });
}
