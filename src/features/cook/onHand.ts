import { wordsOf } from '../../lib/findTerm';
import { singularWord } from '../../lib/englishPlurals';

/** What "I have the basics" covers: these count as on hand without being listed. */
const STAPLES = [
  'salt', 'pepper', 'black pepper', 'salt and pepper', 'sea salt', 'kosher salt', 'oil', 'olive oil',
  'vegetable oil', 'cooking oil', 'sunflower oil', 'water',
];

/** Words that describe how much or how, not what: "freshly ground black pepper, to taste" is black pepper. */
const NOT_WHAT = /\b(?:to taste|freshly|ground|cracked|fine|coarse|extra virgin|as needed|for frying|for serving|optional)\b/g;

/** Lower-case words, each in the singular: "Cherry Tomatoes" → "cherry tomato". */
const singularWords = (text: string) =>
  wordsOf(text.toLowerCase().replace(NOT_WHAT, ' '))
    .trim()
    .split(' ')
    .filter((word) => word && !/^\d/.test(word))
    .map(singularWord)
    .join(' ');

const STAPLE_NAMES = new Set(STAPLES.map(singularWords));

const contains = (words: string, part: string) => part !== '' && ` ${words} `.includes(` ${part} `);

/**
 * Whether the cook has this ingredient: one of their listed ingredients names it, or is named in it, ignoring
 * case and plurals ("Tomatoes" and "tomato", "cherry tomatoes" and "tomatoes"); with the basics on, salt,
 * pepper, oil and water count as had.
 */
export function isOnHand(ingredientName: string, cookList: readonly string[], hasBasics: boolean): boolean {
  const name = singularWords(ingredientName);
  if (hasBasics && STAPLE_NAMES.has(name)) return true;
  return cookList.some((item) => {
    const listed = singularWords(item);
    return contains(name, listed) || contains(listed, name);
  });
}
