import { wordsOf } from '../food/findTerm';
import { englishSingular } from '../language/wordForms';
import { LANGUAGE_FACTS } from '../language/languageFacts';
import { LINE_GRAMMAR } from '../language/lineGrammar';
import { RECIPE_LANGUAGES, type RecipeLanguage } from '../language/recipeLanguages';
import onHandWords from './onHandWords.json';
import { foldedSingularIn } from '../language/foldedSingularIn';

/** A language's words for what a cook has (onHandWords.json). */
interface OnHandWords {
  /** What "I have the basics" covers: these count as on hand without being listed. */
  staples: readonly string[];
  /** Patterns of words that say how much or how, not what: "freshly ground black pepper, to taste". */
  notWhat: readonly string[];
  /** The part of a food named after it: with the food on the list, the cook has its cloves, juice or yolks. */
  partsAfter: readonly string[];
  /** The part named first and joined to it: "dientes de ajo", "gousses d'ail", "petti di pollo". */
  partsBefore: readonly string[];
  /** Two-word foods that end with another's name but are not it: peanut butter is no butter. */
  compounds: readonly string[];
}

const WORDS: Record<RecipeLanguage, OnHandWords> = onHandWords;
const everyLanguages = (list: keyof OnHandWords) => RECIPE_LANGUAGES.flatMap((language) => WORDS[language][list]);

const STAPLES = everyLanguages('staples');

/** Words that describe how much or how, not what: "freshly ground black pepper, to taste" is black pepper. */
const NOT_WHAT = new RegExp(String.raw`\b(?:${everyLanguages('notWhat').join('|')})(?!\p{L})`, 'gu');

/** Where the food's name ends and how to prepare it begins: "butter, softened", "chicken (boneless)". */
const PREPARATION = /[,(;]| for | to | cut | into /;

const PARTS = new Set(everyLanguages('partsAfter'));

/**
 * Two-word foods that end with another food's name but are not that food: the cook with peanut butter has no
 * butter, with sweet potatoes no potatoes, with a bell pepper no (black) pepper.
 */
export const COMPOUNDS = new Set(
  everyLanguages('compounds').map((phrase) => phrase.split(' ').map(englishSingular).join(' ')),
);

const PARTS_BEFORE = new Set(everyLanguages('partsBefore').map((part) => wordsOf(part).trim()));
/** The words that join a part to its food, folded: "de", "d'", "di", "della". */
const JOINING = new Set(RECIPE_LANGUAGES.flatMap((language) => LINE_GRAMMAR[language].joiningWords));

/** Lower-case words, each in the singular, without preparation or a part word: "Garlic cloves, crushed" → "garlic". */
export function foodWords(text: string, language: RecipeLanguage = 'en'): string[] {
  const singular = (word: string) => foldedSingularIn(language, word);
  const words = wordsOf(text.toLowerCase().split(PREPARATION)[0]!.replace(NOT_WHAT, ' '))
    .trim()
    .split(' ')
    .filter((word) => word && !/^\d/.test(word))
    .map(singular);
  if (
    LANGUAGE_FACTS[language].namesFoodFirst &&
    words.length > 2 &&
    PARTS_BEFORE.has(words[0]!) &&
    JOINING.has(words[1]!)
  )
    return words.slice(2);
  return words.length > 1 && PARTS.has(words.at(-1)!) ? words.slice(0, -1) : words;
}

const STAPLE_NAMES = new Set(STAPLES.map((staple) => foodWords(staple).join(' ')));

/**
 * Whether `kind` names a kind of `food`: it ends with the food's words ("cherry tomato" of "tomato"), unless the
 * word before them makes another food ("peanut butter" is not butter).
 */
function isKindOf(kind: readonly string[], food: readonly string[], headFirst = false): boolean {
  if (food.length === 0 || kind.length < food.length) return false;
  if (headFirst) return food.every((word, index) => kind[index] === word);
  const start = kind.length - food.length;
  if (food.some((word, index) => kind[start + index] !== word)) return false;
  return start === 0 || !COMPOUNDS.has(kind.slice(start - 1, start + 1).join(' '));
}

/**
 * Whether the cook has this ingredient: one of their listed ingredients is the same food, or a kind of it, or it
 * is a kind of theirs, ignoring case, plurals and preparation ("Tomatoes" and "tomato", "cherry tomatoes" and
 * "tomatoes", "garlic cloves" and "garlic"), but never a food that merely contains another's name (egg noodles
 * do not give eggs, peanut butter no butter, chicken stock no chicken). With the basics on, salt, pepper, oil
 * and water count as had. In a language that names the food first, a kind starts with it ("tomates cherry" of
 * "tomates"; never "salsa de tomate"), and plurals are read as that language makes them ("Eier" of "Ei").
 */
export function isOnHand(
  ingredientName: string,
  cookList: readonly string[],
  hasBasics: boolean,
  language: RecipeLanguage = 'en',
): boolean {
  if (hasBasics && STAPLE_NAMES.has(foodWords(ingredientName).join(' '))) return true;
  const name = foodWords(ingredientName, language);
  const headFirst = LANGUAGE_FACTS[language].namesFoodFirst;
  return cookList.some((item) => {
    const listed = foodWords(item, language);
    return isKindOf(name, listed, headFirst) || isKindOf(listed, name, headFirst);
  });
}
