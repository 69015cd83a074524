import { wordsOf } from '../food/findTerm';
import { LANGUAGE_FACTS } from './languageFacts';
import type { RecipeLanguage } from './recipeLanguages';
import { singularIn } from './wordForms';

const capitalised = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/**
 * A lower-case, folded word in the singular as `language` makes one, folded again after ("limones" → "limón" →
 * "limon"). Short words are joining words ("di", "de", "und"), which no plural rule should touch; a language
 * that capitalises its nouns reads them by their capital.
 */
export function foldedSingularIn(language: RecipeLanguage, word: string): string {
  if (word.length <= 3) return word;
  if (!LANGUAGE_FACTS[language].capitalisesNouns) return wordsOf(singularIn(language, word)).trim();
  return wordsOf(singularIn(language, capitalised(word)).toLowerCase()).trim();
}
