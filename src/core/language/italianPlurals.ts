/** Italian plurals of food and measure words, for counted ingredients in a recipe written in Italian. */

/** Plurals no rule gives, and words the same in both ("uovo" → "uova"; "tofu", "würstel"). */
const IRREGULAR: Record<string, string> = { uovo: 'uova', bue: 'buoi' };
const SINGULAR_OF = Object.fromEntries(Object.entries(IRREGULAR).map(([one, many]) => [many, one]));

/** Nouns in -e whose plural in -i cannot be told from one in -o: "limoni" is "limone", "pomodori" "pomodoro". */
const SINGULAR_IN_E = new Set(['limone', 'peperone', 'cuore', 'pane', 'bicchiere', 'cavolfiore']);

/** "cipolla" → "cipolle", "pomodoro" → "pomodori", "limone" → "limoni", "spicchio" → "spicchi", "fungo" → "funghi". */
export function italianPlural(word: string): string {
  if (Object.hasOwn(IRREGULAR, word)) return IRREGULAR[word]!;
  if (/[^aeiou]$|[àèéìòù]$/i.test(word)) return word;
  if (/io$/i.test(word)) return `${word.slice(0, -2)}i`;
  if (/[cg]o$/i.test(word)) return `${word.slice(0, -1)}hi`;
  if (/[cg]a$/i.test(word)) return `${word.slice(0, -1)}he`;
  if (/a$/i.test(word)) return `${word.slice(0, -1)}e`;
  if (/[oe]$/i.test(word)) return `${word.slice(0, -1)}i`;
  return word;
}

/** The reverse, for a count that drops to one: "cipolle" → "cipolla", "limoni" → "limone", "spicchi" → "spicchio". */
export function italianSingular(word: string): string {
  if (Object.hasOwn(SINGULAR_OF, word)) return SINGULAR_OF[word]!;
  if (SINGULAR_IN_E.has(word.toLowerCase())) return word;
  if (/[cg]hi$/i.test(word) && /cchi$/i.test(word)) return `${word}o`;
  if (/[cg]hi$/i.test(word)) return `${word.slice(0, -2)}o`;
  if (/[cg]he$/i.test(word)) return `${word.slice(0, -2)}a`;
  if (/ai$/i.test(word)) return `${word}o`;
  if (/e$/i.test(word)) return `${word.slice(0, -1)}a`;
  if (/i$/i.test(word)) {
    const inE = `${word.slice(0, -1)}e`;
    return SINGULAR_IN_E.has(inE.toLowerCase()) ? inE : `${word.slice(0, -1)}o`;
  }
  return word;
}
