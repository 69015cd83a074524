import type { RefusableOption } from '../../../core/chat/chatClient';
import { refusedOption, withoutOption } from '../../../core/chat/refusedOption';
import { readReply, type ReadReplyOptions } from './readReply';
import type { RecipeReply } from './recipeReply';
import { recipeRequestFor } from '../../../core/request/recipeRequestFor';

export interface AskForRecipeOptions extends ReadReplyOptions {
  ingredients: readonly string[];
  model: string;
  /** HF_RESPONSE_FORMAT, and what the server refused earlier in the visit (added to when it refuses more). */
  responseFormat?: string;
  refused?: Set<RefusableOption>;
}

/**
 * Sends the recipe request and reads the reply; throws when the request itself fails. A server that refuses
 * `response_format` or `reasoning_effort` (HTTP 400/422 naming it) is asked again without it, and the option is
 * remembered in `refused` so the rest of the visit does without it.
 */
export async function askForRecipe(options: AskForRecipeOptions): Promise<RecipeReply> {
  const { ingredients, model, preferences, responseFormat, refused = new Set<RefusableOption>() } = options;
  let request = recipeRequestFor(ingredients, model, preferences, { responseFormat, refused });
  for (;;) {
    try {
      return await readReply(request, { ...options, asked: { ingredients, preferences } });
    } catch (error) {
      const option = refusedOption(error, request);
      if (!option) throw error;
      console.warn(
        `The model server refused ${option}; asking again without it, and leaving it out for this visit.`,
        error,
      );
      refused.add(option);
      request = withoutOption(request, option);
    }
  }
}
