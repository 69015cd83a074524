import { EventSourceParserStream } from 'eventsource-parser/stream';
import { ChatConnectionError, ChatReplyError, ChatRequestError, type ChatReplyChunk } from '../core/chat/chatClient';
import { retryAfterSeconds } from '../core/chat/retryAfter';
import { IDEAS_SERVICE_PATH, PHOTO_SERVICE_PATH } from '../core/chat/modelSettings';
import type { IdeasAsk, RecipeAsk, RecipeModel, ReplyPiece } from '../core/modelRequest/recipeModel';
import { pieceOf } from '../core/modelRequest/replyPieceOf';

interface ServiceError {
  error?: { message?: unknown; kind?: unknown; retryAfterSeconds?: unknown };
}

/** The service's refusal as the request's error: its status, its Retry-After and the failure kind it names. */
async function refusal(response: Response): Promise<ChatRequestError> {
  const body = (await response.json().catch(() => ({}))) as ServiceError;
  const message = typeof body.error?.message === 'string' ? body.error.message : `HTTP ${response.status}`;
  const kind = typeof body.error?.kind === 'string' ? body.error.kind : undefined;
  return new ChatRequestError(message, response.status, retryAfterSeconds(response.headers.get('Retry-After')), kind);
}

async function* servedChunks(url: string, body: object, signal: AbortSignal): AsyncGenerator<ChatReplyChunk> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ChatConnectionError(error);
  }
  if (!response.ok) throw await refusal(response);
  if (!response.body) throw new ChatReplyError('The recipe service sent no stream');
  const events = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  try {
    for (;;) {
      const { done, value: event } = await events.read();
      if (done || event.data === '[DONE]') return;
      const data = JSON.parse(event.data) as unknown;
      if (event.event === 'error') {
        const { error } = data as ServiceError;
        const kind = typeof error?.kind === 'string' ? error.kind : undefined;
        // eslint-disable-next-line lingui/no-unlocalized-strings -- an error's message, which the cook never reads (they get its kind's hint)
        const message = typeof error?.message === 'string' ? error.message : 'The recipe service failed';
        throw new ChatRequestError(message, 502, undefined, kind);
      }
      yield data as ChatReplyChunk;
    }
  } finally {
    void events.cancel().catch(() => {});
  }
}

async function* servedPieces(url: string, body: object, signal: AbortSignal): AsyncGenerator<ReplyPiece> {
  for await (const chunk of servedChunks(url, body, signal)) {
    const piece = pieceOf(chunk);
    if (piece) yield piece;
  }
}

/**
 * The app's own recipe service (`POST /api/recipe`, and `/api/ideas` beside it): it is sent the ask itself (the
 * ingredients and preferences, and a change or a chosen idea; or a photo at `/api/photo`), never messages or a
 * token, and streams the reply
 * back in the shape of a chat-completions stream.
 */
export function createRecipeServiceModel(url: string): RecipeModel {
  const ideasUrl = new URL(IDEAS_SERVICE_PATH, url).href;
  const photoUrl = new URL(PHOTO_SERVICE_PATH, url).href;
  return {
    streams: true,
    askForRecipe: ({ ingredients, preferences, change, idea, language }: RecipeAsk, { signal }) =>
      servedPieces(url, { ingredients, preferences, change, idea, language }, signal),
    askForIdeas: ({ ingredients, preferences, shownNames, language }: IdeasAsk, { signal }) =>
      servedPieces(ideasUrl, { ingredients, preferences, shownNames, language }, signal),
    // The server reads photos with the model its deployer chose: the cook's choice is for a model they pay for.
    askForFoodsSeen: ({ photo, language }, { signal }) => servedPieces(photoUrl, { photo, language }, signal),
  };
}
