/** Spanish plurals of food and measure words, for counted ingredients in a recipe written in Spanish. */

/** "cebolla" → "cebollas", "diente" → "dientes", "limón" → "limones", "nuez" → "nueces", "grande" → "grandes". */
export function spanishPlural(word: string): string {
  if (/[sx]$/i.test(word)) return word;
  if (/z$/i.test(word)) return `${word.slice(0, -1)}ces`;
  if (/[aeiouáéó]$/i.test(word)) return `${word}s`;
  // A stressed last syllable loses its accent once a syllable is added: "limón" → "limones".
  const unaccented = word.replace(
    /([áéíóú])(\p{L}*)$/u,
    (_, vowel: string, rest: string) => `${vowel.normalize('NFD')[0]}${rest}`,
  );
  return `${unaccented}es`;
}

/**
 * The reverse, for a count that drops to one: "cebollas" → "cebolla", "limones" → "limón", "nueces" → "nuez".
 * Most food words end in a vowel ("carnes", "chiles", "grandes"), so only "-ones" and "-ces" are read as more.
 */
export function spanishSingular(word: string): string {
  if (/ces$/i.test(word)) return `${word.slice(0, -3)}z`;
  // "-ón" loses its accent in the plural ("limones", "champiñones"), and gets it back.
  if (/ones$/i.test(word) && word.length > 5) return `${word.slice(0, -4)}ón`;
  if (/s$/i.test(word)) return word.slice(0, -1);
  return word;
}
