/** French plurals of food and measure words, for counted ingredients in a recipe written in French. */

/** Words in -ou that take an x, as French grammar lists them ("choux"); every other -ou takes an s. */
const OU_WITH_X = new Set(['bijou', 'caillou', 'chou', 'genou', 'hibou', 'joujou', 'pou']);

/** Food words that end in s, x or z in the singular too: they never lose it. */
const ENDS_IN_S = new Set([
  'ananas',
  'anchois',
  'brebis',
  'cassis',
  'épais',
  'frais',
  'gras',
  'gros',
  'jus',
  'maïs',
  'os',
  'pois',
  'radis',
  'riz',
  'noix',
]);

/** "oignon" → "oignons", "poireau" → "poireaux", "chou" → "choux", "rouge" → "rouges", "noix" → "noix". */
export function frenchPlural(word: string): string {
  if (/[sxz]$/i.test(word)) return word;
  if (/(?:eau|au|eu)$/i.test(word) || OU_WITH_X.has(word.toLowerCase())) return `${word}x`;
  return `${word}s`;
}

/** The reverse, for a count that drops to one: "oignons" → "oignon", "poireaux" → "poireau", "radis" stays. */
export function frenchSingular(word: string): string {
  if (ENDS_IN_S.has(word.toLowerCase())) return word;
  if (/(?:eau|au|eu|ou)x$/i.test(word)) return word.slice(0, -1);
  if (/[^s]s$/i.test(word) && word.length > 2) return word.slice(0, -1);
  return word;
}
