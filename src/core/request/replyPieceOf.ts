import type { ChatReplyChunk } from '../chat/chatClient';
import type { ReplyPiece } from './recipeModel';

const hasText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The model's thinking in a message or a streamed delta, under either field servers use; none when empty. */
export function thought(fields: { reasoning_content?: unknown; reasoning?: unknown } | undefined): string | undefined {
  if (hasText(fields?.reasoning_content)) return fields.reasoning_content;
  return hasText(fields?.reasoning) ? fields.reasoning : undefined;
}

/** What the app reads of a chunk; chunks without choices (content-filter notes, keep-alives) say nothing. */
export function pieceOf(chunk: ChatReplyChunk): ReplyPiece | null {
  const choice = chunk?.choices?.[0];
  if (!choice) return null;
  const text = choice.delta?.content;
  const thinking = thought(choice.delta);
  return {
    ...(typeof text === 'string' && text && { text }),
    ...(thinking && { thinking }),
    ...(choice.finish_reason && { finishReason: choice.finish_reason }),
  };
}
