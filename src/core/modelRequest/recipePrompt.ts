import { cleanIngredient } from '../ingredients/ingredientRules';
import type { ChatMessage } from '../chat/chatClient';
import { preferenceSentences } from './preferencesPrompt';
import type { Preferences } from '../preferences/preferencesTypes';
import { languageSentence } from '../language/languageFacts';
import type { RecipeLanguage } from '../language/recipeLanguages';

export const MAX_REPLY_TOKENS = 1024;

export const SYSTEM_PROMPT = [
  'You are a personal chef who suggests one recipe made mainly from the ingredients the user has.',
  'Reply with minified JSON only: no Markdown, no code fence, no text before or after it.',
  'Use exactly this shape: {"name":string,"description":string,"ingredients":[{"name":string,"measurement":string}],"instructions":[string]}.',
  'Every ingredient must have a non-empty name and a non-empty measurement.',
  'Keep the recipe short enough to fit in a few hundred words.',
  "If you do not have enough information to suggest a recipe, reply with exactly: I don't know",
].join(' ');

export const USER_MESSAGE_PREFIX = 'I have ';
export const USER_MESSAGE_SUFFIX = '. Please give me a recipe you would recommend I make!';

/** The user message: the ingredients, comma-joined, with any control characters turned into spaces. */
export function userMessageFor(ingredients: readonly string[]): string {
  return `${USER_MESSAGE_PREFIX}${ingredients.map(cleanIngredient).join(', ')}${USER_MESSAGE_SUFFIX}`;
}

/**
 * What a system message adds to its instructions: the cook's preferences, when any is set, and the language, when
 * it is not English; '' when neither, so the request is then exactly the spec's.
 */
export const cooksSentences = (preferences?: Preferences, language?: RecipeLanguage): string =>
  [preferences ? preferenceSentences(preferences) : '', languageSentence(language)].filter(Boolean).join(' ');

/**
 * The spec's two messages; the cook's preferences, when any is set, and their language, when it is not English,
 * follow the instructions in the system message.
 */
export function recipeMessages(
  ingredients: readonly string[],
  preferences?: Preferences,
  language?: RecipeLanguage,
): ChatMessage[] {
  const sentences = cooksSentences(preferences, language);
  return [
    { role: 'system', content: sentences ? `${SYSTEM_PROMPT} ${sentences}` : SYSTEM_PROMPT },
    { role: 'user', content: userMessageFor(ingredients) },
  ];
}
