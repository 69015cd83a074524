import { parseIngredient, unitsOfMeasure, type Ingredient, type UnitOfMeasureDefinitions } from 'parse-ingredient';
import { withQuantityInDigits } from './quantityWords';

/** The metric volumes as most of the world spells them; parse-ingredient knows only the American "-er". */
const BRITISH_SPELLINGS: Record<string, readonly string[]> = {
  liter: ['litre', 'litres', 'ltr'],
  milliliter: ['millilitre', 'millilitres'],
  deciliter: ['decilitre', 'decilitres'],
};

/** The units as Spanish recipes write them ("2 tazas", "1 cucharadita", "200 gramos", "1 kilo"). */
const SPANISH_SPELLINGS: Record<string, readonly string[]> = {
  cup: ['taza', 'tazas'],
  tablespoon: ['cucharada', 'cucharadas', 'cda', 'cda.', 'cdas', 'cdas.'],
  teaspoon: ['cucharadita', 'cucharaditas', 'cdta', 'cdta.', 'cdtas', 'cdtas.'],
  gram: ['gramo', 'gramos', 'gr', 'gr.'],
  kilogram: ['kilo', 'kilos', 'kilogramo', 'kilogramos'],
  milliliter: ['mililitro', 'mililitros'],
  liter: ['litro', 'litros'],
  ounce: ['onza', 'onzas'],
  pound: ['libra', 'libras'],
  pinch: ['pizca', 'pizcas'],
  clove: ['diente', 'dientes'],
};

/** Each unit with the spellings of it that parse-ingredient lacks, British and Spanish. */
const withSpellings = (...spellingsById: Record<string, readonly string[]>[]) =>
  Object.fromEntries(
    [...new Set(spellingsById.flatMap(Object.keys))].map((id) => {
      const unit = unitsOfMeasure[id]!;
      const more = spellingsById.flatMap((spellings) => spellings[id] ?? []);
      return [id, { ...unit, alternates: [...(unit.alternates ?? []), ...more] }];
    }),
  );

/** parse-ingredient's units, with the spellings it lacks. */
export const KITCHEN_UNITS: UnitOfMeasureDefinitions = {
  ...unitsOfMeasure,
  ...withSpellings(BRITISH_SPELLINGS, SPANISH_SPELLINGS),
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
