import type { Units } from '../../preferences/preferencesTypes';
import { parsedIngredientLine } from '../parsedIngredientLine';
import { scaleIngredientLine } from '../scaleIngredient';
import { amountsText, LADDERS } from './cookAmounts';
import { converted, MASS_UNITS, METRIC_UNIT_IDS, VOLUME_UNITS } from './cookMeasures';
import { gramsPerCupOf } from './ingredientDensities';
import { measuredText } from './measuredText';
import type { RecipeLanguage } from '../../language/recipeLanguages';

/** More than any kitchen measures: such a quantity is a broken reply, shown as written. */
const MAX_TRUSTED_QUANTITY = 100_000;

/** A stick of butter is half a US cup. */
const CUPS_PER_STICK = 0.5;

/**
 * The amounts (one, or a range's two) of a parsed line in the cook's units, already scaled by `factor`, with the
 * unit: "240 g", "1¼ cups". Null when the line is already in those units, names no unit that converts, or
 * rounds to nothing.
 */
function convertedAmounts(
  amounts: readonly number[],
  unitId: string,
  description: string,
  units: 'metric' | 'us',
  language: RecipeLanguage,
): string | null {
  const density = gramsPerCupOf(description);
  const volume = unitId === 'stick' && density !== null ? 'cup' : VOLUME_UNITS[unitId];
  const perStick = unitId === 'stick' ? CUPS_PER_STICK : 1;
  const mass = MASS_UNITS[unitId];
  if (units === 'metric') {
    if (METRIC_UNIT_IDS.has(unitId)) return null;
    if (volume && density !== null) {
      const grams = amounts.map((amount) => converted(amount * perStick, volume, 'cup') * density);
      return amountsText(grams, LADDERS.metricMass, false, language);
    }
    if (volume)
      return amountsText(
        amounts.map((amount) => converted(amount, volume, 'ml')),
        LADDERS.metricVolume,
        false,
        language,
      );
    if (mass)
      return amountsText(
        amounts.map((amount) => converted(amount, mass, 'g')),
        LADDERS.metricMass,
        false,
        language,
      );
    return null;
  }
  if (!METRIC_UNIT_IDS.has(unitId)) return null;
  if (mass && density !== null) {
    const cups = amounts.map((amount) => converted(amount, mass, 'g') / density);
    return amountsText(cups, LADDERS.usVolume, true, language);
  }
  if (mass)
    return amountsText(
      amounts.map((amount) => converted(amount, mass, 'oz')),
      LADDERS.usMass,
      true,
      language,
    );
  if (volume)
    return amountsText(
      amounts.map((amount) => converted(amount, volume, 'cup')),
      LADDERS.usVolume,
      true,
      language,
    );
  return null;
}

/**
 * An ingredient line for `factor` times the servings, in the cook's units: "2 cups flour" → "240 g flour" in
 * Metric, "500 g flour" → "4 cups flour" in US, "1 lb beef" → "455 g beef". The quantity is scaled, then converted,
 * then rounded once, so the line is the same whichever the cook changed first, servings or units. A line with
 * nothing to convert is scaled as before (its pan sizes and temperatures still converted); one the parser does
 * not understand is shown as written.
 */
export function measuredLine(line: string, factor: number, units: Units, language: RecipeLanguage = 'en'): string {
  const scaled = scaleIngredientLine(line, factor, language);
  if (units === 'as-written') return scaled;
  const parsed = parsedIngredientLine(line);
  const trusted = (quantity: number | null) =>
    quantity === null || (Number.isFinite(quantity) && quantity > 0 && quantity <= MAX_TRUSTED_QUANTITY);
  if (
    !parsed ||
    parsed.quantity === null ||
    !parsed.unitOfMeasureID ||
    parsed.isGroupHeader ||
    !trusted(parsed.quantity) ||
    !trusted(parsed.quantity2) ||
    !Number.isFinite(factor) ||
    factor <= 0
  ) {
    return measuredText(scaled, units);
  }
  const amounts = [parsed.quantity, ...(parsed.quantity2 === null ? [] : [parsed.quantity2])].map(
    (amount) => amount * factor,
  );
  const amount = convertedAmounts(amounts, parsed.unitOfMeasureID, parsed.description, units, language);
  return amount === null ? measuredText(scaled, units) : `${amount} ${measuredText(parsed.description, units)}`;
}
