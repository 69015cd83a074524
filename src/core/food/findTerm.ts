import freeOfWords from './freeOfWords.json';
import { foodWordsOf } from './foodWords';

export { wordsOf } from './foodWords';

/**
 * Whole-word matching of food words that text cannot dodge: "peanut" finds "Peanuts", "PEANUT", "реаnut" with
 * Cyrillic letters, "pea\u00ADnut" with a soft hyphen, "peanutbutter" written as one word and "pea nut" split in
 * two, and "worchestershire" one letter off "worcestershire"; it never finds "peanut-free", and "egg" never finds
 * "eggplant". Shared by the not-food check on the ingredient form and the recipe check against the cook's
 * preferences.
 */

export interface TermList {
  /** Words or phrases to find, written in the singular. */
  terms: readonly string[];
  /** Phrases that contain a term but are not one ("coconut milk" is not dairy, "cream of tartar" neither). */
  exceptions?: readonly string[];
  /**
   * Words whose "-free" frees the whole list: "gluten-free pasta" and "dairy free butter" (up to two words after
   * "free") are then not uses of it. "Lactose-free milk" is still milk, so "lactose" is not one of milk's.
   */
  freeOf?: readonly string[];
  /**
   * German writes a food into one word with what it is made into: a word that starts with one of `starts`
   * ("erdnuss": "Erdnussöl", "Erdnusskrokant") or ends with one of `ends` ("kase": "Bergkäse", "Schmelzkäse") is a
   * use, unless the whole word is an exception ("Kokosmilch", "Austernpilze").
   */
  compounds?: { starts?: readonly string[]; ends?: readonly string[] };
}

/** A term's spellings, singular and plural, as word lists: peanut(s), anchovy/anchovies, tomato(es), loaf/loaves. */
function withPlurals(term: string): string[][] {
  const words = foodWordsOf(term).filter((word) => word !== null);
  const head = words.slice(0, -1);
  const word = words[words.length - 1]!;
  const forms = [word, `${word}s`, `${word}es`];
  if (word.endsWith('y')) forms.push(`${word.slice(0, -1)}ies`);
  if (word.endsWith('f')) forms.push(`${word.slice(0, -1)}ves`);
  return forms.map((form) => [...head, form]);
}

/** Words this long or longer are found one letter off (missing, extra, wrong or swapped): a misspelling. */
const MISSPELT_MIN_LENGTH = 8;
/** Words this long or longer, once doubled letters are written single, are found with a letter doubled or not. */
const DOUBLED_MIN_LENGTH = 5;

/** "tahinni" → "tahini", "mozzarella" → "mozarela". */
const withSingleLetters = (word: string) => word.replace(/(\p{L})\1+/gu, '$1');
/** A word run joined into one must be this long: "to fu" is not tofu, "pea nut" is peanut. */
const JOINED_MIN_LENGTH = 5;

/** The word with each of its letters left out in turn: two words one edit apart share one of these or each other. */
const withOneLetterLess = (word: string) =>
  Array.from(word, (_, index) => word.slice(0, index) + word.slice(index + 1));

/** A word run joined into one is at most this many words: "pea nut butter" is "peanut butter". */
const JOINED_MAX_WORDS = 3;

/** Phrases with their plurals, looked up a word run at a time, spaced ("peanut butter") or joined ("peanutbutter"). */
class PhraseSet {
  private readonly phrases = new Set<string>();
  /** The first word of each spaced phrase: no phrase is looked for at a word that starts none. */
  private readonly firstWords = new Set<string>();
  private readonly joined = new Set<string>();
  /** One-letter-off forms of the set's long one-word spellings. */
  private readonly misspellings = new Set<string>();
  /** The set's one-word spellings with doubled letters written single. */
  private readonly singleLettered = new Set<string>();
  /** The most words of a spaced phrase. */
  private readonly longest: number = 0;

  constructor(terms: readonly string[] = [], misspellable = false) {
    for (const spelling of terms.flatMap(withPlurals)) {
      this.phrases.add(spelling.join(' '));
      this.firstWords.add(spelling[0]!);
      this.joined.add(spelling.join(''));
      this.longest = Math.max(this.longest, spelling.length);
      const [word] = spelling;
      if (!misspellable || spelling.length !== 1 || !word) continue;
      if (word.length >= MISSPELT_MIN_LENGTH)
        for (const form of [word, ...withOneLetterLess(word)]) this.misspellings.add(form);
      if (withSingleLetters(word).length >= DOUBLED_MIN_LENGTH) this.singleLettered.add(withSingleLetters(word));
    }
  }

