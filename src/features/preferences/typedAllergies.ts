import { allergenNamed } from '../../recipe/allergens';

/** Words around an allergy that say nothing about what it is: "severe peanut allergy", "allergic to sesame". */
const NOT_THE_FOOD = new Set([
  'allergy',
  'allergies',
  'allergic',
  'allergen',
  'allergens',
  'intolerant',
  'intolerance',
  'intolerances',
  'sensitivity',
  'sensitive',
  'disease',
  'severe',
  'mild',
  'serious',
  'free',
  'no',
  'not',
  'avoid',
  'to',
  'of',
  'i',
  'am',
  'm',
  'im',
  'have',
  'cant',
  'has',
  'an',
  'a',
  'the',
  'my',
  'any',
  'all',
  'can',
  'cannot',
  'can t',
  'eat',
  'please',
]);

/** Where one typed allergy ends and the next begins: "fish, shellfish", "milk and eggs", "soy / sesame". */
const BETWEEN_ALLERGIES = /\s*(?:[,;/&+\n]|\band\b|\bor\b|\bplus\b)\s*/i;

export interface TypedAllergy {
  /** As it is kept and shown: the group's name when the table knows it, else the words the cook typed. */
  allergy: string;
  /** Whether the app's table knows it; an allergy it does not know is checked by its name only. */
  known: boolean;
}

/**
 * The allergies a cook's line names, one entry per group, in order: "peanut allergy" is peanuts, "coeliac" is
 * gluten, "lactose intolerant" is milk, "fish, shellfish" is two. An allergy the table does not know is kept as
 * typed, without the words around it ("kiwi allergy" is kiwi).
 */
export function typedAllergies(input: string): TypedAllergy[] {
  const entries: TypedAllergy[] = [];
  for (const part of input.split(BETWEEN_ALLERGIES)) {
    const words = part
      .trim()
      .split(/[\s-]+/)
      .filter(Boolean);
    const food = words.filter((word) => !NOT_THE_FOOD.has(word.toLowerCase().replace(/[’']/g, ''))).join(' ');
    const typed = food || part.trim();
    if (!typed) continue;
    const group = allergenNamed(typed);
    const entry = group ? { allergy: group, known: true } : { allergy: typed, known: false };
    if (!entries.some(({ allergy }) => allergy.toLowerCase() === entry.allergy.toLowerCase())) entries.push(entry);
  }
  return entries;
}
