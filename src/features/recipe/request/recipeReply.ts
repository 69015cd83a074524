import type { FinishReason } from '../../../core/chat/chatClient';
import { parseRecipe, type ParsedReply } from '../../../core/recipe/parseRecipe';
import type { RecipeConflict } from '../../../core/food/recipeConflict';
import type { RequestFailure } from '../../../core/modelRequest/recipeFailure';

export interface RecipeReply {
  /** The reply's content as the model sent it, for the console when it is not a recipe. */
  content: unknown;
  parsed: ParsedReply;
  /** "length" when the model hit max_tokens before it finished. */
  finishReason: FinishReason;
  /** The model sent thinking (reasoning) but no answer text. */
  onlyThinking: boolean;
  /** The reply ran past MAX_REPLY_CHARS and was not read to its end. */
  tooLong: boolean;
  /** Why the stream was stopped before its end: what had arrived already conflicted with the cook's preferences. */
  withheld?: RecipeConflict;
}

/**
 * A recipe within max_tokens (1024) is a few thousand characters; a reply 25 times that long comes from a server
 * that ignores max_tokens, and is not read further: parsing it would block the page for no recipe worth showing.
 */
export const MAX_REPLY_CHARS = 100_000;

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** A whole reply, read: parsed as a recipe unless it ran too long to read. */
export function replyOf(content: unknown, finishReason: FinishReason, thinking: boolean, tooLong = false): RecipeReply {
  return {
    content,
    parsed: tooLong ? { ok: false, problem: 'not-a-recipe' } : parseRecipe(content),
    finishReason,
    onlyThinking: thinking && !hasText(content),
    tooLong,
  };
}

/** A stream stopped on purpose because what had arrived conflicted with the cook's preferences: not parsed. */
export function withheldReply(content: string, finishReason: FinishReason, withheld: RecipeConflict): RecipeReply {
  return {
    content,
    parsed: { ok: false, problem: 'not-a-recipe' },
    finishReason,
    onlyThinking: false,
    tooLong: false,
    withheld,
  };
}

/** Why a reply that is not a recipe failed: cut off at max_tokens, all thinking and no answer, or unreadable. */
export function replyFailure(reply: RecipeReply): RequestFailure {
  if (reply.tooLong) return { kind: 'too-long' };
  if (reply.finishReason === 'length') return { kind: 'cut-off' };
  if (reply.onlyThinking) return { kind: 'only-thinking' };
  return { kind: 'unreadable' };
}