  /** How many words from `start` make the longest phrase of the set (0: none). */
  matchAt({ words, ends, joined }: FoodText, start: number): number {
    const end = ends[start]!;
    if (end === start) return 0;
    let found = 0;
    if (this.firstWords.has(words[start]!)) {
      for (let length = Math.min(this.longest, end - start); length > found; length -= 1) {
        if (this.phrases.has(words.slice(start, start + length).join(' '))) found = length;
      }
    }
    const runs = joined[start]!;
    for (let length = runs.length; length > found; length -= 1) {
      const run = runs[length - 1]!;
      if ((length === 1 || run.length >= JOINED_MIN_LENGTH) && this.joined.has(run)) found = length;
    }
    return found;
  }

  /**
   * Whether the text's word at `index` is a spelling of the set with a letter doubled or not, or one letter off a
   * long one.
   */
  misspelt({ words, singleLettered, oneLetterOff }: FoodText, index: number): boolean {
    if (words[index] === null) return false;
    if (this.singleLettered.has(singleLettered[index]!)) return true;
    return oneLetterOff[index]!.some((form) => this.misspellings.has(form));
  }
}

/**
 * A text read once for every list it is looked up in: its words (see foodWordsOf) with, at each word, where its
 * phrase ends, the word with doubled letters written single, the runs of up to three words from it joined, and
 * the forms a misspelling of a long word is looked up by.
 */
export interface FoodText {
  words: (string | null)[];
  ends: number[];
  singleLettered: (string | null)[];
  joined: string[][];
  /** A word long enough to be one letter off a long spelling, and it with each letter left out; none for others. */
  oneLetterOff: (readonly string[])[];
}

const oneLetterOffForms = (word: string | null): readonly string[] =>
  word !== null && word.length >= MISSPELT_MIN_LENGTH - 1 ? [word, ...withOneLetterLess(word)] : [];

export function foodTextOf(text: string): FoodText {
  const words = foodWordsOf(text);
  const ends: number[] = [];
  for (let index = words.length - 1; index >= 0; index -= 1) {
    ends[index] = words[index] === null ? index : (ends[index + 1] ?? words.length);
  }
  const joined = words.map((_, start) => {
    const runs: string[] = [];
    for (let index = start; index < Math.min(ends[start]!, start + JOINED_MAX_WORDS); index += 1) {
      runs.push((runs.at(-1) ?? '') + words[index]);
    }
    return runs;
  });
  return {
    words,
    ends,
    singleLettered: words.map((word) => word && withSingleLetters(word)),
    joined,
    oneLetterOff: words.map(oneLetterOffForms),
  };
}

/** What a compound keeps besides a start or an end: "Erdnuss" alone is a term, not a compound of one. */
const COMPOUND_MIN_REST = 2;

/** The compounds of a list (see TermList's `compounds`), looked up one word at a time. */
class CompoundSet {
  private readonly starts: readonly string[];
  private readonly ends: readonly string[];

  constructor({ starts = [], ends = [] }: NonNullable<TermList['compounds']> = {}) {
    const folded = (parts: readonly string[]) =>
      parts.flatMap((part) => foodWordsOf(part).filter((word) => word !== null));
    this.starts = folded(starts);
    this.ends = folded(ends);
  }

  /** 1 when the word at `start` is a compound of the list, else 0. */
  matchAt({ words }: FoodText, start: number): number {
    const word = words[start];
    if (!word) return 0;
    const long = (part: string) => word.length >= part.length + COMPOUND_MIN_REST;
    const found =
      this.starts.some((part) => long(part) && word.startsWith(part)) ||
      this.ends.some((part) => long(part) && word.endsWith(part));
    return found ? 1 : 0;
  }
}

interface CompiledList {
  terms: PhraseSet;
  compounds: CompoundSet;
  exceptions: PhraseSet;
  freeOf: PhraseSet;
  /** The list's freeing words, for German's one-word "-frei" ("glutenfreie Nudeln"). */
  freeingWords: ReadonlySet<string>;
}

const compiled = new WeakMap<TermList, CompiledList>();

function compile(list: TermList): CompiledList {
  let sets = compiled.get(list);
  if (!sets) {
    sets = {
      terms: new PhraseSet(list.terms, true),
      compounds: new CompoundSet(list.compounds),
      exceptions: new PhraseSet(list.exceptions),
      freeOf: new PhraseSet(list.freeOf),
      freeingWords: new Set(
        (list.freeOf ?? []).flatMap((word) => foodWordsOf(word).filter((folded) => folded !== null)),
      ),
    };
    compiled.set(list, sets);
  }
  return sets;
}

const isWord = (word: string | null | undefined): word is string => word != null && /^\p{L}+$/u.test(word);

/** "free-range eggs", "free-flowing salt": "free" that says nothing about what is left out. */
const NOT_FREE_OF = new Set(freeOfWords.notFreeOf.en);

const freeOfAt = (words: readonly (string | null)[], index: number) =>
  words[index] === 'free' && !NOT_FREE_OF.has(words[index + 1] ?? '');

