import { englishSingular } from '../language/wordForms';
import { foodWordsOf } from '../food/foodWords';

/**
 * A food's name as the names index keys it, the same from SR28's descriptions and from a cook's line: lower case,
 * no accents, each word singular, one space apart ("Cherry Tomatoes" → "cherry tomato", "jalapeño" → "jalapeno").
 */
export function foodNameOf(text: string): string {
  return nameWordsOf(text)
    .filter((word) => word !== null)
    .join(' ');
}

/** The words of a text as the names index writes them; a mark that ends a phrase is kept as null. */
export function nameWordsOf(text: string): (string | null)[] {
  return foodWordsOf(text.replace(/-/g, ' ')).map((word) => (word === null ? null : englishSingular(word)));
}
