import { parseIngredient, unitsOfMeasure, type Ingredient, type UnitOfMeasureDefinitions } from 'parse-ingredient';
import { withQuantityInDigits } from './quantityWords';

/** The metric volumes as most of the world spells them; parse-ingredient knows only the American "-er". */
const BRITISH_SPELLINGS: Record<string, readonly string[]> = {
  liter: ['litre', 'litres', 'ltr'],
  milliliter: ['millilitre', 'millilitres'],
  deciliter: ['decilitre', 'decilitres'],
};

/** parse-ingredient's units, with the spellings it lacks. */
export const KITCHEN_UNITS: UnitOfMeasureDefinitions = {
  ...unitsOfMeasure,
  ...Object.fromEntries(
    Object.entries(BRITISH_SPELLINGS).map(([id, spellings]) => {
      const unit = unitsOfMeasure[id]!;
      return [id, { ...unit, alternates: [...(unit.alternates ?? []), ...spellings] }];
    }),
  ),
  // Spirits and syrups in European recipes; parse-ingredient has no centilitre.
  centiliter: {
    short: 'cl',
    plural: 'centiliters',
    alternates: ['cl.', 'centilitre', 'centilitres'],
    type: 'volume',
    conversionFactor: 10,
  },
};

/**
 * An ingredient line read by parse-ingredient, with its quantity in digits ("two eggs" is 2) and the British
 * spellings of metric units ("1 litre milk" is 1 liter): what scaling and the cook's units both start from.
 */
export const parsedIngredientLine = (line: string): Ingredient | undefined =>
  parseIngredient(withQuantityInDigits(line), { additionalUOMs: KITCHEN_UNITS })[0];