/** "Without" before what a dish is made without: "sin gluten", "sans lactose". */
const WITHOUT = new Set(Object.values(freeOfWords.without));

/**
 * How many words from `start` are not uses of the list: an exception ("coconut milk"), a word that frees the
 * list followed by "free" and up to two words ("gluten free soy sauce"; German's one word "glutenfreie Nudeln"), any word followed by "free"
 * ("peanut-free"), a term after "without" ("sin gluten", "senza uova"), or a term followed by "without" and a
 * word that frees the list ("pâtes sans gluten"), within one phrase.
 */
function notAUseAt(text: FoodText, start: number, { terms, exceptions, freeOf, freeingWords }: CompiledList): number {
  const { words } = text;
  const name = freeOf.matchAt(text, start);
  let freed = 0;
  const germanFree = /^(\p{L}+)frei(?:e|en|er|es)?$/u.exec(words[start] ?? '');
  if (germanFree && freeingWords.has(germanFree[1]!)) {
    // "glutenfreie Nudeln", "milchfreier Käse": the word and up to two after it.
    freed = 1;
    while (freed < 3 && isWord(words[start + freed])) freed += 1;
  } else if (name && freeOfAt(words, start + name)) {
    freed = name + 1;
    while (freed < name + 3 && isWord(words[start + freed])) freed += 1;
  } else if (isWord(words[start]) && freeOfAt(words, start + 1)) {
    freed = 2;
  } else if (isWord(words[start]) && WITHOUT.has(words[start - 1] ?? '')) {
    freed = Math.max(1, terms.matchAt(text, start));
  } else {
    // "pâtes sans gluten", "pasta sin gluten": the dish first, then what it is made without.
    const term = terms.matchAt(text, start);
    const without = start + term;
    const freedName = term > 0 && WITHOUT.has(words[without] ?? '') ? freeOf.matchAt(text, without + 1) : 0;
    if (freedName > 0) freed = term + 1 + freedName;
  }
  return Math.max(exceptions.matchAt(text, start), freed);
}

/**
 * The first of the list's terms the text uses, as written there (lower case, accents removed), or null; the
 * longest one where several start at the same word ("peanut butter" rather than "peanut"). Read left to right:
 * at each word, what is not a use ("coconut milk", "gluten-free pasta") is skipped whole unless a longer term
 * starts there too ("fermented black beans" is soy, although "black beans" is not). Word lookups rather than one
 * large regular expression: with that pattern built ahead of time, an Add still spent about 8 ms of a 4x-slowed
 * CPU in it, while sets built ahead of time stay ready.
 */
export function findTerm(text: string | FoodText, list: TermList): string | null {
  const sets = compile(list);
  const read = typeof text === 'string' ? foodTextOf(text) : text;
  const { words } = read;
  const skipped = words.map(() => false);
  for (let start = 0; start < words.length;) {
    const term = Math.max(sets.terms.matchAt(read, start), sets.compounds.matchAt(read, start));
    const notAUse = notAUseAt(read, start, sets);
    if (notAUse > 0 && notAUse >= term) {
      skipped.fill(true, start, start + notAUse);
      start += notAUse;
    } else if (term > 0) {
      return words.slice(start, start + term).join(' ');
    } else {
      start += 1;
    }
  }
  return words.find((_, index) => !skipped[index] && sets.terms.misspelt(read, index)) ?? null;
}

/**
 * Whether any of the list's terms, or a misspelling of one, stands anywhere in the text, exceptions and "-free"
 * aside: where none does, findTerm finds nothing either, so one pass with the terms of several lists together
 * tells which texts need looking up in each.
 */
export function namesAnyTerm(text: FoodText, list: TermList): boolean {
  const { terms, compounds } = compile(list);
  return text.words.some(
    (_, start) => terms.matchAt(text, start) > 0 || compounds.matchAt(text, start) > 0 || terms.misspelt(text, start),
  );
}

/**
 * The words findTerm found (folded: "boeuf hache"), as the text writes them ("bœuf haché"), for a line that names
 * the food as the recipe does; the folded words when they were found only joined, split or misspelt.
 */
export function asWritten(text: string, found: string): string {
  const tokens = [...text.matchAll(/[\p{L}\p{M}\p{N}'’-]+/gu)];
  for (let start = 0; start < tokens.length; start += 1) {
    const folded: string[] = [];
    let end = start;
    while (folded.length < found.split(' ').length && end < tokens.length) {
      folded.push(...foodWordsOf(tokens[end]![0]).filter((word) => word !== null));
      end += 1;
    }
    if (folded.join(' ') === found) {
      const last = tokens[end - 1]!;
      return text.slice(tokens[start]!.index, last.index + last[0].length);
    }
  }
  return found;
}
