import type { ChatRequest, RefusableOption } from '../chat/chatClient';
import { isReasoningModel } from '../chat/modelSettings';
import { recipeJsonSchema } from '../recipe/recipeSchema';
import { asksForChefsMarks } from './preferencesPrompt';
import type { Preferences } from '../preferences/preferencesTypes';
import { MAX_REPLY_TOKENS, recipeMessages } from './recipePrompt';
import { recipeResponseFormat } from './recipeResponseFormat';

export interface RequestShape {
  /** HF_RESPONSE_FORMAT (json_schema by default). */
  responseFormat?: string;
  /** Options the server has refused this visit, left out from the start. */
  refused?: ReadonlySet<RefusableOption>;
}

/** The chat request for the listed ingredients and the cook's preferences, without what the server refused. */
export function recipeRequestFor(
  ingredients: readonly string[],
  model: string,
  preferences?: Preferences,
  { responseFormat, refused = new Set() }: RequestShape = {},
): ChatRequest {
  const format = refused.has('response_format')
    ? undefined
    : recipeResponseFormat(responseFormat, asksForChefsMarks(preferences));
  return {
    model,
    messages: recipeMessages(ingredients, preferences),
    max_tokens: MAX_REPLY_TOKENS,
    ...(isReasoningModel(model) && !refused.has('reasoning_effort') && { reasoning_effort: 'low' as const }),
    ...(format && { response_format: format }),
  };
}

/**
 * Converts the JSON schema the next request will send (with the chef's marks when the cook has allergies or a
 * diet), for prefetchRecipeModel once this chunk has arrived: zod stays out of the panel's chunk.
 */
export const prepareRecipeSchema = (preferences?: Preferences) => recipeJsonSchema(asksForChefsMarks(preferences));
