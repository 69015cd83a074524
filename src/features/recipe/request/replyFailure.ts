import type { RequestFailure } from '../../../core/modelRequest/recipeFailure';
import type { RecipeReply } from './recipeReply';

/** Why a reply that is not a recipe failed: cut off at max_tokens, all thinking and no answer, or unreadable. */
export function replyFailure(reply: RecipeReply): RequestFailure {
  if (reply.tooLong) return { kind: 'too-long' };
  if (reply.finishReason === 'length') return { kind: 'cut-off' };
  if (reply.onlyThinking) return { kind: 'only-thinking' };
  return { kind: 'unreadable' };
}
