/**
 * How a quantity is written before it can be read: a decimal comma ("1,5 kg", but not "1,500 g") as a point, and
 * a quantity in words at the start of a line ("two eggs", "half a lemon", "a dozen eggs") as digits.
 */
import { RECIPE_LANGUAGES, type RecipeLanguage } from '../language/recipeLanguages';
import table from './quantitiesInWords.json';

/** A language's quantities in words, as digits, and the words that join them to what follows (of). */
interface QuantitiesInWords {
  words: Readonly<Record<string, string>>;
  joinedBy: readonly string[];
}

const QUANTITIES: Record<RecipeLanguage, QuantitiesInWords> = table;
const NUMBER_WORDS = new Map(RECIPE_LANGUAGES.flatMap((language) => Object.entries(QUANTITIES[language].words)));
const JOINED_BY = RECIPE_LANGUAGES.flatMap((language) => QUANTITIES[language].joinedBy).join('|');

// Longest first, so "one and a half" is read before "one", "half a dozen" before "half a".
const LEADING_WORDS = new RegExp(
  `^(${[...NUMBER_WORDS.keys()].sort((a, b) => b.length - a.length).join('|')})\\b(?:\\s+(?:${JOINED_BY})\\b)?`,
  'i',
);
const JOINED_AT_END = new RegExp(`\\s+(?:${JOINED_BY})$`);

/** "1,5 kg potatoes" → "1.5 kg potatoes"; "two eggs" → "2 eggs"; "half a lemon" → "1/2 lemon". */
export function withQuantityInDigits(line: string): string {
  return line
    .trim()
    .replace(/(\d),(\d{1,2})(?!\d)/g, '$1.$2')
    .replace(
      LEADING_WORDS,
      (words: string) => NUMBER_WORDS.get(words.toLowerCase().replace(JOINED_AT_END, '').replace(/\s+/g, ' ')) ?? words,
    );
}
