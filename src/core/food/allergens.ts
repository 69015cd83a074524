import { RECIPE_LANGUAGES } from '../language/recipeLanguages';
import { foldedSingularIn } from '../language/foldedSingularIn';
import { wordsOf } from './findTerm';
import typedNames from './typedAllergenNames.json';
import type { RecipeLanguage } from '../language/recipeLanguages';

/** The nine allergen groups the app's table knows (foodTable/), as the cook is told them. */
export const ALLERGENS = [
  'peanuts',
  'tree nuts',
  'milk',
  'eggs',
  'gluten',
  'fish',
  'shellfish',
  'soy',
  'sesame',
] as const;

export type Allergen = (typeof ALLERGENS)[number];

/** What cooks type for each group, and the words for nuts of every kind (typedAllergenNames.json). */
const typedNamesOf = (allergen: Allergen): string[] => Object.values(typedNames.groups[allergen]).flat();
const NUT_WORDS = Object.values(typedNames.allNuts.terms).flat();
/** A cook who types "nuts" means peanuts too, though a peanut is a legume. */
const ALL_NUTS: readonly Allergen[] = ['tree nuts', 'peanuts'];

/** Each word of a name in the singular as `language` makes one: "mejillones" → "mejillon". */
const singularInLanguage = (language: RecipeLanguage, text: string) =>
  wordsOf(text)
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((word) => foldedSingularIn(language, word))
    .join(' ');
const singular = (text: string) => singularInLanguage('en', text);

const GROUPS_OF_NAME = new Map<string, readonly Allergen[]>([
  ...ALLERGENS.flatMap((allergen) =>
    [allergen, ...typedNamesOf(allergen)].map((name) => [singular(name), [allergen]] as const),
  ),
  ...NUT_WORDS.map((name) => [singular(name), ALL_NUTS] as const),
]);

/**
 * The groups an allergy names ("Peanuts", "coeliac", "sesame seeds"; "nuts" names two), or none; a plural is
 * read as each language makes one, English first ("mejillones").
 */
export const allergensNamed = (allergy: string): readonly Allergen[] =>
  RECIPE_LANGUAGES.map((language) => GROUPS_OF_NAME.get(singularInLanguage(language, allergy))).find(Boolean) ?? [];

/** The first group an allergy names, or null when the table has none. */
export const allergenNamed = (allergy: string): Allergen | null => allergensNamed(allergy)[0] ?? null;
