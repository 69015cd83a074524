/** German plurals of the food and measure words recipes count, for counted ingredients in a German recipe. */

/** Plurals no rule below gives ("Ei" → "Eier", "Apfel" → "Äpfel"), and words the same in both. */
const IRREGULAR: Record<string, string> = {
  Ei: 'Eier',
  Apfel: 'Äpfel',
  Hähnchenbrust: 'Hähnchenbrüste',
  Brust: 'Brüste',
  Knoblauch: 'Knoblauch',
  Paprika: 'Paprika',
  Zucchini: 'Zucchini',
  Brötchen: 'Brötchen',
  Bund: 'Bund',
  Stück: 'Stück',
  Becher: 'Becher',
  Liter: 'Liter',
  Löffel: 'Löffel',
};
const SINGULAR_OF = Object.fromEntries(Object.entries(IRREGULAR).map(([one, many]) => [many, one]));

/** "Zwiebel" → "Zwiebeln", "Tomate" → "Tomaten", "Zitrone" → "Zitronen", "Ei" → "Eier"; adjectives as they are. */
export function germanPlural(word: string): string {
  if (Object.hasOwn(IRREGULAR, word)) return IRREGULAR[word]!;
  // Only nouns (capitalised) change: "rote Zwiebel" → "rote Zwiebeln".
  if (!/^\p{Lu}/u.test(word)) return word;
  if (/(?:e|el|er)$/.test(word)) return `${word}n`;
  if (/(?:ung|heit|keit|schaft)$/.test(word)) return `${word}en`;
  return word;
}

/** The reverse, for a count that drops to one: "Zwiebeln" → "Zwiebel", "Tomaten" → "Tomate", "Eier" → "Ei". */
export function germanSingular(word: string): string {
  if (Object.hasOwn(SINGULAR_OF, word)) return SINGULAR_OF[word]!;
  if (!/^\p{Lu}/u.test(word)) return word;
  if (/(?:el|er)n$/.test(word)) return word.slice(0, -1);
  if (/(?:ung|heit|keit|schaft)en$/.test(word)) return word.slice(0, -2);
  if (/[^e]en$/.test(word)) return word.slice(0, -1);
  return word;
}
