import { englishSingular } from '../language/wordForms';
import { converted, MASS_UNITS, VOLUME_UNITS } from '../cooking/units/cookMeasures';
import { gramsPerCupOf } from '../cooking/units/ingredientDensities';
import type { RecipeLanguage } from '../language/recipeLanguages';
import type { ChosenFoods } from './chosenFoods';
import { foodOfLine } from './foodOfLine';
import { readLine } from './readLine';
import sr28PortionWords from './sr28PortionWords.json';
import type { NutritionTable, TableFood } from './nutritionTableTypes';

/** SR28's own words for its portions; what each list holds is in the file's $comment. */
const WORDS = sr28PortionWords.en;
const PORTION_WORDS: Readonly<Record<string, readonly string[]>> = WORDS.portionWords;
const MEASURE_WORDS = new Set(WORDS.measureWords);
const CONTAINER_WORDS = new Set(WORDS.containerWords);
const VAGUE_MEASURES = new Set(WORDS.vagueMeasures);
const PARTS = new Set(WORDS.parts);
const SIZES = new Set(WORDS.sizes);
const SMALLER_THAN_SR28 = new Set(WORDS.smallerThanSr28);
const SR28_COUNTING_WORDS: Readonly<Record<string, string>> = WORDS.countingWords;

/** A line the figures count: which SR28 entry, and how many grams of it. */
export interface CountedLine {
  counted: true;
  sr: string;
  grams: number;
  /** Counted as the food the cook picked for its wording (ChosenFoods), not as the counter read it. */
  chosen?: true;
}

/** Why a line is left out of the figures, as the card names it. */
export type NotCountedReason =
  /** "salt to taste", "a pinch of salt", a line with no amount. */
  | 'no amount'
  /** A food the table does not know. */
  | 'unknown food'
  /** A food the table knows, named with words that may make it another ("wasabi paste"): not guessed at. */
  | 'unsure food'
  /** A known food in a measure nothing weighs ("2 handfuls spinach", "2 stalks celery"). */
  | 'no weight';

/**
 * A line left out: why, and the most energy it could hold (mostKcal), so the card knows whether the figures may
 * stand without it; Infinity when nothing bounds it ("4 Peshawari naan").
 */
export interface NotCountedLine {
  counted: false;
  reason: NotCountedReason;
  mostKcal: number;
  /** Left out even as the food the cook picked: that food has no weight for its amount. */
  chosen?: true;
}

export type LineGrams = CountedLine | NotCountedLine;

/** "1 cup, chopped" → 1 and "cup, chopped"; ".5 cup" → 0.5; null when the text does not start with a number. */
function portionParts(text: string): { count: number; words: string } | null {
  const match = /^(\d*\.?\d+)\s+(.*)$/.exec(text);
  if (!match || Number(match[1]) <= 0) return null;
  return { count: Number(match[1]), words: match[2]!.toLowerCase() };
}

/** A measure SR28 gives in brackets: "1 envelope, (1 tbsp)" is also 1 tbsp. */
const bracketedParts = (text: string) => portionParts(/\(([^)]*)\)/.exec(text)?.[1]?.trim() ?? '');

/**
 * Grams in one `unit` of a food by its SR28 portions ("1 clove", "1 large", "1 cup"), or null; `whole` takes only
 * portions of one or more ("4 salmon fillets" are not SR28's half fillet of a side of salmon, doubled).
 */
function gramsPerUnit(food: TableFood, unit: string, whole = false): number | null {
  for (const portion of food.portions) {
    for (const parts of [portionParts(portion.text), bracketedParts(portion.text)]) {
      // A count weighs one of the food, not a part of it named after it: "10 cantaloupe balls" are no melons.
      if (whole && parts && (parts.count < 1 || /^\S+ balls?\b/.test(parts.words))) continue;
      // SR28 writes "5 sprigs" where the line's unit is a sprig.
      const counted = parts && firstWordOf(parts.words);
      if (
        counted &&
        (PORTION_WORDS[unit] ?? [unit]).some((word) => [counted, englishSingular(counted)].includes(word))
      ) {
        return portion.grams / parts.count;
      }
    }
  }
  return null;
}

