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

/** A term's spellings, singular and plural, as word lists: peanut(s), anchovy/anchovies, tomato(es), loaf/loaves. */
function withPlurals(term: string): string[][] {
  const words = wordsOf(term).trim().split(' ');
  const head = words.slice(0, -1);
  const word = words[words.length - 1]!;
  const forms = [word, `${word}s`, `${word}es`];
  if (word.endsWith('y')) forms.push(`${word.slice(0, -1)}ies`);
  if (word.endsWith('f')) forms.push(`${word.slice(0, -1)}ves`);
  return forms.map((form) => [...head, form]);
}

/** Phrases with their plurals, looked up a word run at a time. */
class PhraseSet {
  private readonly phrases = new Set<string>();
  readonly longest: number = 0;

  constructor(terms: readonly string[] = []) {
    for (const spelling of terms.flatMap(withPlurals)) {
      this.phrases.add(spelling.join(' '));
      this.longest = Math.max(this.longest, spelling.length);
    }
  }

  /** How many words from `start` make the longest phrase of the set (0: none). `words` may hold null gaps. */
  matchAt(words: readonly (string | null)[], start: number): number {
    for (let length = Math.min(this.longest, words.length - start); length > 0; length -= 1) {
      const run = words.slice(start, start + length);
      if (run.every((word) => word !== null) && this.phrases.has(run.join(' '))) return length;
    }
    return 0;
  }
}

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
  terms: PhraseSet;
  exceptions: PhraseSet;
  names: PhraseSet;
}

const compiled = new WeakMap<TermList, CompiledList>();

function compile(list: TermList): CompiledList {
  let sets = compiled.get(list);
  if (!sets) {
    sets = { terms: new PhraseSet(list.terms), exceptions: new PhraseSet(list.exceptions), names: new PhraseSet(list.names) };
    compiled.set(list, sets);
  }
  return sets;
}

const isWord = (word: string | null | undefined): word is string => word != null && /^\p{L}+$/u.test(word);

/**
 * How many words from `start` are not uses of the list: an exception ("coconut milk"), the list's name followed
 * by "free" and up to two words ("gluten free soy sauce"), or any word followed by "free" ("peanut-free").
 */
function notAUseAt(words: readonly string[], start: number, { exceptions, names }: CompiledList): number {
  const exception = exceptions.matchAt(words, start);
  if (exception) return exception;
  const name = names.matchAt(words, start);
  if (name && words[start + name] === 'free') {
    let length = name + 1;
    while (length < name + 3 && isWord(words[start + length])) length += 1;
    return length;
  }
  return isWord(words[start]) && words[start + 1] === 'free' ? 2 : 0;
}

/**
 * The first of the list's terms the text uses, as written there (lower case), or null; the longest one where
 * several start at the same word ("peanut butter" rather than "peanut"). Word lookups rather than one large
 * regular expression: with that pattern built ahead of time, an Add still spent about 8 ms of a 4x-slowed CPU in
 * it, while sets built ahead of time stay ready.
 */
export function findTerm(text: string, list: TermList): string | null {
  const sets = compile(list);
  const words = wordsOf(text).trim().split(' ');
  // What is not a use is blanked out first, so no term is found inside it or across it.
  const checked: (string | null)[] = [...words];
  for (let start = 0; start < words.length; ) {
    const skipped = notAUseAt(words, start, sets);
    checked.fill(null, start, start + skipped);
    start += Math.max(skipped, 1);
  }
  for (let start = 0; start < checked.length; start += 1) {
    const length = sets.terms.matchAt(checked, start);
    if (length) return checked.slice(start, start + length).join(' ');
  }
  return null;
}
