import { allergensNamed, type Allergen } from './allergens';
import { foldedForSearch } from '../../lib/foldedForSearch';
import { RECIPE_LANGUAGES, type RecipeLanguage } from '../language/recipeLanguages';
import allergyWords from './allergyWords.json';

/** How a language's cooks type an allergy (allergyWords.json says each field's use). */
interface AllergyWords {
  notTheFood: readonly string[];
  joinedEndings: readonly string[];
  between: readonly string[];
}

const WORDS: Record<RecipeLanguage, AllergyWords> = allergyWords;
const every = (list: keyof AllergyWords) => RECIPE_LANGUAGES.flatMap((language) => WORDS[language][list]);

/**
 * Words around an allergy that say nothing about what it is, in every language: "severe peanut allergy",
 * "allergic to sesame", "dairy products", "allergie aux arachides", "intolerancia a la lactosa". Never "soy"
 * (Spanish "I am"), which is an allergy of its own.
 */
const NOT_THE_FOOD = new Set(every('notTheFood'));

/** German runs the allergy into one word with what it is: "Nussallergie", "Milchprodukte", "Laktoseintoleranz". */
const JOINED_ENDINGS = new RegExp(`(?<=\\p{L}{2})(?:${every('joinedEndings').join('|') || '(?!)'})$`, 'u');

/** Where one typed allergy ends and the next begins: "fish, shellfish", "milk and eggs", "soy / sesame". */
const BETWEEN_ALLERGIES = new RegExp(
  `\\s*(?:[,;/&+\\n]|${every('between')
    .map((word) => `\\b${word}\\b`)
    .join('|')})\\s*`,
  'i',
);

export interface TypedAllergy {
  /** As it is kept and shown: the group's name when the table knows it, else the words the cook typed. */
  allergy: string;
  /** Whether the app's table knows it; an allergy it does not know is checked by its name only. */
  known: boolean;
  /** The cook's word when it names more than one group ("nuts": tree nuts and peanuts). */
  typedAs?: string;
}

const foodWordsIn = (words: readonly string[], notTheFood: (word: string) => boolean) => {
  let start = 0;
  let end = words.length;
  while (start < end && notTheFood(words[start]!)) start += 1;
  while (end > start && notTheFood(words[end - 1]!)) end -= 1;
  return words.slice(start, end);
};

/**
 * What a part names: its words without those around it ("allergie aux fruits de mer" is "fruits de mer"), or,
 * when the table does not know that, without any such word ("nut free please" is "nut").
 */
function namedIn(part: string): { typed: string; groups: readonly Allergen[] } {
  const words = part
    .trim()
    .split(/[\s\-’']+/)
    .filter(Boolean)
    .map((word) => word.replace(JOINED_ENDINGS, ''));
  const isFiller = (word: string) => NOT_THE_FOOD.has(foldedForSearch(word));
  const trimmed = foodWordsIn(words, isFiller).join(' ');
  const trimmedGroups = allergensNamed(trimmed);
  if (trimmedGroups.length > 0) return { typed: trimmed, groups: trimmedGroups };
  const food = words.filter((word) => !isFiller(word)).join(' ');
  return { typed: food || part.trim(), groups: allergensNamed(food) };
}

/**
 * The allergies a cook's line names, one entry per group, in order: "peanut allergy" is peanuts, "coeliac" is
 * gluten, "lactose intolerant" is milk, "dairy products" milk, "fish, shellfish" is two, and so is "nuts" (tree
 * nuts and peanuts). An allergy the table does not know is kept as typed, without the words around it ("kiwi
 * allergy" is kiwi).
 */
export function typedAllergies(input: string): TypedAllergy[] {
  const entries: TypedAllergy[] = [];
  for (const part of input.split(BETWEEN_ALLERGIES)) {
    if (!part.trim()) continue;
    const { typed, groups } = namedIn(part);
    const found: TypedAllergy[] =
      groups.length === 0
        ? [{ allergy: typed, known: false }]
        : groups.map((allergy) => ({ allergy, known: true, ...(groups.length > 1 && { typedAs: typed }) }));
    for (const entry of found) {
      if (!entries.some(({ allergy }) => allergy.toLowerCase() === entry.allergy.toLowerCase())) entries.push(entry);
    }
  }
  return entries;
}
