import { foodWordsOf } from '../food/foodWords';
import type { RecipeLanguage } from '../language/recipeLanguages';
import { foldedSingularIn } from '../language/foldedSingularIn';
import wordsByLanguage from './foodWordsToEnglish.json';

type OtherLanguage = Exclude<RecipeLanguage, 'en'>;

/**
 * How a language names the foods the nutrition table knows, in English words the counter reads (foodOfLine): a
 * line in that language reaches the same SR28 entry as its English translation.
 */
export interface FoodWordsInEnglish {
  /** Foods, as the language's recipes name them (any number, any gender), and their English names. */
  foods: Readonly<Record<string, string>>;
  /**
   * Words that say the kind, size or state of a food, and the English word that says it; '' for a word that says
   * nothing the counter uses. A key ending in "*" is a stem: German adds endings ("frische", "frischen").
   */
  describing: Readonly<Record<string, string>>;
  /** Words where the food's name ends: what follows says how it is used ("para freír", "zum Braten"). */
  ends: readonly string[];
  /** Words that join a food's words and say nothing ("de", "del", "di"). */
  joins: readonly string[];
  /** Whether the language writes a food and what kind of it as one word ("Dinkelmehl"), read by its parts. */
  compounds: boolean;
}

/** Each language's words (foodWordsToEnglish.json): a language's names for foods are data, not code. */
const WORDS: Record<OtherLanguage, FoodWordsInEnglish> = wordsByLanguage;

/** The longest phrase a dictionary holds, in words: "aceite de oliva virgen extra". */
const LONGEST = 5;

/** A language's words as lines are read: folded, each word singular as the language makes one. */
const keyOf = (language: OtherLanguage, text: string) =>
  foodWordsOf(text)
    .filter((word) => word !== null)
    .map((word) => foldedSingularIn(language, word))
    .join(' ');

interface Prepared {
  foods: Map<string, string>;
  describing: Map<string, string>;
  stems: [string, string][];
  ends: Set<string>;
  joins: Set<string>;
}

const prepared = new Map<OtherLanguage, Prepared>();

/** A language's dictionary with its keys read as lines are, once. */
function preparedFor(language: OtherLanguage): Prepared {
  const held = prepared.get(language);
  if (held) return held;
  const { foods, describing, ends, joins } = WORDS[language];
  const keyed = (entries: Readonly<Record<string, string>>) =>
    new Map(Object.entries(entries).map(([words, english]) => [keyOf(language, words), english]));
  const made: Prepared = {
    foods: keyed(foods),
    describing: keyed(Object.fromEntries(Object.entries(describing).filter(([key]) => !key.endsWith('*')))),
    stems: Object.entries(describing)
      .filter(([key]) => key.endsWith('*'))
      .map(([key, english]) => [keyOf(language, key.slice(0, -1)), english]),
    ends: new Set(ends.map((word) => keyOf(language, word))),
    joins: new Set(joins.map((word) => keyOf(language, word))),
  };
  prepared.set(language, made);
  return made;
}

/** Letters that join a compound's parts: "Rind|s|hackfleisch", "Hühner|brühe", "Tomate|n|mark". */
const LINKING_LETTERS = ['s', 'n', 'en', 'er', 'e'];

/** A compound's first part in English: a food or a word that says its kind, with or without its linking letters. */
function firstPartInEnglish(part: string, dictionary: Prepared): string | undefined {
  const forms = [
    part,
    ...LINKING_LETTERS.filter((link) => part.endsWith(link)).map((link) => part.slice(0, -link.length)),
  ];
  for (const form of forms) {
    const english =
      dictionary.foods.get(form) ?? dictionary.describing.get(form) ?? compoundInEnglish(form, dictionary);
    if (english !== undefined) return english;
  }
  return undefined;
}

/**
 * A compound the dictionary lacks, read by its parts, the last naming the food: "Dinkel|mehl" is spelt flour,
 * "Gemüse|brühe" vegetable broth, "Parma|schinken" parma ham. A first part the dictionary does not know stays, so
 * the counter leaves out what it may change ("Popcorn|mais"); a last part that only says the form ("Weißbrot|würfel")
 * leaves the first part the food.
 */
function compoundInEnglish(word: string, dictionary: Prepared): string | undefined {
  for (let split = 3; split <= word.length - 2; split += 1) {
    const [first, last] = [word.slice(0, split), word.slice(split)];
    const food = dictionary.foods.get(last);
    const form = food === undefined ? dictionary.describing.get(last) : undefined;
    if (food === undefined && form === undefined) continue;
    const firstInEnglish = firstPartInEnglish(first, dictionary);
    if (food !== undefined) {
      if (firstInEnglish === undefined) return `${first} ${food}`;
      return firstInEnglish === '' || food.split(' ').includes(firstInEnglish) ? food : `${firstInEnglish} ${food}`;
    }
    if (firstInEnglish !== undefined) return `${form} ${firstInEnglish}`.trim();
  }
  return undefined;
}

/** One phrase of a line in English words: what describes the food first, then the food ("fresh spinach"). */
function phraseInEnglish(words: readonly string[], dictionary: Prepared, compounds: boolean): string {
  const describing: string[] = [];
  const foods: string[] = [];
  let index = 0;
  while (index < words.length) {
    const longest = Math.min(LONGEST, words.length - index);
    const length = Array.from({ length: longest }, (_, offset) => longest - offset).find((size) => {
      const phrase = words.slice(index, index + size).join(' ');
      return dictionary.foods.has(phrase) || dictionary.describing.has(phrase);
    });
    if (length) {
      const phrase = words.slice(index, index + length).join(' ');
      const food = dictionary.foods.get(phrase);
      if (food) foods.push(food);
      else describing.push(dictionary.describing.get(phrase)!);
      index += length;
      continue;
    }
    const word = words[index]!;
    if (dictionary.ends.has(word)) break;
    const compound = compounds ? compoundInEnglish(word, dictionary) : undefined;
    if (compound !== undefined) {
      foods.push(compound);
      index += 1;
      continue;
    }
    const stem = dictionary.stems.find(([start]) => word.startsWith(start));
    // A word the dictionary does not know stays, before the food: "queso manchego" is "manchego cheese", which the
    // counter leaves out rather than count as any cheese.
    // A number says nothing of the food: "Weizenmehl Type 405".
    if (stem) describing.push(stem[1]);
    else if (!dictionary.joins.has(word) && !/^\d+$/.test(word)) describing.push(word);
    index += 1;
  }
  return [...describing, foods.join(' and ')].filter(Boolean).join(' ');
}

/**
 * A line's food, written in `language`, in the English words the counter reads: "espinacas frescas" is "fresh
 * spinach", "pechuga de pollo" "chicken breast", "riso a chicco lungo" "rice". Its phrases stay apart, so the
 * counter still reads the first that names a food.
 */
export function englishFoodWords(description: string, language: OtherLanguage): string {
  const dictionary = preparedFor(language);
  const phrases: string[][] = [[]];
  for (const word of foodWordsOf(description.replace(/['’]/g, ' '))) {
    if (word === null) phrases.push([]);
    else phrases[phrases.length - 1]!.push(foldedSingularIn(language, word));
  }
  return phrases
    .map((phrase) => phraseInEnglish(phrase, dictionary, WORDS[language].compounds))
    .filter(Boolean)
    .join(', ');
}
