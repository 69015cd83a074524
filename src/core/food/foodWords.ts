import { withoutInvisibleCharacters } from '../../lib/invisibleCharacters';
import { latinLowerCase } from './lookAlikeLetters';

/** Where a phrase ends: "…butter, free-range eggs" is two phrases, and "butter" is not "butter-free". */
const PHRASE_BREAKS = /[,;:.!?()[\]{}/\\|\n\r•·…"“”„«»+*=]+/u;

/**
 * Three or more single letters apart by a space or a mark or two: "b-l-e-a-c-h", "b l e a c h", "B.L.E.A.C.H." read
 * as a word by anyone, so written as one.
 */
const SPACED_LETTERS = /(?<![\p{L}\p{N}])\p{L}(?:[^\p{L}\p{N}\n]{1,2}\p{L}(?![\p{L}\p{N}])){2,}/gu;
const joinedLetters = (letters: string) => letters.replace(/[^\p{L}]/gu, '');

/**
 * Text as the words a reader sees, whatever hides them: compatibility forms unified (NFKC: full-width and
 * mathematical letters), invisible characters dropped, look-alike letters read as Latin ones, lower case, accents
 * removed, letters spelt out one by one joined. Every run of other characters separates words; punctuation that ends a phrase is kept as a null gap,
 * so no phrase is matched across it.
 */
export function foodWordsOf(text: string): (string | null)[] {
  const folded = latinLowerCase(withoutInvisibleCharacters(text.normalize('NFKC')))
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(SPACED_LETTERS, joinedLetters);
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
