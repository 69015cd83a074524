import { singularWord } from '../language/englishPlurals';
import { spanishSingular } from '../language/spanishPlurals';
import { wordsOf } from './findTerm';
import typedNames from './typedAllergenNames.json';

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

const singular = (text: string) => wordsOf(text).trim().split(' ').filter(Boolean).map(singularWord).join(' ');

const GROUPS_OF_NAME = new Map<string, readonly Allergen[]>([
  ...ALLERGENS.flatMap((allergen) =>
    [allergen, ...typedNamesOf(allergen)].map((name) => [singular(name), [allergen]] as const),
  ),
  ...NUT_WORDS.map((name) => [singular(name), ALL_NUTS] as const),
]);

// Folded again: the singular gets back the accent its plural lost ("mejillones" → "mejillón"), the table has none.
const singularInSpanish = (text: string) =>
  wordsOf(wordsOf(text).trim().split(' ').filter(Boolean).map(spanishSingular).join(' ')).trim();

/**
 * The groups an allergy names ("Peanuts", "coeliac", "sesame seeds"; "nuts" names two), or none; a plural is
 * read as English, then as Spanish ("mejillones").
 */
export const allergensNamed = (allergy: string): readonly Allergen[] =>
  GROUPS_OF_NAME.get(singular(allergy)) ?? GROUPS_OF_NAME.get(singularInSpanish(allergy)) ?? [];

/** The first group an allergy names, or null when the table has none. */
export const allergenNamed = (allergy: string): Allergen | null => allergensNamed(allergy)[0] ?? null;
