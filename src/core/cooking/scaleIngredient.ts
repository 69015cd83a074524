import { formatQuantity } from 'format-quantity';
import { joinedName, LINE_GRAMMAR } from '../language/lineGrammar';
import { pluralIn, singularIn } from '../language/wordForms';
import { withDecimalMark } from '../language/languageFacts';
import type { RecipeLanguage } from '../language/recipeLanguages';
import { KITCHEN_UNITS, parsedIngredientLine } from './parsedIngredientLine';
import { METRIC_UNIT_IDS } from './units/cookMeasures';

/** Sizes rather than units ("1 large onion"): the word after them is what is counted. */
const SIZES = new Set(['large', 'medium', 'small']);

/** Fractions a cook measures with: halves, thirds, quarters and eighths. */
const COOK_DENOMINATORS = [1, 2, 3, 4, 8];

/** The closest amount a cook can measure: ¾ rather than 0.7, 1⅓ rather than 1.3333. */
function toCookFraction(amount: number): number {
  let best = Math.round(amount);
  for (const denominator of COOK_DENOMINATORS) {
    const candidate = Math.round(amount * denominator) / denominator;
    if (Math.abs(candidate - amount) < Math.abs(best - amount) - 1e-9) best = candidate;
  }
  return best > 0 ? best : 1 / 8;
}

/** More than any kitchen measures: a quantity past it is a broken reply, shown as written. */
const MAX_TRUSTED_QUANTITY = 100_000;

/**
 * Grams and millilitres as a scale shows them: 1.5 kg, 35 g, 400 g, 1250 ml; a small amount keeps one more
 * decimal (0.05 g), and one too small for that is null: "a pinch".
 */
function metricText(amount: number): string | null {
  if (amount >= 100) return String(Math.round(amount / 5) * 5);
  if (amount >= 10) return String(Math.round(amount));
  for (const places of [10, 100]) {
    const rounded = Math.round(amount * places) / places;
    if (rounded > 0) return String(rounded);
  }
  return null;
}

function amountText(amount: number, unitId: string | null): string | null {
  // Units weighed or measured in metric: written as decimals, rounded as a scale would show them.
  if (unitId && METRIC_UNIT_IDS.has(unitId)) return metricText(amount);
  return formatQuantity(toCookFraction(amount), true) ?? String(amount);
}

const trusted = (quantity: number | null) =>
  quantity === null || (Number.isFinite(quantity) && quantity <= MAX_TRUSTED_QUANTITY);

const withLastWord = (text: string, change: (word: string) => string) =>
  text.replace(/([\p{L}]+)(\W*)$/u, (_, word: string, rest: string) => `${change(word)}${rest}`);

/**
 * Languages that name the food first put what is counted first, and its adjectives agree: "cebolla morada" →
 * "cebollas moradas", "diente de ajo" → "dientes de ajo", "oignon rouge" → "oignons rouges". The words before the
 * language's head end (a "de", a comma) change.
 */
const withHeadWords = (text: string, end: RegExp, change: (word: string) => string) => {
  const at = text.search(end);
  const head = at < 0 ? text : text.slice(0, at);
  return `${head.replace(/\p{L}+/gu, change)}${at < 0 ? '' : text.slice(at)}`;
};

/** How a language makes a counted word agree with its amount: the head words, or (English, German) the last. */
function countedAs(text: string, language: RecipeLanguage, form: 'plural' | 'singular'): string {
  const change = (word: string) => (form === 'plural' ? pluralIn(language, word) : singularIn(language, word));
  const { headEnd } = LINE_GRAMMAR[language];
  return headEnd === null ? withLastWord(text, change) : withHeadWords(text, new RegExp(headEnd, 'u'), change);
}

/** An amount too small to measure, as the language says it: "a pinch of saffron", "une pincée d’origan". */
const pinchOf = (what: string, language: RecipeLanguage) =>
  LINE_GRAMMAR[language].pinch.replace('{what}', joinedName(what, language));

/**
 * The unit as written, in the singular or plural the new amount needs, as the recipe's language makes it: "1 cup" →
 * "2 cups", "2 cloves" → "1 clove", "1 Zehe" → "2 Zehen", "1 tazza" → "2 tazze"; a form the unit table does not
 * know is not written, so an abbreviation stays as it is ("2 tbsp", "2 EL").
 */
function unitText(written: string, unitId: string, amount: number, language: RecipeLanguage): string {
  const unit = KITCHEN_UNITS[unitId];
  if (!unit) return written;
  const spellings = new Set(
    [unitId, unit.short, unit.plural, ...(unit.alternates ?? [])].map((spelling) => spelling.toLowerCase()),
  );
  const other = countedAs(written, language, amount > 1 ? 'plural' : 'singular');
  return other !== written && spellings.has(other.toLowerCase()) ? other : written;
}

/**
 * An ingredient line for `factor` times the servings: the quantity it starts with is scaled (whole numbers,
 * decimals, fractions, mixed numbers, ranges), written as cooks write it (fractions for cups, spoons and counts;
 * rounded decimals for grams and millilitres), and the unit or counted word follows the new amount. A line with
 * no quantity ("salt to taste", "a pinch of salt"), or one past belief ("3e+21 g"), is returned as it was;
 * decimal commas and quantities in words ("1,5 kg", "two eggs", "half a lemon") are read.
 */
export function scaleIngredientLine(line: string, factor: number, language: RecipeLanguage = 'en'): string {
  if (factor === 1 || !Number.isFinite(factor) || factor <= 0) return line;
  const parsed = parsedIngredientLine(line);
  if (!parsed || parsed.quantity === null || parsed.isGroupHeader) return line;
  const { quantity, quantity2, unitOfMeasure, unitOfMeasureID, description } = parsed;
  // A quantity the parser does not trust is shown as the reply wrote it, never as a broken number.
  if (!trusted(quantity) || !trusted(quantity2) || /\b(?:NaN|Infinity)\b/i.test(line)) return line;
  const amount = quantity * factor;
  const inLanguage = (text: string | null) => text && withDecimalMark(text, language);
  const low = inLanguage(amountText(amount, unitOfMeasureID));
  const high = quantity2 === null ? undefined : inLanguage(amountText(quantity2 * factor, unitOfMeasureID));
  // "0.01 g de azafrán": the "de" is the pinch's own.
  if (low === null || high === null) return pinchOf(description, language);
  const amounts = [low, ...(high === undefined ? [] : [high])];
  const largest = (quantity2 ?? quantity) * factor;
  const unit = unitOfMeasure && unitOfMeasureID ? unitText(unitOfMeasure, unitOfMeasureID, largest, language) : '';
  // A count without a unit ("1 onion", "2 large eggs"): the counted word follows the amount.
  const counted = unit === '' || SIZES.has(unitOfMeasureID ?? '');
  let what = description;
  if (counted && (quantity2 ?? quantity) <= 1 && largest > 1) what = countedAs(description, language, 'plural');
  if (counted && (quantity2 ?? quantity) > 1 && largest <= 1) what = countedAs(description, language, 'singular');
  return [amounts.join('–'), unit, what].filter(Boolean).join(' ');
}
