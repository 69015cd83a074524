/** English plurals of food words, for counted ingredients and for matching "tomatoes" to "tomato". */

/** "onion" → "onions", "tomato" → "tomatoes", "berry" → "berries", "dish" → "dishes". */
export function pluralWord(word: string): string {
  if (/(?:s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/[^aeiou]o$/i.test(word)) return `${word}es`;
  return `${word}s`;
}

/** The reverse, for a count that drops to one: "eggs" → "egg", "tomatoes" → "tomato", "berries" → "berry". */
export function singularWord(word: string): string {
  if (/ies$/i.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:s|x|z|ch|sh|o)es$/i.test(word)) return word.slice(0, -2);
  if (/[^s]s$/i.test(word)) return word.slice(0, -1);
  return word;
}
