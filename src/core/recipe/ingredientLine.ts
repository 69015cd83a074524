import type { RecipeLanguage } from '../language/recipeLanguages';
import type { RecipeIngredient } from './recipeTypes';

/** A measurement that measures in a unit ("200 g", "2 cucharadas", "1 c. à s.", "una pizca"), not a count ("4"). */
const IN_A_UNIT =
  /^(?:[\d½⅓⅔¼¾⅛][\d\s½⅓⅔¼¾⅛.,/–-]*\s*|(?:una|un|une)\s+)(?!(?:grandes?|medianas?|medianos?|pequeñas?|pequeños?|gros|grosses?|moyens?|moyennes?|petits?|petites?|piccol[oaie])$)\p{L}[\p{L}.\s]*$/iu;

/** What already joins a name to its unit: "de", "d'", "del", "du", "des", "di", "della". */
const JOINED = /^(?:de|del|du|des|di|dell[aeo]?|degli|delle)\s|^d['’]/i;

const ELIDED = /^[aeiouyhàâéèêîïôœ]/i;

/** The word each language puts between a unit and what it measures: "200 g de espinacas", "100 g d’huile". */
const JOINS: Partial<Record<RecipeLanguage, (name: string) => string>> = {
  es: () => 'de ',
  fr: (name) => (ELIDED.test(name) ? 'd’' : 'de '),
  it: () => 'di ',
};

/**
 * The spec's rendering: "measurement name" per ingredient, skipping entries with neither. Spanish, French and
 * Italian join a unit to what it measures, as their cooks write it ("200 g de espinacas", "2 c. à s. d’huile").
 */
export function ingredientLine({ measurement, name }: RecipeIngredient, language: RecipeLanguage = 'en'): string {
  const [amount, what] = [measurement.trim(), name.trim()];
  const join = JOINS[language];
  if (join && what && IN_A_UNIT.test(amount) && !JOINED.test(what)) return `${amount} ${join(what)}${what}`;
  return [amount, what].filter(Boolean).join(' ');
}
