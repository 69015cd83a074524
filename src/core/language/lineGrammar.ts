import table from './lineWords.json';
import type { RecipeLanguage } from './recipeLanguages';

/** The word between an amount and what it measures, as a language writes it (lineWords.json). */
interface Join {
  word: string;
  /** Its form before a vowel ("d’"), and the pattern of what counts as one ("^[aeiouyh…]"). */
  elided?: string;
  elidedBefore?: string;
  /** A name that already starts with a join ("de safran", "d’origan") keeps its own. */
  alreadyJoined: string;
}

/** How a language writes an ingredient's line (lineWords.json says each field's use). */
export interface LineGrammar {
  headEnd: string | null;
  join: Join | null;
  unitsJoined: boolean;
  pinch: string;
  oneWords: readonly string[];
  sizeWords: readonly string[];
  joiningWords: readonly string[];
}

export const LINE_GRAMMAR: Record<RecipeLanguage, LineGrammar> = table;

/** What an amount measures, joined as the language joins it: "safran" → "de safran", "origan" → "d’origan". */
export function joinedName(name: string, language: RecipeLanguage): string {
  const { join } = LINE_GRAMMAR[language];
  if (!join || new RegExp(join.alreadyJoined, 'i').test(name)) return name;
  const elided = join.elided && join.elidedBefore && new RegExp(join.elidedBefore, 'i').test(name);
  return `${elided ? join.elided : join.word}${name}`;
}

/** What an amount measures, without the word that joins it to the amount: "de espinacas" → "espinacas". */
export function unjoinedName(name: string, language: RecipeLanguage): string {
  const { join } = LINE_GRAMMAR[language];
  return join ? name.replace(new RegExp(`(?:${join.alreadyJoined})\\s*`, 'i'), '').trim() : name;
}
