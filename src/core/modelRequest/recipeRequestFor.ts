import type { ChatRequest, RefusableOption } from '../chat/chatClient';
import { isReasoningModel } from '../chat/modelSettings';
import { recipeJsonSchema } from '../recipe/recipeSchema';
import { asksForChefsMarks } from './preferencesPrompt';
import type { Preferences } from '../preferences/preferencesTypes';
import type { IdeasAsk, RecipeAsk } from './recipeModel';
import { MAX_REPLY_TOKENS, recipeMessages } from './recipePrompt';
import { recipeResponseFormat } from './recipeResponseFormat';
import { changeMessages, ideaMessages, ideasMessages } from './steeringPrompts';

export interface RequestShape {
  /** HF_RESPONSE_FORMAT (json_schema by default). */
  responseFormat?: string;
  /** Options the server has refused this visit, left out from the start. */
  refused?: ReadonlySet<RefusableOption>;
}

const askMessages = ({ ingredients, preferences, change, idea, language }: RecipeAsk) => {
  if (change) return changeMessages(ingredients, change.base, change.change, preferences, language);
  if (idea) return ideaMessages(ingredients, idea, preferences, language);
  return recipeMessages(ingredients, preferences, language);
};

/** What every request carries beside its messages, without what the server refused. */
const requestOptions = (model: string, refused: ReadonlySet<RefusableOption>) => ({
  model,
  max_tokens: MAX_REPLY_TOKENS,
  ...(isReasoningModel(model) && !refused.has('reasoning_effort') && { reasoning_effort: 'low' as const }),
});

/** The chat request for what the cook asked (the spec's, with nothing but ingredients), without what was refused. */
export function recipeRequestFor(
  ask: RecipeAsk,
  model: string,
  { responseFormat, refused = new Set() }: RequestShape = {},
): ChatRequest {
  const format = refused.has('response_format')
    ? undefined
    : recipeResponseFormat(responseFormat, asksForChefsMarks(ask.preferences));
  return { ...requestOptions(model, refused), messages: askMessages(ask), ...(format && { response_format: format }) };
}

/** The chat request for three ideas: any JSON object, unless the server refused response_format or it is off. */
export function ideasRequestFor(
  ask: IdeasAsk,
  model: string,
  { responseFormat, refused = new Set() }: RequestShape = {},
): ChatRequest {
  const format =
    refused.has('response_format') || responseFormat?.trim().toLowerCase() === 'none'
      ? undefined
      : { type: 'json_object' as const };
  return {
    ...requestOptions(model, refused),
    messages: ideasMessages(ask.ingredients, ask.shownNames, ask.preferences, ask.language),
    ...(format && { response_format: format }),
  };
}

/**
 * Converts the JSON schema the next request will send (with the chef's marks when the cook has allergies or a
 * diet), for prefetchRecipeModel once this chunk has arrived: zod stays out of the panel's chunk.
 */
export const prepareRecipeSchema = (preferences?: Preferences) => recipeJsonSchema(asksForChefsMarks(preferences));
