import { RECIPE_LANGUAGES, type RecipeLanguage } from '../../core/language/recipeLanguages';
import voiceCommandWords from './voiceCommandWords.json';

/** What a cook can say in cook mode, with the Listen switch on. */
export type VoiceCommand =
  'next' | 'back' | 'repeat' | 'start timer' | 'stop timer' | 'read ingredients' | 'stop reading' | 'close';

/** The order commands are tried in: the more specific first, "stop timer" and "stop reading" before a bare "stop". */
const COMMANDS: readonly VoiceCommand[] = [
  'start timer',
  'stop timer',
  'stop reading',
  'read ingredients',
  'repeat',
  'back',
  'next',
  'close',
];

const WORDS: Record<RecipeLanguage, Record<VoiceCommand, readonly string[]>> = voiceCommandWords;

/**
 * The words for each command in every language (voiceCommandWords.json), found as whole words anywhere in what
 * was heard ("okay next step please", "vale, siguiente", "étape suivante", "weiter bitte", "avanti"); the browser
 * listens in the page's language.
 */
const COMMAND_WORDS = COMMANDS.map((command) => {
  const words = RECIPE_LANGUAGES.flatMap((language) => WORDS[language][command]).join('|');
  return [command, new RegExp(`(?<!\\p{L})(?:${words})(?!\\p{L})`, 'u')] as const;
});

/** The command in a phrase the browser heard, or null when it holds none. */
export function voiceCommandIn(phrase: string): VoiceCommand | null {
  const heard = phrase.toLowerCase().replace(/[^\p{L}\s']/gu, ' ');
  return COMMAND_WORDS.find(([, words]) => words.test(heard))?.[0] ?? null;
}
