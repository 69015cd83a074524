import { UNIT_WORDS } from '../cooking/parsedIngredientLine';
import { withDecimalMark } from '../language/languageFacts';
import { englishPlural } from '../language/wordForms';
import type { RecipeLanguage } from '../language/recipeLanguages';
import type { ShoppingAmounts } from './shoppingList';

/** 4.5 → "4.5" ("4,5" in Spanish), 300 → "300": at most one decimal, as a list is read in a shop. */
const numberIn = (value: number, language: RecipeLanguage) =>
  withDecimalMark(String(Math.round(value * 10) / 10), language);

/**
 * A unit nothing converts, as the language writes it: its singular and plural spellings (unitWords.json, whose
 * English lists only the misspellings parse-ingredient lacks), else parse-ingredient's English id ("cloves", "bunches").
 */
function unitIn(unit: string, count: number, language: RecipeLanguage): string {
  const spelt = language === 'en' ? undefined : UNIT_WORDS[language].spellings[unit];
  const [one, many] = spelt ?? [unit, englishPlural(unit)];
  return count === 1 || !many ? one! : many;
}

/**
 * What a line of the list asks for, in the language: each kind of amount, side by side where nothing adds them up
 * ("300 g + 237 ml"), whole grams and millilitres, kilograms and litres from a thousand; empty when no line gave an amount.
 */
export function shoppingAmountText(amounts: ShoppingAmounts, language: RecipeLanguage): string {
  const metric = (value: number, small: string, large: string) =>
    value >= 1000 ? `${numberIn(value / 1000, language)} ${large}` : `${Math.round(value)} ${small}`;
  return [
    amounts.pieces > 0 ? numberIn(amounts.pieces, language) : '',
    amounts.grams > 0 ? metric(amounts.grams, 'g', 'kg') : '',
    amounts.millilitres > 0 ? metric(amounts.millilitres, 'ml', 'l') : '',
    ...Object.entries(amounts.byUnit).map(
      ([unit, count]) => `${numberIn(count, language)} ${unitIn(unit, count, language)}`,
    ),
  ]
    .filter(Boolean)
    .join(' + ');
}
