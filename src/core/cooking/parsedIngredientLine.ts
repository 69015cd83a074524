import { parseIngredient, unitsOfMeasure, type Ingredient, type UnitOfMeasureDefinitions } from 'parse-ingredient';
import { withQuantityInDigits } from './quantityWords';

/**
 * French spoons, written in words or abbreviated ("2 cuillères à soupe", "1 c. à café", "1 càc"): read as one
 * word each, since parse-ingredient reads a unit of one word (and "c." alone as a cup). Written back abbreviated,
 * as French recipes do, which also needs no plural.
 */
const FRENCH_SPOONS = { tablespoon: 'c. à s.', teaspoon: 'c. à c.' } as const;
const FRENCH_SPOON_WORDS: readonly [RegExp, string][] = [
  [/(?<!\p{L})(?:cuill(?:è|e)res?|cuillerées?|c\.?)\s*à\s*(?:soupe|s\.?)(?!\p{L})|(?<!\p{L})càs(?!\p{L})/giu, 'c.à.s.'],
  [/(?<!\p{L})(?:cuill(?:è|e)res?|cuillerées?|c\.?)\s*à\s*(?:café|c\.?)(?!\p{L})|(?<!\p{L})càc(?!\p{L})/giu, 'c.à.c.'],
];
const SPOON_TOKENS: Record<string, string> = { 'c.à.s.': FRENCH_SPOONS.tablespoon, 'c.à.c.': FRENCH_SPOONS.teaspoon };

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
  can: ['lata', 'latas'],
};

/** The units as French recipes write them ("2 tasses", "200 grammes", "1 gousse"); the spoons are read below. */
const FRENCH_SPELLINGS: Record<string, readonly string[]> = {
  cup: ['tasse', 'tasses'],
  tablespoon: ['c.à.s.'],
  teaspoon: ['c.à.c.'],
  gram: ['gramme', 'grammes'],
  kilogram: ['kilogramme', 'kilogrammes'],
  pound: ['livre', 'livres'],
  pinch: ['pincée', 'pincées'],
  clove: ['gousse', 'gousses'],
  can: ['boîte', 'boîtes', 'boite', 'boites'],
};

/** The units as German recipes write them ("2 EL", "1 TL", "200 Gramm", "1 Zehe", "1 Dose"). */
const GERMAN_SPELLINGS: Record<string, readonly string[]> = {
  cup: ['tasse', 'tassen'],
  tablespoon: ['el', 'essloffel', 'esslöffel'],
  teaspoon: ['tl', 'teeloffel', 'teelöffel'],
  gram: ['gramm'],
  kilogram: ['kilogramm'],
  pound: ['pfund'],
  pinch: ['prise', 'prisen'],
  clove: ['zehe', 'zehen'],
  can: ['dose', 'dosen'],
};

/** The units as Italian recipes write them ("2 tazze", "1 cucchiaio", "1 cucchiaino", "200 grammi", "1 spicchio"). */
const ITALIAN_SPELLINGS: Record<string, readonly string[]> = {
  cup: ['tazza', 'tazze'],
  tablespoon: ['cucchiaio', 'cucchiai'],
  teaspoon: ['cucchiaino', 'cucchiaini'],
  gram: ['grammo', 'grammi'],
  kilogram: ['chilo', 'chili', 'chilogrammo', 'chilogrammi'],
  milliliter: ['millilitro', 'millilitri'],
  liter: ['litro', 'litri'],
  pound: ['libbra', 'libbre'],
  pinch: ['pizzico', 'pizzichi'],
  clove: ['spicchio', 'spicchi'],
  can: ['lattina', 'lattine'],
};

/** Spoons as cooks mistype them ("2 tbps olive oil"): nothing else is meant by these letters. */
const TYPED_SPELLINGS: Record<string, readonly string[]> = {
  tablespoon: ['tbps', 'tbsps', 'tblsp', 'tblsps', 'tblspn', 'tbls'],
  teaspoon: ['tspn', 'tspns', 'tsps'],
};

/** Each unit with the spellings of it that parse-ingredient lacks, British, Spanish, French, German and Italian. */
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
  ...withSpellings(
    BRITISH_SPELLINGS,
    TYPED_SPELLINGS,
    SPANISH_SPELLINGS,
    FRENCH_SPELLINGS,
    GERMAN_SPELLINGS,
    ITALIAN_SPELLINGS,
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
export function parsedIngredientLine(line: string): Ingredient | undefined {
  const spoonsAsOneWord = FRENCH_SPOON_WORDS.reduce((text, [words, token]) => text.replace(words, token), line);
  const parsed = parseIngredient(withQuantityInDigits(spoonsAsOneWord), { additionalUOMs: KITCHEN_UNITS })[0];
  const spoon = parsed?.unitOfMeasure && SPOON_TOKENS[parsed.unitOfMeasure];
  return parsed && spoon ? { ...parsed, unitOfMeasure: spoon } : parsed;
}
