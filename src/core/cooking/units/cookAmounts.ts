import { formatQuantity } from 'format-quantity';
import { withDecimalMark } from '../../language/languageFacts';
import type { RecipeLanguage } from '../../language/recipeLanguages';
import { UNIT_WORDS } from '../parsedIngredientLine';

/** One rung of a ladder of units: used for amounts of at least `min` (in the ladder's base unit), rounded to `step`. */
interface Rung {
  unit: string;
  /** The unit's plural, where it has one. */
  plural?: string;
  /** How many of the ladder's base unit one of this unit is. */
  per: number;
  min: number;
  step: number;
}

/**
 * Units from largest to smallest, each with the rounding a cook reads it in: grams to 5 g above 50 g,
 * millilitres to 5 ml, cups to ¼, spoons to ½.
 */
export const LADDERS = {
  /** Base: grams. */
  metricMass: [
    { unit: 'kg', per: 1000, min: 1000, step: 0.05 },
    { unit: 'g', per: 1, min: 50, step: 5 },
    { unit: 'g', per: 1, min: 1, step: 1 },
  ],
  /** Base: millilitres. */
  metricVolume: [
    { unit: 'l', per: 1000, min: 1000, step: 0.05 },
    { unit: 'ml', per: 1, min: 2.5, step: 5 },
  ],
  /** Base: US cups. */
  usVolume: [
    { unit: 'cup', plural: 'cups', per: 1, min: 0.25, step: 0.25 },
    { unit: 'tbsp', per: 1 / 16, min: 1 / 16, step: 0.5 },
    { unit: 'tsp', per: 1 / 48, min: 0.5 / 48, step: 0.5 },
  ],
  /** Base: ounces. */
  usMass: [
    { unit: 'lb', per: 16, min: 16, step: 0.25 },
    { unit: 'oz', per: 1, min: 0.5, step: 0.5 },
  ],
} satisfies Record<string, readonly Rung[]>;

const decimalText = (value: number) => String(Number(value.toFixed(2)));

/**
 * Amounts (a quantity, or both ends of a range) in one unit of the ladder, the one the largest amount reads in,
 * each rounded as a cook reads it: "240–360 g", "1¼ cups", "1.25 kg". Null when even the smallest unit rounds the
 * largest amount to nothing (a pinch): the line is then shown as written.
 */
export function amountsText(
  amounts: readonly number[],
  ladder: readonly Rung[],
  fractions: boolean,
  language: RecipeLanguage = 'en',
): string | null {
  const largest = Math.max(...amounts);
  const rung = ladder.find(({ min }) => largest >= min - 1e-9);
  if (!rung) return null;
  const rounded = amounts.map((amount) => Math.max(rung.step, Math.round(amount / rung.per / rung.step) * rung.step));
  const texts = rounded.map((value) =>
    withDecimalMark(fractions ? (formatQuantity(value, true) ?? decimalText(value)) : decimalText(value), language),
  );
  const many = Math.max(...rounded) > 1;
  // The ladders' units as the recipe's language writes them (unitWords.json); g, ml, oz and lb the same in all.
  const words = UNIT_WORDS[language].ladderUnits[rung.unit];
  const unit = words ? words[many ? 1 : 0] : rung.plural && many ? rung.plural : rung.unit;
  return `${texts.join('–')} ${unit}`;
}
