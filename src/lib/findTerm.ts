import { foldedForSearch } from './foldedForSearch';

/**
 * Whole-word, case-insensitive matching of food words, singular or plural: "peanut" finds "Peanuts" but not
 * "peanut-free"; "egg" never finds "eggplant". Shared by the not-food check on the ingredient form and the
 * recipe check against the cook's preferences.
 */

/** Lower case without accents, everything that is not a letter or digit turned into single spaces, padded. */
export function wordsOf(text: string): string {
  const words = foldedForSearch(text).replace(/[^\p{L}\p{N}]+/gu, ' ');
  return ` ${words.trim()} `;
}

/** A term as a pattern that also takes its plural: peanut(s), anchovy/anchovies, tomato(es), loaf/loaves. */
function withPlurals(term: string): string {
  const words = wordsOf(term).trim();
  const head = words.slice(0, words.lastIndexOf(' ') + 1);
  const word = words.slice(head.length);
  const forms = [word, `${word}s`, `${word}es`];
  if (word.endsWith('y')) forms.push(`${word.slice(0, -1)}ies`);
  if (word.endsWith('f')) forms.push(`${word.slice(0, -1)}ves`);
  return `${head}(?:${forms.join('|')})`;
}

/** Phrases as one pattern of whole words; longest first, so "peanut butter" is reported rather than "peanut". */
const wholeWords = (phrases: readonly string[]) =>
  `(?<= )(?:${[...phrases].sort((a, b) => b.length - a.length).map(withPlurals).join('|')})(?= )`;

export interface TermList {
  /** Words or phrases to find, written in the singular. */
  terms: readonly string[];
  /** Phrases that contain a term but are not one ("coconut milk" is not dairy, "cream of tartar" neither). */
  exceptions?: readonly string[];
  /**
   * Words that name the list: "gluten-free pasta" or "dairy free butter" (up to two words after "free") are then
   * not uses of it.
   */
  names?: readonly string[];
}

interface CompiledList {
  find: RegExp;
  skip: RegExp;
}

const compiled = new WeakMap<TermList, CompiledList>();

function compile(list: TermList): CompiledList {
  let patterns = compiled.get(list);
  if (!patterns) {
    const skipped = [`\\p{L}+ free`];
    if (list.names?.length) skipped.unshift(`${wholeWords(list.names)} free(?: \\p{L}+){0,2}`);
    if (list.exceptions?.length) skipped.unshift(wholeWords(list.exceptions));
    patterns = {
      find: new RegExp(wholeWords(list.terms), 'u'),
      skip: new RegExp(`(?<= )(?:${skipped.join('|')})(?= )`, 'gu'),
    };
    compiled.set(list, patterns);
  }
  return patterns;
}

/**
 * The first of the list's terms the text uses, as written there (lower case), or null. A word followed by
 * "free" ("peanut-free", "gluten free") says the opposite and is not a use.
 */
export function findTerm(text: string, list: TermList): string | null {
  const { find, skip } = compile(list);
  return find.exec(wordsOf(text).replace(skip, '-'))?.[0] ?? null;
}
