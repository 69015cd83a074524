import type { ChatClient, ChatRequest, RefusableOption } from '../chat/chatClient';
import { refusedOption, withoutOption } from '../chat/refusedOption';
import type { RecipeModel, ReplyPiece } from './recipeModel';
import { pieceOf, thought } from './replyPieceOf';
import { ideasRequestFor, recipeRequestFor } from './recipeRequestFor';
import { DEFAULT_VISION_MODEL } from '../chat/modelSettings';
import { foodsSeenRequestFor } from '../photo/photoPrompt';

export interface ChatRecipeModelOptions {
  model: string;
  /** Stream the reply (the default) or wait for all of it. */
  stream?: boolean;
  /** HF_RESPONSE_FORMAT: json_schema (the default), json_object or none. */
  responseFormat?: string;
  /** Options the server refused earlier (added to when it refuses more): later requests leave them out. */
  refused?: Set<RefusableOption>;
  /** The most tokens the model may write, when less than the prompt's own limit (the recipe service's cap). */
  maxTokens?: number;
  /** The model that reads photos, unless the cook chose another (DEFAULT_VISION_MODEL when not given). */
  visionModel?: string;
  /** Ask a streaming server for the tokens each request took (the recipe server counts them against its budget). */
  countTokens?: boolean;
}

/**
 * A model server asked directly, through a chat-completions client: the recipe's messages and schema
 * (recipeRequestFor), read back as pieces. A server that refuses `response_format` or `reasoning_effort` (HTTP
 * 400/422 naming it) before it answers is asked again without it, and the option is remembered in `refused`.
 */
export function chatRecipeModel(
  client: Pick<ChatClient, 'chatCompletionStream'>,
  options: ChatRecipeModelOptions & { stream?: true },
): RecipeModel;
export function chatRecipeModel(client: ChatClient, options: ChatRecipeModelOptions): RecipeModel;
export function chatRecipeModel(
  client: Pick<ChatClient, 'chatCompletionStream'> & Partial<Pick<ChatClient, 'chatCompletion'>>,
  options: ChatRecipeModelOptions,
): RecipeModel {
  const {
    model,
    stream = true,
    responseFormat,
    refused = new Set<RefusableOption>(),
    maxTokens,
    visionModel = DEFAULT_VISION_MODEL,
    countTokens = false,
  } = options;
  async function* answered(chatRequest: ChatRequest, signal: AbortSignal) {
    if (stream) {
      for await (const chunk of client.chatCompletionStream(chatRequest, { signal })) {
        const piece = pieceOf(chunk);
        if (piece) yield piece;
      }
      return;
    }
    // Only a client that can answer whole is asked not to stream (the overloads see to it).
    const choice = (await client.chatCompletion!(chatRequest, { signal })).choices?.[0];
    const text = choice?.message?.content;
    const thinking = thought(choice?.message);
    yield {
      ...(typeof text === 'string' && { text }),
      ...(thinking && { thinking }),
      finishReason: choice?.finish_reason,
    };
  }
  /** Asks, and asks once more without an option the server refuses before it answers. */
  async function* asked(firstRequest: ChatRequest, signal: AbortSignal): AsyncGenerator<ReplyPiece> {
    let chatRequest = firstRequest;
    if (maxTokens !== undefined) chatRequest.max_tokens = Math.min(chatRequest.max_tokens, maxTokens);
    if (countTokens && stream && !refused.has('stream_options')) chatRequest.stream_options = { include_usage: true };
    for (;;) {
      const pieces = answered(chatRequest, signal);
      let first: IteratorResult<ReplyPiece>;
      try {
        first = await pieces.next();
      } catch (error) {
        const option = refusedOption(error, chatRequest);
        if (!option) throw error;
        console.warn(
          `The model server refused ${option}; asking again without it, and leaving it out for this visit.`,
          error,
        );
        refused.add(option);
        chatRequest = withoutOption(chatRequest, option);
        continue;
      }
      if (first.done) return;
      yield first.value;
      yield* pieces;
      return;
    }
  }
  return {
    streams: stream,
    askForRecipe: (ask, { signal }) => asked(recipeRequestFor(ask, model, { responseFormat, refused }), signal),
    askForIdeas: (ask, { signal }) => asked(ideasRequestFor(ask, model, { responseFormat, refused }), signal),
    askForFoodsSeen: (ask, { signal }) =>
      asked(foodsSeenRequestFor(ask, ask.model || visionModel, { responseFormat, refused }), signal),
  };
}
