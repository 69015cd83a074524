import foodReadingWords from './foodReadingWords.json';
import { nameWordsOf } from './foodNameWords';
import type { FoodNames, FoodState } from './nutritionTableTypes';

/** The English words a line's food is read with; what each says is in the file's $comment. */
const WORDS = foodReadingWords.en;
const DESCRIBING = new Set(WORDS.describing);
const ENDS_THE_FOOD = new Set(WORDS.endsTheFood);
const SAYS_NOTHING_OF_THE_FOOD = new Set(WORDS.saysNothingOfTheFood);
const BROAD_NAMES = new Set(WORDS.broadNames);
const PART_OF_A_FRUIT: ReadonlyMap<string, string> = new Map(Object.entries(WORDS.partOfAFruit));
const STATE_WORDS = new Set(WORDS.stateWords);

/** The SR28 entry a line's food is, by which name; or why it is not counted. */
export type FoodOfLine =
  | { found: true; sr: string; name: string }
  /** "unknown": no food of the table is named; "unsure": one is, but the line's words say more than it does. */
  | { found: false; reason: 'unknown' | 'unsure' };

/** What a line's words say of the food's state; nothing said is as bought. */
function stateAsked(
  words: readonly string[],
  phrase: readonly string[],
  unit: string | null,
): FoodState | 'fresh' | null {
  const has = (...asked: string[]) => asked.some((word) => words.includes(word));
  // "Roasted peanuts" are roasted; "2 cups pecans, toasted" are pecans a cook will toast.
  const named = (...asked: string[]) => asked.some((word) => phrase.includes(word));
  // Pickled and preserved foods are SR28's canned ones: a preserved lemon is not a fresh one.
  if (has('canned', 'tinned', 'pickled', 'preserved') || unit === 'can') return 'canned';
  if (has('cooked', 'boiled', 'leftover', 'steamed') || named('roasted', 'toasted')) return 'cooked';
  if (has('dried')) return 'dried';
  if (has('frozen')) return 'frozen';
  // Fresh marjoram is not SR28's dried marjoram, which weighs and counts otherwise.
  if (has('fresh')) return 'fresh';
  return null;
}

/** States to look in when the line says none: as bought first, then what the food is only sold as; never cooked. */
const ANY_STATE: readonly FoodState[] = ['as bought', 'canned', 'dried', 'frozen'];

/** The longest name of the index among the words ending at `end` (that `fits`, if given), or null. */
function nameEndingAt(
  words: readonly string[],
  end: number,
  names: FoodNames,
  fits: (name: string) => boolean = () => true,
): { name: string; start: number } | null {
  for (let start = Math.max(0, end - 4); start < end; start += 1) {
    const name = words.slice(start, end).join(' ');
    if (name in names && fits(name)) return { name, start };
  }
  return null;
}

/** The entry of a name in the state the line asks for; with none asked, as bought or what it is only sold as. */
function entryInState(states: FoodNames[string], asked: FoodState | 'fresh' | null): string | undefined {
  if (asked === null) return ANY_STATE.map((state) => states[state]).find(Boolean);
  if (asked === 'fresh') return states['as bought'] ?? states.frozen;
  return states[asked] ?? (asked === 'frozen' ? states['as bought'] : undefined);
}

/**
 * Whether the word before a name leaves it that food: a food before it makes another of it ("almond milk", "rice
 * vinegar"), and a word the table does not know makes a broad name a guess ("Emmenthal cheese").
 */
function nameIsTheFood(phrase: readonly string[], found: { name: string; start: number }, names: FoodNames): boolean {
  if (found.start === 0) return true;
  const before = phrase[found.start - 1]!;
  if (DESCRIBING.has(before) || SAYS_NOTHING_OF_THE_FOOD.has(before)) return true;
  if (nameEndingAt(phrase, found.start, names)) return false;
  return !BROAD_NAMES.has(found.name);
}

/** Whether any name of the index ends among the first `end` words. */
const namedBefore = (words: readonly string[], end: number, names: FoodNames) =>
  words.slice(0, end).some((_, index) => nameEndingAt(words, index + 1, names));

/**
 * The words that name the food: the first phrase that names one ("pitted, split black olives" is "split black
 * olives"), up to the word that starts saying how it is used ("olive oil for frying").
 */
function foodPhraseOf(words: readonly (string | null)[], names: FoodNames): string[] {
  const phrases: string[][] = [[]];
  for (const word of words) {
    if (word === null) phrases.push([]);
    else phrases[phrases.length - 1]!.push(word);
  }
  const cut = (phrase: string[]) => {
    const stop = phrase.findIndex((word) => ENDS_THE_FOOD.has(word));
    return stop === -1 ? phrase : phrase.slice(0, stop);
  };
  return phrases.map(cut).find((phrase) => namedBefore(phrase, phrase.length, names)) ?? cut(phrases[0]!);
}

/**
 * Which SR28 entry an ingredient line's food is, read as a cook means it: the food named last before the
 * words that only say how it is prepared ("2 garlic cloves, finely chopped" is garlic; "coconut milk" is not
 * milk), in the state the line asks for ("canned chickpeas", "cooked rice", "dried figs"). A line whose words say
 * more than any name the table knows ("nutritional yeast", "almond milk" if the table had no such name) is not
 * guessed at: it is unsure, and left out.
 */
export function foodOfLine(description: string, unit: string | null, names: FoodNames): FoodOfLine {
  const all = nameWordsOf(description.replace(/^\s*\([^)]*\)\s*/, ''));
  const phrase = foodPhraseOf(all, names);
  let end = phrase.length;
  while (end > 1 && SAYS_NOTHING_OF_THE_FOOD.has(phrase[end - 1]!) && namedBefore(phrase, end - 1, names)) {
    // "Onion powder" is a food of its own; "garlic cloves" is garlic, since "cloves" alone is the spice.
    const named = nameEndingAt(phrase, end, names);
    if (named && named.start < end - 1) break;
    end -= 1;
  }
  const words = all.filter((word): word is string => word !== null);
  const asked = stateAsked(words, phrase, unit);
  // A name that says its state ("tinned tomatoes", "dried yeast") is that state already.
  const askedOf = (name: string) => (name.split(' ').some((word) => STATE_WORDS.has(word)) ? null : asked);
  // "Yellow onion" is SR28's sautéed one alone: a raw yellow onion is an onion.
  const found = nameEndingAt(phrase, end, names, (name) => entryInState(names[name]!, askedOf(name)) !== undefined);
  if (!found) {
    return { found: false, reason: namedBefore(phrase, phrase.length, names) ? 'unsure' : 'unknown' };
  }
  if (!nameIsTheFood(phrase, found, names)) return { found: false, reason: 'unsure' };
  const namesAPart = found.name.split(' ').some((word) => PART_OF_A_FRUIT.has(word));
  const parts = [...new Set(words.flatMap((word) => PART_OF_A_FRUIT.get(word) ?? []))];
  // "Juice of 2 limes" is SR28's lime juice, weighed by what a lime yields, and "zest of 1 orange" its peel;
  // zest and juice together are not guessed.
  const part = parts.length === 1 ? `${found.name} ${parts[0]}` : '';
  if (!namesAPart && part in names) {
    const sr = entryInState(names[part]!, null);
    if (sr) return { found: true, sr, name: part };
  }
  if (parts.length > 0 && !namesAPart) return { found: false, reason: 'unsure' };
  const sr = entryInState(names[found.name]!, askedOf(found.name));
  return sr ? { found: true, sr, name: found.name } : { found: false, reason: 'unsure' };
}
