import { formatQuantity } from 'format-quantity';
import { parseIngredient, unitsOfMeasure } from 'parse-ingredient';
import { pluralWord, singularWord } from '../../lib/englishPlurals';

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

/** Grams and millilitres as a scale shows them: 1.5 kg, 35 g, 400 g, 1250 ml. */
function metricText(amount: number): string {
  const rounded = amount < 10 ? Math.round(amount * 10) / 10 : amount < 100 ? Math.round(amount) : Math.round(amount / 5) * 5;
  return String(rounded);
}

function amountText(amount: number, unitId: string | null): string {
  if (unitId && METRIC_UNITS.has(unitId)) return metricText(amount);
  return formatQuantity(toCookFraction(amount), true) ?? String(amount);
}

const withLastWord = (text: string, change: (word: string) => string) =>
  text.replace(/([\p{L}]+)(\W*)$/u, (_, word: string, rest: string) => `${change(word)}${rest}`);

/** The unit as written, in the singular or plural the new amount needs: "1 cup" → "2 cups", "2 cloves" → "1 clove". */
function unitText(written: string, unitId: string, amount: number): string {
  const unit = unitsOfMeasure[unitId as keyof typeof unitsOfMeasure];
  if (!unit) return written;
  const plural = amount > 1;
  if (written === unit.plural && !plural) return unitId;
  if (written === unitId && plural) return unit.plural;
  return written;
}

/**
 * An ingredient line for `factor` times the servings: the quantity it starts with is scaled (whole numbers,
 * decimals, fractions, mixed numbers, ranges), written as cooks write it (fractions for cups, spoons and counts;
 * rounded decimals for grams and millilitres), and the unit or counted word follows the new amount. A line with
 * no quantity ("salt to taste", "a pinch of salt") is returned as it was.
 */
export function scaleIngredientLine(line: string, factor: number): string {
  if (factor === 1) return line;
  const [parsed] = parseIngredient(line);
  if (!parsed || parsed.quantity === null || parsed.isGroupHeader) return line;
  const { quantity, quantity2, unitOfMeasure, unitOfMeasureID, description } = parsed;
  const amount = quantity * factor;
  const amounts = [amountText(amount, unitOfMeasureID)];
  if (quantity2 !== null) amounts.push(amountText(quantity2 * factor, unitOfMeasureID));
  const largest = (quantity2 ?? quantity) * factor;
  const unit = unitOfMeasure && unitOfMeasureID ? unitText(unitOfMeasure, unitOfMeasureID, largest) : '';
  // A count without a unit ("1 onion", "2 large eggs"): the counted word follows the amount.
  const counted = unit === '' || SIZES.has(unitOfMeasureID ?? '');
  let what = description;
  if (counted && (quantity2 ?? quantity) <= 1 && largest > 1) what = withLastWord(description, pluralWord);
  if (counted && (quantity2 ?? quantity) > 1 && largest <= 1) what = withLastWord(description, singularWord);
  return [amounts.join('–'), unit, what].filter(Boolean).join(' ');
}
