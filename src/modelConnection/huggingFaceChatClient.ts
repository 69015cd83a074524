import {
  chatCompletion,
  chatCompletionStream,
  type InferenceProviderOrPolicy,
  type Options,
} from '@huggingface/inference';
import {
  ChatConnectionError,
  ChatReplyError,
  ChatRequestError,
  type ChatCallOptions,
  type ChatClient,
  type ChatRequest,
} from '../core/chat/chatClient';
import { modelOrigins } from '../core/chat/modelOrigins';
import type { ModelSettings } from '../core/chat/modelSettings';
import { preconnect } from './preconnect';
import { builtResponseFormat, builtVisionModel, refusedThisVisit } from './requestSettings';
import { chatRecipeModel } from '../core/modelRequest/chatRecipeModel';
import type { RecipeModel } from '../core/modelRequest/recipeModel';
import { modelForWay, type ModelWay } from './modelWays';
import { withUserToken } from './userTokenSettings';
import { retryAfterSeconds } from '../core/chat/retryAfter';
import { serverMessage } from '../core/chat/serverMessage';

/**
 * What the library threw, as one of our own error types: an HTTP refusal with its status, a response that is
 * not a chat completion (the library's output check, an unparsable stream event, an error event on a 200
 * stream), or, untouched, our own ChatConnectionError and an abort.
 */
function asChatError(error: unknown, retryAfter: string | null): unknown {
  const response = (error as { httpResponse?: { status?: unknown; body?: unknown } } | null)?.httpResponse;
  const status = response?.status;
  if (typeof status === 'number' && status >= 300) {
    // The library's own message is generic; the server's says what it refused (an option, the context size).
    const message = [(error as Error).message, serverMessage(response?.body)].filter(Boolean).join(' ');
    return new ChatRequestError(message, status, retryAfterSeconds(retryAfter));
  }
  if (typeof status === 'number' || error instanceof SyntaxError) return new ChatReplyError((error as Error).message);
  if (error instanceof Error && error.name === 'InferenceClientProviderOutputError')
    return new ChatReplyError(error.message);
  return error;
}

/** The most bytes of a response the library is handed at once. */
const MAX_PIECE_BYTES = 8 * 1024;

/**
 * The response with its body cut into pieces of at most MAX_PIECE_BYTES. The library parses each piece it reads
 * in one go; a slow phone that has fallen behind a fast stream would otherwise hand it hundreds of kilobytes at
 * once, and the page would not answer a tap until they were parsed.
 */
function inSmallPieces(response: Response): Response {
  if (!response.body) return response;
  const pieces = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      for (let start = 0; start < chunk.length; start += MAX_PIECE_BYTES) {
        controller.enqueue(chunk.subarray(start, start + MAX_PIECE_BYTES));
      }
    },
  });
  const { status, statusText, headers } = response;
  return new Response(response.body.pipeThrough(pieces), { status, statusText, headers });
}

/**
 * Per call: records the Retry-After header the library does not pass on, and turns off the library's own
 * retry on 503, which repeats at once and without end; the cook retries with "Try again" instead. The response
 * is cut into small pieces (see inSmallPieces).
 */
function callOptions(options: ChatCallOptions | undefined) {
  const seen = { retryAfter: null as string | null };
  const fetchRecordingRetryAfter: typeof fetch = async (input, init) => {
    let response: Response;
    try {
      response = await fetch(input, init);
    } catch (error) {
      // Rejected before any response: the network failed, unless the request was stopped on purpose.
      if (init?.signal?.aborted) throw error;
      throw new ChatConnectionError(error);
    }
    seen.retryAfter = response.headers.get('Retry-After');
    return inSmallPieces(response);
  };
  const libraryOptions: Options = { signal: options?.signal, fetch: fetchRecordingRetryAfter, retry_on_error: false };
  return { seen, libraryOptions };
}

/**
 * The real client: Hugging Face Inference Providers, or any OpenAI-compatible server at `endpointUrl`.
 * It calls the library's chat functions rather than `InferenceClient`, which binds every task the library
 * has and so bundles the whole of it (about 110 KB gzipped) into this lazily loaded chunk. The recipe server has
 * its own client (server/recipeService/upstreamChatClient.ts).
 */
export function createHuggingFaceChatClient(settings: ModelSettings): ChatClient {
  const target = (request: ChatRequest) => ({
    ...request,
    accessToken: settings.token || undefined,
    // The library refuses a provider together with an endpoint URL: the endpoint is the provider.
    ...(settings.endpointUrl
      ? { endpointUrl: settings.endpointUrl }
      : { provider: settings.provider as InferenceProviderOrPolicy }),
  });
  return {
    async chatCompletion(request, options) {
      const { seen, libraryOptions } = callOptions(options);
      try {
        return await chatCompletion(target(request), libraryOptions);
      } catch (error) {
        throw asChatError(error, seen.retryAfter);
      }
    },
    async *chatCompletionStream(request, options) {
      const { seen, libraryOptions } = callOptions(options);
      try {
        yield* chatCompletionStream(target(request), libraryOptions);
      } catch (error) {
        throw asChatError(error, seen.retryAfter);
      }
    },
  };
}

/**
 * The model for the token in use (the cook's own from Chef settings when they gave one, else the built-in one),
 * asked with the recipe's messages and schema. Made a step before the generate panel appears
 * (prefetchRecipeModel), so the connections its first request needs are opened then, not after the tap on "Get a
 * recipe".
 */
export function recipeModelForToken(settings: ModelSettings, userToken: string, way: ModelWay = 'token'): RecipeModel {
  // A signed-in cook's token is for Inference Providers, whatever server the app was built for.
  const tokenSettings = withUserToken(settings, userToken, way === 'sign-in');
  preconnect(modelOrigins(tokenSettings));
  const model = chatRecipeModel(createHuggingFaceChatClient(tokenSettings), {
    model: settings.model,
    stream: settings.stream,
    responseFormat: builtResponseFormat(),
    refused: refusedThisVisit,
    visionModel: builtVisionModel(),
  });
  return modelForWay(way, model);
}
