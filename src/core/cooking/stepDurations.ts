import { numericQuantity } from 'numeric-quantity';
import { durationText } from '../../lib/durationText';
import { RECIPE_LANGUAGES, type RecipeLanguage } from '../language/recipeLanguages';
import durationWords from './durationWords.json';

export interface StepDuration {
  /** For the timer's button and its line: "10 min", "25–30 min", "1 h 30 min", "45 s". */
  label: string;
  /** How long the timer runs: the lower end of a range, the moment to start checking. */
  seconds: number;
}

/** Longer than any step of a recipe: a longer "duration" (a typo, a broken reply) is not offered as a timer. */
export const MAX_TIMER_SECONDS = 24 * 60 * 60;

/** How a language writes a duration (durationWords.json says each field's use). */
interface DurationWords {
  numbers: Readonly<Record<string, number>>;
  tens: readonly string[];
  phrases: Readonly<Record<string, number>>;
  units: Readonly<Record<UnitKey, readonly string[]>>;
  range: readonly string[];
  and: readonly string[];
  halves: readonly string[];
}
type UnitKey = 'h' | 'm' | 's';

const WORDS: Record<RecipeLanguage, DurationWords> = durationWords;
/** Steps are read with every language's words: a recipe may mix them, and none of them is a number elsewhere. */
const every = <T>(pick: (words: DurationWords) => readonly T[]) =>
  RECIPE_LANGUAGES.flatMap((language) => pick(WORDS[language]));
const NUMBER_WORDS = new Map(every((words) => Object.entries(words.numbers)));
const PHRASES = every((words) => Object.entries(words.phrases)).map(
  ([pattern, value]) => [new RegExp(`^(?:${pattern})$`, 'iu'), value] as const,
);
const TENS = every((words) => words.tens);
const DIGITS = [...NUMBER_WORDS].filter(([, value]) => value >= 1 && value <= 9 && Number.isInteger(value));
const UNIT_KEYS: readonly UnitKey[] = ['h', 'm', 's'];
const unitPatterns = (key: UnitKey) => every((words) => words.units[key]);
const HALVES = every((words) => words.halves);
/** Longest first, so that "cuarenta y cinco" is read whole rather than as "cuarenta". */
const longestFirst = (patterns: readonly string[]) => [...patterns].sort((a, b) => b.length - a.length);

/** "ten" → 10, "twenty-five" → 25, "forty five" → 45, "quince" → 15, "vingt-cinq" → 25; anything else → NaN. */
function wordNumber(words: string): number {
  const known = NUMBER_WORDS.get(words);
  if (known !== undefined) return known;
  const [tens, unit] = words.split(/[\s-]+/);
  if (!TENS.includes(tens!) || unit === undefined) return NaN;
  const digit = DIGITS.find(([word]) => word === unit)?.[1];
  return digit === undefined ? NaN : NUMBER_WORDS.get(tens!)! + digit;
}

const NUMBER = String.raw`\d+(?:[.,]\d+)?(?:\s+\d+/\d+)?|\d+/\d+|\d*\s*[½⅓⅔¼¾⅛]`;
const WORD_NUMBER = [
  String.raw`(?:${TENS.join('|')})(?:[\s-]+(?:${DIGITS.map(([word]) => word).join('|')}))?`,
  ...longestFirst([...every((words) => Object.keys(words.phrases)), ...NUMBER_WORDS.keys()]),
].join('|');
const UNIT = longestFirst(UNIT_KEYS.flatMap(unitPatterns)).join('|');
const DURATION = new RegExp(
  String.raw`(?<![\p{L}\d_/.,])(?<from>${NUMBER}|${WORD_NUMBER})\s*(?:(?:-|–|—|${every((words) => words.range).join('|')})\s*(?<to>${NUMBER}|${WORD_NUMBER}))?\s*(?<unit>${UNIT})(?![\p{L}\d])` +
    String.raw`(?:\s*(?:(?:${every((words) => words.and).join('|')})\s+)?(?<extra>\d+|${HALVES.join('|')})\s*(?:${unitPatterns('m').join('|')})?(?=[^\p{L}\d_]|$))?`,
  'giu',
);

const UNIT_SECONDS: Record<UnitKey, number> = { h: 3600, m: 60, s: 1 };
const UNIT_OF = UNIT_KEYS.map((key) => [key, new RegExp(`^(?:${unitPatterns(key).join('|')})$`, 'iu')] as const);
const unitKey = (unit: string): UnitKey => UNIT_OF.find(([, pattern]) => pattern.test(unit))?.[0] ?? 's';

function amountOf(text: string): number {
  const words = text.toLowerCase().replace(/\s+/g, ' ');
  const phrase = PHRASES.find(([pattern]) => pattern.test(words));
  if (phrase) return phrase[1];
  if (/^\p{L}/u.test(words)) return wordNumber(words);
  return numericQuantity(words.replace(',', '.'));
}

/**
 * The durations a step names ("simmer for 10 minutes", "bake 25–30 min", "1 hour", "1 hour 30 minutes"), in
 * order, each one a timer the cook can start; numbers in words are read ("ten minutes", "twenty-five minutes").
 * Amounts that are not durations ("2 cups", "180 °C"), and durations past a day, are ignored.
 */
export function stepDurations(step: string): StepDuration[] {
  const found: StepDuration[] = [];
  for (const match of step.matchAll(DURATION)) {
    const { from = '', to, unit = '', extra } = match.groups ?? {};
    const perUnit = UNIT_SECONDS[unitKey(unit)];
    // "1 hour 30 minutes", "1 hora y media": the extra is minutes, or half the unit.
    const extraSeconds =
      extra === undefined ? 0 : HALVES.includes(extra.toLowerCase()) ? perUnit / 2 : Number(extra) * 60;
    const low = amountOf(from) * perUnit + extraSeconds;
    const high = to === undefined ? undefined : amountOf(to) * perUnit;
    if (!Number.isFinite(low) || low <= 0 || low > MAX_TIMER_SECONDS || (high !== undefined && !(high > low))) continue;
    const label =
      high === undefined
        ? durationText(low)
        : `${durationText(low).replace(/ \D+$/, '')}–${durationText(high)}`.replace(
            /^(\d+) (\w+)–(\d+) \2$/,
            '$1–$3 $2',
          );
    found.push({ label, seconds: Math.round(low) });
  }
  return found;
}
