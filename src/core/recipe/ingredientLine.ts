import { joinedName, LINE_GRAMMAR } from '../language/lineGrammar';
import { RECIPE_LANGUAGES, type RecipeLanguage } from '../language/recipeLanguages';
import type { RecipeIngredient } from './recipeTypes';

const everyLanguages = (words: 'oneWords' | 'sizeWords') =>
  RECIPE_LANGUAGES.flatMap((language) => LINE_GRAMMAR[language][words]).join('|');

/** A measurement that measures in a unit ("200 g", "2 cucharadas", "1 c. à s.", "una pizca"), not a count ("4"). */
const IN_A_UNIT = new RegExp(
  String.raw`^(?:[\d½⅓⅔¼¾⅛][\d\s½⅓⅔¼¾⅛.,/–-]*\s*|(?:${everyLanguages('oneWords')})\s+)(?!(?:${everyLanguages('sizeWords')})$)\p{L}[\p{L}.\s]*$`,
  'iu',
);

/**
 * The spec's rendering: "measurement name" per ingredient, skipping entries with neither. Spanish, French and
 * Italian join a unit to what it measures, as their cooks write it ("200 g de espinacas", "2 c. à s. d’huile").
 */
export function ingredientLine({ measurement, name }: RecipeIngredient, language: RecipeLanguage = 'en'): string {
  const [amount, what] = [measurement.trim(), name.trim()];
  if (LINE_GRAMMAR[language].unitsJoined && what && IN_A_UNIT.test(amount))
    return `${amount} ${joinedName(what, language)}`;
  return [amount, what].filter(Boolean).join(' ');
}
