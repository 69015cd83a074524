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

// Longest first, so "one and a half" is read before "one", "half a dozen" before "half a". The words end at a word's
// end, or at a hyphen before the food ("un demi-citron"), and may take their joining word, elided or not ("une
// douzaine d’œufs").
const LEADING_WORDS = new RegExp(
  `^(${[...NUMBER_WORDS.keys()].sort((a, b) => b.length - a.length).join('|')})(?:-(?=\\p{L})|\\b(?:\\s+(?:${JOINED_BY})(?:\\b|(?<=[’'])))?)`,
  'iu',
);
const JOINED_AT_END = new RegExp(`\\s+(?:${JOINED_BY})$`, 'iu');

/** The quantity in digits, and a space where the words ran straight into the food ("demi-citron", "d’œufs"). */
function inDigits(words: string): string {
  const key = words.replace(/-$/, '').replace(JOINED_AT_END, '').replace(/\s+/g, ' ').toLowerCase();
  const digits = NUMBER_WORDS.get(key);
  if (digits === undefined) return words;
  return /[-’']$/.test(words) ? `${digits} ` : digits;
}

/** "1,5 kg potatoes" → "1.5 kg potatoes"; "two eggs" → "2 eggs"; "half a lemon" → "1/2 lemon"; "un demi-citron" → "1/2 citron". */
export function withQuantityInDigits(line: string): string {
  return line
    .trim()
    .replace(/(\d),(\d{1,2})(?!\d)/g, '$1.$2')
    .replace(LEADING_WORDS, inDigits);
}
