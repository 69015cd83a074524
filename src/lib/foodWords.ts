import { withoutInvisibleCharacters } from './invisibleCharacters';
import { latinLowerCase } from './lookAlikeLetters';

/** Where a phrase ends: "…butter, free-range eggs" is two phrases, and "butter" is not "butter-free". */
const PHRASE_BREAKS = /[,;:.!?()[\]{}/\\|\n\r•·…"“”„«»+*=]+/u;

/**
 * Text as the words a reader sees, whatever hides them: compatibility forms unified (NFKC: full-width and
 * mathematical letters), invisible characters dropped, look-alike letters read as Latin ones, lower case, accents
 * removed. Every run of other characters separates words; punctuation that ends a phrase is kept as a null gap,
 * so no phrase is matched across it.
 */
export function foodWordsOf(text: string): (string | null)[] {
  const folded = latinLowerCase(withoutInvisibleCharacters(text.normalize('NFKC')))
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
  return folded.split(PHRASE_BREAKS).flatMap((phrase, index) => {
    const words = phrase.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    return index === 0 ? words : [null, ...words];
  });
}

/** The words of a text on one line, padded with a space at each end: " peanut butter ". */
export function wordsOf(text: string): string {
  return ` ${foodWordsOf(text)
    .filter((word) => word !== null)
    .join(' ')} `;
}
