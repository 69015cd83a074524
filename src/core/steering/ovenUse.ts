import { RECIPE_LANGUAGES, type RecipeLanguage } from '../language/recipeLanguages';
import ovenWords from './ovenWords.json';

type OvenVerb = 'bake' | 'roast' | 'broil';
type Oven = 'oven' | 'broiler';

/** How a language's steps use an oven (ovenWords.json says each field's use). */
interface OvenWords {
  verbs: Readonly<Record<OvenVerb, readonly string[]>>;
  ovens: Readonly<Record<Oven, readonly string[]>>;
  notOvenBefore: readonly string[];
  notOvenAfter: readonly string[];
  objectEnds: readonly string[];
}

const WORDS: Record<RecipeLanguage, OvenWords> = ovenWords;
/** Steps are read with every language's words, as a recipe may mix them. */
const every = (pick: (words: OvenWords) => readonly string[]) =>
  RECIPE_LANGUAGES.flatMap((language) => pick(WORDS[language])).join('|');
const VERBS: readonly OvenVerb[] = ['bake', 'roast', 'broil'];
const OVENS: readonly Oven[] = ['oven', 'broiler'];

/** One named group per kind, so that a match says its kind: "(?<bake>bake|horne…)|(?<roast>…)". */
const byKind = <Kind extends string>(
  kinds: readonly Kind[],
  pick: (words: OvenWords, kind: Kind) => readonly string[],
) => kinds.map((kind) => `(?<${kind}>${every((words) => pick(words, kind))})`).join('|');
const kindFound = <Kind extends string>(kinds: readonly Kind[], match: RegExpExecArray): Kind =>
  kinds.find((kind) => match.groups?.[kind] !== undefined)!;

/** Verbs that cook in an oven, as steps are written ("Roast the peppers", "Hornear 20 minutos", "Enfourner"). */
const OVEN_VERB = new RegExp(
  String.raw`(?<![\p{L}-])(?:${byKind(VERBS, (words, verb) => words.verbs[verb])})(?!\p{L})`,
  'iu',
);
/** The oven itself, but not a Dutch oven (a pot) or a microwave. */
const OVEN = new RegExp(
  String.raw`(?<!\b(?:${every((words) => words.notOvenBefore)})\s)(?<!\p{L})(?:${byKind(OVENS, (words, oven) => words.ovens[oven])})(?!\p{L})(?!\s+(?:${every((words) => words.notOvenAfter)}))`,
  'iu',
);

/** What a verb acts on runs to the first word that says how, where or how long. */
const OBJECT_ENDS = new RegExp(`^(?:${every((words) => words.objectEnds)})$`, 'i');

/** "the peppers" in "Roast the peppers for 20 minutes.": up to five words after the verb. */
function objectAfter(step: string, end: number): string {
  const words = step
    .slice(end)
    .replace(/[.,;:!(].*$/s, '')
    .trim()
    .split(/\s+/);
  const object: string[] = [];
  for (const word of words) {
    if (!word || OBJECT_ENDS.test(word) || /\d/.test(word) || object.length === 5) break;
    object.push(word);
  }
  const text = object.join(' ');
  // A step written in capitals is quoted in the card's own case.
  return text === text.toUpperCase() ? text.toLowerCase() : text;
}

/** How a step uses an oven: a verb with what it acts on ("roast", "the peppers"), or the oven it names. */
export type OvenUse =
  | { kind: 'oven-verb'; verb: OvenVerb; object: string; step: number }
  | { kind: 'oven-named'; oven: Oven; step: number };

/**
 * How the first step that needs an oven uses it (the card says "This version still roasts the peppers in step
 * 3."), or null when no step bakes, roasts, broils or names an oven.
 */
export function ovenUseIn(instructions: readonly string[]): OvenUse | null {
  for (const [index, step] of instructions.entries()) {
    const verb = OVEN_VERB.exec(step);
    const oven = OVEN.exec(step);
    if (verb && (!oven || verb.index <= oven.index)) {
      const object = objectAfter(step, verb.index + verb[0].length);
      return { kind: 'oven-verb', verb: kindFound(VERBS, verb), object, step: index + 1 };
    }
    if (oven) {
      return { kind: 'oven-named', oven: kindFound(OVENS, oven), step: index + 1 };
    }
  }
  return null;
}
