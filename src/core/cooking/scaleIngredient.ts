import { formatQuantity } from 'format-quantity';
import { pluralWord, singularWord } from '../language/englishPlurals';
import { frenchPlural, frenchSingular } from '../language/frenchPlurals';
import { germanPlural, germanSingular } from '../language/germanPlurals';
import { italianPlural, italianSingular } from '../language/italianPlurals';
import { spanishPlural, spanishSingular } from '../language/spanishPlurals';
import { withDecimalMark, type RecipeLanguage } from '../language/recipeLanguages';
import { KITCHEN_UNITS, parsedIngredientLine } from './parsedIngredientLine';

/** Units weighed or measured in metric: written as decimals, rounded as a scale would show them. */
const METRIC_UNITS = new Set(['gram', 'kilogram', 'milligram', 'milliliter', 'liter', 'centiliter', 'deciliter']);

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
  if (unitId && METRIC_UNITS.has(unitId)) return metricText(amount);
  return formatQuantity(toCookFraction(amount), true) ?? String(amount);
}

const trusted = (quantity: number | null) =>
  quantity === null || (Number.isFinite(quantity) && quantity <= MAX_TRUSTED_QUANTITY);

const withLastWord = (text: string, change: (word: string) => string) =>
  text.replace(/([\p{L}]+)(\W*)$/u, (_, word: string, rest: string) => `${change(word)}${rest}`);

/**
 * Spanish and French put what is counted first, and its adjectives agree: "cebolla morada" → "cebollas moradas",
 * "diente de ajo" → "dientes de ajo", "oignon rouge" → "oignons rouges". The words before `end` (a "de", a comma)
 * change.
 */
const withHeadWords = (text: string, end: RegExp, change: (word: string) => string) => {
  const at = text.search(end);
  const head = at < 0 ? text : text.slice(0, at);
  return `${head.replace(/\p{L}+/gu, change)}${at < 0 ? '' : text.slice(at)}`;
};
const SPANISH_HEAD_END = /\s(?:de|del|con|para|en)\s|,|\(/;
const ITALIAN_HEAD_END = /\s(?:di|del|della|dello|dei|degli|delle|con|per|in|al|alla)\s|,|\(/;
const FRENCH_HEAD_END = /\s(?:de|du|des|à|au|aux|en|pour|avec)\s|\sd['’]|,|\(/;

/** "of saffron" → "saffron": the word a pinch brings with it, dropped from what follows. */
const without = (word: RegExp, text: string) => text.replace(word, '');

/** How each language makes a counted word agree with its amount, and says an amount too small to measure. */
const COUNTING: Record<
  RecipeLanguage,
  { plural: (text: string) => string; singular: (text: string) => string; pinch: (what: string) => string }
> = {
  en: {
    plural: (text) => withLastWord(text, pluralWord),
    singular: (text) => withLastWord(text, singularWord),
    pinch: (what) => `a pinch of ${without(/^of\s+/i, what)}`,
  },
  es: {
    plural: (text) => withHeadWords(text, SPANISH_HEAD_END, spanishPlural),
    singular: (text) => withHeadWords(text, SPANISH_HEAD_END, spanishSingular),
    pinch: (what) => `una pizca de ${without(/^de\s+/i, what)}`,
  },
  fr: {
    plural: (text) => withHeadWords(text, FRENCH_HEAD_END, frenchPlural),
    singular: (text) => withHeadWords(text, FRENCH_HEAD_END, frenchSingular),
    // "de safran", "d'origan" keep their own "de"; anything else gets one, elided before a vowel.
    pinch: (what) =>
      /^(?:de\s|d['’]|du\s|des\s)/i.test(what)
        ? `une pincée ${what}`
        : `une pincée ${/^[aeiouyhàâéèêîïôœ]/i.test(what) ? `d'${what}` : `de ${what}`}`,
  },
  // German puts adjectives first, the noun counted last: "rote Zwiebel" → "rote Zwiebeln".
  de: {
    plural: (text) => withLastWord(text, germanPlural),
    singular: (text) => withLastWord(text, germanSingular),
    pinch: (what) => `eine Prise ${what}`,
  },
  it: {
    plural: (text) => withHeadWords(text, ITALIAN_HEAD_END, italianPlural),
    singular: (text) => withHeadWords(text, ITALIAN_HEAD_END, italianSingular),
    pinch: (what) => `un pizzico di ${without(/^di\s+/i, what)}`,
  },
};

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
  const counting = COUNTING[language];
  const other = amount > 1 ? counting.plural(written) : counting.singular(written);
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
  const counting = COUNTING[language];
  // "0.01 g de azafrán": the "de" is the pinch's own.
  if (low === null || high === null) return counting.pinch(description);
  const amounts = [low, ...(high === undefined ? [] : [high])];
  const largest = (quantity2 ?? quantity) * factor;
  const unit = unitOfMeasure && unitOfMeasureID ? unitText(unitOfMeasure, unitOfMeasureID, largest, language) : '';
  // A count without a unit ("1 onion", "2 large eggs"): the counted word follows the amount.
  const counted = unit === '' || SIZES.has(unitOfMeasureID ?? '');
  let what = description;
  if (counted && (quantity2 ?? quantity) <= 1 && largest > 1) what = counting.plural(description);
  if (counted && (quantity2 ?? quantity) > 1 && largest <= 1) what = counting.singular(description);
  return [amounts.join('–'), unit, what].filter(Boolean).join(' ');
}