const firstWordOf = (text: string) => text.toLowerCase().split(/[\s,(]+/)[0]!;

/** "slices", "tins": the spellings of a counting word to look for among SR28's portions. */
function portionWordsOf(word: string): string[] {
  const forms = [word, word.replace(/s$/, ''), word.replace(/es$/, '')];
  return forms.flatMap((form) => (SR28_COUNTING_WORDS[form] ? [form, SR28_COUNTING_WORDS[form]] : [form]));
}

/**
 * Grams in one of a food written with no unit: by a counting word that starts the text ("2 slices bread", "1 tin
 * chickpeas"), else the food itself ("2 eggs", "1 lemon"): its usual piece, a medium one, or the first whole
 * portion that counts it.
 */
function gramsPerPiece(food: TableFood, piece: string, description: string): number | null {
  // The words naming the food, not how it is cut: "2 red peppers, cut into long slices" counts peppers.
  const words = description
    .toLowerCase()
    .split(/[,(]/)[0]!
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  // "2 slices bread", "1 tin chickpeas", "4 cherry tomatoes", "3 celery sticks": a word of the line that SR28 counts.
  for (const word of words) {
    for (const form of portionWordsOf(word)) {
      if (MEASURE_WORDS.has(form)) continue;
      const byWord = gramsPerUnit(food, form, true);
      if (byWord !== null) return byWord;
    }
  }
  if (words.some((word) => portionWordsOf(word).some((form) => VAGUE_MEASURES.has(form) || PARTS.has(form)))) {
    return null;
  }
  // A baby aubergine is not SR28's aubergine.
  if (words.some((word) => SMALLER_THAN_SR28.has(word))) return null;
  const usual = gramsPerUnit(food, piece);
  if (usual !== null) return usual;
  for (const portion of food.portions) {
    const parts = portionParts(portion.text);
    // Half a salmon "fillet" is SR28's portion of a side of salmon, not what a cook means by one.
    const word = parts && firstWordOf(parts.words);
    if (parts && word && parts.count >= 1 && !MEASURE_WORDS.has(word) && !CONTAINER_WORDS.has(word)) {
      return portion.grams / parts.count;
    }
  }
  return null;
}

/** "1 (400 g) can chickpeas": the weight the line gives in brackets, per piece, with its unit's parse-ingredient id. */
const GIVEN_WEIGHT = /^\((\d*\.?\d+)\s*(g|kg|oz|lb)\)/i;
const GIVEN_UNITS: Record<string, string> = { g: 'gram', kg: 'kilogram', oz: 'ounce', lb: 'pound' };

/** Grams of `amount` of a food in `unit` (parse-ingredient's id, or null for a count), or null when unweighable. */
/**
 * A pinch and a dash as a teaspoon's share, as the measuring spoons sold by those names hold them (a dash ⅛ tsp, a
 * pinch ¹⁄₁₆ tsp): "1 Prise Salz", "a dash of Tabasco" weighed by the food's own teaspoon.
 */
const SHARE_OF_A_TEASPOON: Readonly<Record<string, number>> = { pinch: 1 / 16, dash: 1 / 8 };

function gramsOf(
  food: TableFood,
  piece: string,
  amount: number,
  unit: string | null,
  description: string,
): number | null {
  const share = unit ? SHARE_OF_A_TEASPOON[unit] : undefined;
  if (share) return gramsOf(food, piece, amount * share, 'teaspoon', description);
  const mass = unit ? MASS_UNITS[unit] : undefined;
  if (mass) return converted(amount, mass, 'g');
  const given = GIVEN_WEIGHT.exec(description);
  if (given) return amount * converted(Number(given[1]), MASS_UNITS[GIVEN_UNITS[given[2]!.toLowerCase()]!]!, 'g');
  const volume = unit ? VOLUME_UNITS[unit] : undefined;
  if (volume) {
    const density = gramsPerCupOf(description);
    if (density !== null) return converted(amount, volume, 'cup') * density;
    // SR28's portion in the line's own measure first: "2 tbsp parsley" by its tablespoon, not a cup's eighth.
    const measures = Object.keys(PORTION_WORDS).sort((a, b) => Number(b === unit) - Number(a === unit));
    for (const measured of measures) {
      const perUnit = gramsPerUnit(food, measured);
      if (perUnit !== null) return converted(amount, volume, VOLUME_UNITS[measured]!) * perUnit;
    }
    return null;
  }
  // "1 large jalapeño" is a jalapeño when SR28 weighs no large one.
  const perPiece = !unit
    ? gramsPerPiece(food, piece, description)
    : (gramsPerUnit(food, unit) ?? (SIZES.has(unit) ? gramsPerPiece(food, unit, description) : null));
  return perPiece === null ? null : amount * perPiece;
}

/** Fat's energy: no food holds more a gram, so it bounds a line whose food is not known. */
const FAT_KCAL_PER_GRAM = 9;
/**
 * Nothing a cook spoons or pours holds more energy a millilitre than fat, which is lighter than water (oil is about
 * 8 kcal/ml, honey 4, sugar 3): fat's energy at water's weight bounds any volume.
 */
const MOST_KCAL_PER_ML = 9;
/** Syrups and honey, the heaviest foods a cook measures by volume, weigh about 1.4 g/ml. */
const MOST_GRAMS_PER_ML = 1.5;
/** A line with no amount ("salt to taste", "oil for frying") is taken as a tablespoon at most. */
const TO_TASTE_GRAMS = 15;
/** A herb's or spice's piece (a bay leaf, a pod, a cinnamon stick, a star anise) weighs a few grams at most. */
const SPICE_PIECE_GRAMS = 5;
/** SR28's food group of spices and herbs: the first two digits of its number. */
const SPICES_AND_HERBS = '02';

/** The heaviest whole piece SR28 gives of a food ("1 large" onion, 150 g): what any part of one weighs at most. */
function heaviestPiece(food: TableFood): number | null {
  const pieces = food.portions.flatMap((portion) => {
    const parts = portionParts(portion.text);
    const word = parts && firstWordOf(parts.words);
    return parts && word && parts.count >= 1 && !MEASURE_WORDS.has(word) && !CONTAINER_WORDS.has(word)
      ? [portion.grams / parts.count]
      : [];
  });
  return pieces.length > 0 ? Math.max(...pieces) : null;
}

/**
 * The most energy a line left out could hold, from what its amount can weigh: a weight as written, a volume at the
 * most a millilitre can hold, a herb's piece or a part of a fruit by the whole; times its food's energy when the
 * food is known, else fat's. A count of something nothing weighs is not bounded (Infinity).
 */
function mostKcalOf(
  amount: number,
  unit: string | null,
  description: string,
  known: { sr: string; food: TableFood } | null,
): number {
  const kcalPerGram = known ? known.food.per100g.kcal / 100 : FAT_KCAL_PER_GRAM;
  const mass = unit ? MASS_UNITS[unit] : undefined;
  if (mass) return converted(amount, mass, 'g') * kcalPerGram;
  const volume = unit ? VOLUME_UNITS[unit] : undefined;
  if (volume) return converted(amount, volume, 'ml') * Math.min(MOST_KCAL_PER_ML, kcalPerGram * MOST_GRAMS_PER_ML);
  if (!known) return Infinity;
  if (known.sr.startsWith(SPICES_AND_HERBS)) return amount * SPICE_PIECE_GRAMS * kcalPerGram;
  const words = description.toLowerCase().split(/[^\p{L}]+/u);
  const ofAPart = words.some((word) => portionWordsOf(word).some((form) => PARTS.has(form)));
  const whole = ofAPart ? heaviestPiece(known.food) : null;
  return whole === null ? Infinity : amount * whole * kcalPerGram;
}

/**
 * The food of a line whose measure comes first in words ("to taste salt", "a pinch of sugar", "q.b. sale"): the
 * first known food among the words that follow, found by dropping words from the start.
 */
function foodAfterTheMeasure(description: string, table: NutritionTable): { sr: string; food: TableFood } | null {
  const words = description.split(/\s+/);
  for (let start = 1; start < words.length; start += 1) {
    const food = foodOfLine(words.slice(start).join(' '), null, table.names);
    if (food.found) return { sr: food.sr, food: table.foods[food.sr]! };
  }
  return null;
}

/**
 * How many grams of which SR28 food an ingredient line is: "200 g rice", "2 cups flour" (the density table),
 * "2 tbsp olive oil" and "3 cloves garlic" (SR28's portions), "2 eggs" (a large egg), "1 (400 g) can chickpeas".
 * A range counts its middle. Nothing is guessed: a line with no amount, a food the table does not know, or a
 * unit nothing weighs is not counted, and says which. A line in another language is read as its English.
 */
export function lineGrams(
  line: string,
  table: NutritionTable,
  language: RecipeLanguage = 'en',
  chosen: ChosenFoods = {},
): LineGrams {
  const { parsed, wording, description } = readLine(line, language);
  const chosenSr = chosen[wording];
  const food =
    chosenSr && table.foods[chosenSr] ? null : foodOfLine(description, parsed?.unitOfMeasureID ?? null, table.names);
  const sr = food ? (food.found ? food.sr : null) : chosenSr!;
  const known = sr ? { sr, food: table.foods[sr]! } : null;
  // The cook's pick for this wording, said with the line wherever it is shown.
  const byTheCook = food === null ? { chosen: true as const } : {};
  if (!parsed || parsed.quantity === null || parsed.quantity <= 0) {
    const toTaste = known ?? foodAfterTheMeasure(description, table);
    const kcalPerGram = toTaste ? toTaste.food.per100g.kcal / 100 : FAT_KCAL_PER_GRAM;
    // A spice to taste is a few grams, as a spice's piece is; anything else a tablespoon.
    const grams = toTaste?.sr.startsWith(SPICES_AND_HERBS) ? SPICE_PIECE_GRAMS : TO_TASTE_GRAMS;
    return { counted: false, reason: 'no amount', mostKcal: grams * kcalPerGram, ...byTheCook };
  }
  const amount = parsed.quantity2 === null ? parsed.quantity : (parsed.quantity + parsed.quantity2) / 2;
  const leftOut = (reason: NotCountedReason): NotCountedLine => ({
    counted: false,
    reason,
    mostKcal: mostKcalOf(amount, parsed.unitOfMeasureID, description, known),
    ...byTheCook,
  });
  if (!known) return leftOut(food && !food.found && food.reason === 'unknown' ? 'unknown food' : 'unsure food');
  const grams = gramsOf(known.food, known.food.piece ?? 'medium', amount, parsed.unitOfMeasureID, description);
  return grams === null ? leftOut('no weight') : { counted: true, sr: known.sr, grams, ...byTheCook };
}
