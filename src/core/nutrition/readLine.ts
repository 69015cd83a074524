import type { Ingredient } from 'parse-ingredient';
import { parsedIngredientLine } from '../cooking/parsedIngredientLine';
import type { RecipeLanguage } from '../language/recipeLanguages';
import { englishFoodWords } from './englishFoodWords';
import { foodNameOf } from './foodNameWords';

/** "100 g g Cocktailtomaten", "4 El El Essig": a unit written twice is one. */
function withoutRepeatedUnit(description: string, unit: string | null): string {
  if (!unit) return description;
  const [first = '', ...rest] = description.split(/\s+/);
  return first.toLowerCase() === unit.toLowerCase() ? rest.join(' ') : description;
}

/**
 * Brands and quality marks ("BACK FAMILY Weizenmehl", "LE GUSTO Salz", "Paccheri IGP", "Levadura Royal®") say
 * nothing of the food: words in capitals, of three letters or more, in a line that is not all capitals, are read
 * past.
 */
function withoutBrandWords(text: string): string {
  if (!/\p{Ll}/u.test(text)) return text;
  return text
    .replace(/[®™]/gu, '')
    .replace(/(?<![\p{L}\d])\p{Lu}{3,}(?![\p{L}\d])/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A line as the nutrition counter reads it. */
export interface ReadLine {
  /** Its amount and unit, as the line reader gives them; undefined when it reads nothing. */
  parsed: Ingredient | undefined;
  /**
   * How it names its food, folded and singular ("harina integral de espelta"): the key a cook's pick of food is
   * kept under (ChosenFoods), so it holds for the same wording in later recipes, at any amount.
   */
  wording: string;
  /** How it names its food as written, brands, a repeated unit and a bracketed weight read past ("Cocktailtomaten"). */
  written: string;
  /** Its food in the English words the counter reads: "de espinacas frescas" is "fresh spinach". */
  description: string;
}

/** "Pomme(s) de terre", "Zwiebel(n)", "Ei(er)": a plural written as a choice is the word itself. */
const withoutPluralMarks = (text: string) => text.replace(/(?<=\p{L})\((?:s|n|en|er|e|es)\)/gu, '');

/**
 * "200/250 g di Fontina", "450 à 500 g d'agneau": two whole amounts with a slash, or a word for "to", are a range,
 * not a fraction of a gram or a food named "à 500 g".
 */
const withRangesOfWholeAmounts = (text: string) =>
  text.replace(/\b(\d{2,})\/(\d{2,})\b/g, '$1-$2').replace(/^(\d+)\s+(?:à|a|bis|to)\s+(\d+)\b/iu, '$1-$2');

/** "1/4 de botte", "1/2 di cucchiaino": a fraction joined to its unit as to a food. */
const withFractionsJoined = (text: string) => text.replace(/^(\d+\/\d+)\s+(?:de|di)\s+/iu, '$1 ');

/** "1 càc et demie", "1 demie càc", "1 cucharada y media": a half written in words after a whole or for one. */
const withHalvesInDigits = (text: string) =>
  text.replace(/^(\d+)\s+(\S+)\s+(?:et demie?|y medi[oa]|e mezz[oa])\b/iu, '$1.5 $2').replace(/^1\s+demie?\b/iu, '1/2');

/** "1-tablespoon flour": an amount joined to its unit by a hyphen is the amount and the unit. */
const withAmountApartFromUnit = (text: string) =>
  text.replace(/^(\d+)-(?=(?:tsp|teaspoons?|tbsp|tablespoons?|cups?)(?![\p{L}]))/iu, '$1 ');

/** "1 level teaspoon", "1 gestrichener TL": how full the spoon is says nothing the counter weighs. */
const withoutSpoonFullness = (text: string) =>
  text.replace(
    /(?<![\p{L}])(?:level|heaped|heaping|rounded|scant|gestrichene[rn]?|gehäufte[rn]?)\s+(?=(?:tsp|teaspoons?|tbsp|tablespoons?|cups?|TL|EL)(?![\p{L}]))/giu,
    '',
  );

/** A line's amount, its food's wording, and that food in English words, brands and a repeated unit read past. */
export function readLine(line: string, language: RecipeLanguage): ReadLine {
  const parsed = parsedIngredientLine(
    withFractionsJoined(
      withHalvesInDigits(
        withoutSpoonFullness(withAmountApartFromUnit(withRangesOfWholeAmounts(withoutPluralMarks(line)))),
      ),
    ),
  );
  const written = withoutBrandWords(withoutRepeatedUnit(parsed?.description ?? line, parsed?.unitOfMeasure ?? null));
  // The weight a line gives in brackets stays where the counter reads it: "1 lata (400 g) de tomate".
  const given = /^\s*\([^)]*\)/.exec(written)?.[0] ?? '';
  const description = language === 'en' ? written : `${given} ${englishFoodWords(written, language)}`.trim();
  const named = written.replace(/^\s*\([^)]*\)/, '').trim();
  return { parsed, wording: foodNameOf(named), written: named, description };
}
