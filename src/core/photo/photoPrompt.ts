import type { ChatMessage, ChatRequest, PartsMessage } from '../chat/chatClient';
import { LANGUAGE_FACTS } from '../language/languageFacts';
import type { RecipeLanguage } from '../language/recipeLanguages';
import type { RequestShape } from '../modelRequest/recipeRequestFor';
import { responseFormatFor } from '../modelRequest/recipeResponseFormat';
import { MAX_FOODS_SEEN } from './foodsSeen';
import { foodsSeenJsonSchema } from './foodsSeenSchema';

/** What a cook asks of a photo: the foods in it, named in their language. */
export interface PhotoAsk {
  /** The photo, shrunk on the cook's device: a `data:image/jpeg;base64,…` URL. */
  photo: string;
  language?: RecipeLanguage;
  /** The vision model the cook chose in Chef settings, for a model the page asks itself; else the app's. */
  model?: string;
}

/** A list of foods is short: about 20 tokens a food. */
const FOODS_SEEN_MAX_TOKENS = 600;

export const PHOTO_SYSTEM_PROMPT = [
  'You help a home cook list the food they have from a photo of their fridge, cupboard or counter.',
  'Name each food you can see once, as a cook would write it on a shopping list (for example "eggs", "red pepper", "cheddar"), without brands, amounts or packaging.',
  'Leave out anything that is not food or drink to cook with.',
  'For each food, say how sure you are that it is there, from 0 to 1.',
  `Reply with minified JSON only, in this shape: {"foods":[{"name":string,"sure":number}]}, at most ${MAX_FOODS_SEEN} foods; if you see no food, reply {"foods":[]}.`,
].join(' ');

/** The system message, asking for the names in the cook's language when it is not English. */
const systemMessage = (language: RecipeLanguage = 'en'): ChatMessage => ({
  role: 'system',
  content:
    language === 'en'
      ? PHOTO_SYSTEM_PROMPT
      : `${PHOTO_SYSTEM_PROMPT} Write the names in ${LANGUAGE_FACTS[language].inEnglish}; keep the JSON keys in English.`,
});

/** The photo, as one `image_url` part with its data URL, after the words that ask about it. */
const photoMessage = (photo: string): PartsMessage => ({
  role: 'user',
  content: [
    { type: 'text', text: 'What food do I have in this photo?' },
    { type: 'image_url', image_url: { url: photo } },
  ],
});

/**
 * The chat request that reads a photo: the vision model, the photo as an `image_url` part, and the foods' JSON
 * schema unless the server refused `response_format` or it is off (HF_RESPONSE_FORMAT=none).
 */
export function foodsSeenRequestFor(
  { photo, language }: PhotoAsk,
  model: string,
  { responseFormat, refused = new Set() }: RequestShape = {},
): ChatRequest {
  const format = refused.has('response_format')
    ? undefined
    : responseFormatFor(responseFormat, 'foods_seen', foodsSeenJsonSchema);
  return {
    model,
    max_tokens: FOODS_SEEN_MAX_TOKENS,
    messages: [systemMessage(language), photoMessage(photo)],
    ...(format && { response_format: format }),
  };
}
