import { RECIPE_LANGUAGES, type RecipeLanguage } from '../language/recipeLanguages';
import vesselWords from './vesselWords.json';

/** The kinds of vessel a cook counts as one: "the pan" after "a large skillet" is the same pan. */
type Vessel = 'pan' | 'pot' | 'tray';

/** How a language names vessels (vesselWords.json says each field's use). */
interface VesselWords {
  vessels: Readonly<Record<Vessel, readonly string[]>>;
  another: readonly string[];
  sizes: readonly string[];
}

const WORDS: Record<RecipeLanguage, VesselWords> = vesselWords;
const VESSELS: readonly Vessel[] = ['pan', 'pot', 'tray'];
const every = (pick: (words: VesselWords) => readonly string[]) =>
  RECIPE_LANGUAGES.flatMap((language) => pick(WORDS[language]));

/** Each name a recipe gives a vessel, in every language, longest first, so "sheet pan" is a tray and "saucepan" a pot. */
const NAMES: ReadonlyArray<readonly [string, Vessel]> = VESSELS.flatMap((vessel) =>
  every((words) => words.vessels[vessel]).map((name) => [name, vessel] as const),
).sort(([a], [b]) => b.length - a.length);

const NAME = new RegExp(`\\b(${NAMES.map(([name]) => name).join('|')})s?\\b`, 'gi');
/** Words that put a second vessel of a kind on the stove: "another pan", "a separate pot". */
const ANOTHER_BEFORE = new RegExp(
  String.raw`(?<!\p{L})(?:${every((words) => words.another).join('|')})\s+(?:(?:${every((words) => words.sizes).join('|')})\s+)?$`,
  'iu',
);

/** The vessel a name found in a step is, by the table's spelling of it ("pan", German's "Pfanne"). */
const vesselNamed = (found: string) => NAMES.find(([known]) => known.toLowerCase() === found.toLowerCase())!;

/** Why the steps need more than one vessel: a second of one kind, or two of different kinds. */
export type SecondVessel =
  | { kind: 'second-vessel'; name: string; step: number }
  | { kind: 'two-vessels'; first: string; firstStep: number; second: string; step: number };

/**
 * Why the steps need more than one pan, pot, skillet or tray (the card says "This version uses a pot in step 1
 * and a pan in step 3."), or null when they use one at most.
 */
export function moreThanOneVessel(instructions: readonly string[]): SecondVessel | null {
  let first: { name: string; vessel: Vessel; step: number } | undefined;
  for (const [index, step] of instructions.entries()) {
    for (const match of step.matchAll(NAME)) {
      const [name, vessel] = vesselNamed(match[1]!);
      if (ANOTHER_BEFORE.test(step.slice(0, match.index))) return { kind: 'second-vessel', name, step: index + 1 };
      if (!first) first = { name, vessel, step: index + 1 };
      else if (first.vessel !== vessel)
        return { kind: 'two-vessels', first: first.name, firstStep: first.step, second: name, step: index + 1 };
    }
  }
  return null;
}
