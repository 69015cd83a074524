import type { ChatReplyChunk } from '../chat/chatClient';
import type { ReplyPiece, TokenUsage } from './recipeModel';

const hasText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The model's thinking in a message or a streamed delta, under either field servers use; none when empty. */
export function thought(fields: { reasoning_content?: unknown; reasoning?: unknown } | undefined): string | undefined {
  if (hasText(fields?.reasoning_content)) return fields.reasoning_content;
  return hasText(fields?.reasoning) ? fields.reasoning : undefined;
}

const tokenCount = (value: unknown) => (Number.isInteger(value) && (value as number) >= 0 ? (value as number) : 0);

/** A chunk's usage, when it carries counts (servers send `null` on the chunks before the last). */
function usageOf(chunk: ChatReplyChunk): TokenUsage | undefined {
  const usage = chunk?.usage;
  if (!usage || typeof usage !== 'object') return undefined;
  const counted = {
    promptTokens: tokenCount(usage.prompt_tokens),
    completionTokens: tokenCount(usage.completion_tokens),
  };
  return counted.promptTokens + counted.completionTokens > 0 ? counted : undefined;
}

/**
 * What the app reads of a chunk; chunks with neither a choice nor usage (content-filter notes, keep-alives) say
 * nothing.
 */
export function pieceOf(chunk: ChatReplyChunk): ReplyPiece | null {
  const choice = chunk?.choices?.[0];
  const usage = usageOf(chunk);
  if (!choice) return usage ? { usage } : null;
  const text = choice.delta?.content;
  const thinking = thought(choice.delta);
  return {
    ...(typeof text === 'string' && text && { text }),
    ...(thinking && { thinking }),
    ...(choice.finish_reason && { finishReason: choice.finish_reason }),
    ...(usage && { usage }),
  };
}
