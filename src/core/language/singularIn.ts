import { singularWord } from './englishPlurals';
import { wordsOf } from '../food/findTerm';
import { frenchSingular } from './frenchPlurals';
import { germanSingular } from './germanPlurals';
import { italianSingular } from './italianPlurals';
import { spanishSingular } from './spanishPlurals';
import type { RecipeLanguage } from './recipeLanguages';

/** A word in the singular as each other language makes one, folded again after ("limones" → "limón" → "limon"). */
const SINGULAR: Record<Exclude<RecipeLanguage, 'en'>, (word: string) => string> = {
  es: spanishSingular,
  fr: frenchSingular,
  it: italianSingular,
  // German's rules read a noun by its capital; these words are lower case.
  de: (word) => germanSingular(`${word.charAt(0).toUpperCase()}${word.slice(1)}`).toLowerCase(),
};

/**
 * A lower-case, folded word in the singular as `language` makes one. Short words are joining words ("di", "de",
 * "und"), which no plural rule should touch.
 */
export function singularIn(language: RecipeLanguage, word: string): string {
  if (language === 'en') return singularWord(word);
  return word.length <= 3 ? word : wordsOf(SINGULAR[language](word)).trim();
}
