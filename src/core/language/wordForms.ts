import { LANGUAGE_FACTS } from './languageFacts';
import table from './plurals.json';
import type { RecipeLanguage } from './recipeLanguages';

/** A language's plurals as plurals.json writes them. */
interface PluralRules {
  /** Words no rule gives, one form and the other ("uovo" → "uova"), and words the same in both ("radis"). */
  irregular: Readonly<Record<string, string>>;
  plural: readonly (readonly string[])[];
  singular: readonly (readonly string[])[];
}

const PLURALS: Record<RecipeLanguage, PluralRules> = table;

interface WordForms {
  plural: (word: string) => string;
  singular: (word: string) => string;
}

/** The first rule whose pattern matches, applied; the word as it is when none does. */
function byRules(rules: readonly (readonly string[])[], flags: string): (word: string) => string {
  const compiled = rules.map(([pattern, replacement]) => [new RegExp(pattern!, flags), replacement!] as const);
  return (word) => {
    const rule = compiled.find(([pattern]) => pattern.test(word));
    return rule ? word.replace(rule[0], rule[1]) : word;
  };
}

function formsOf(language: RecipeLanguage): WordForms {
  const { irregular, plural, singular } = PLURALS[language];
  const singularIn = new Map(Object.entries(irregular).map(([one, many]) => [many, one]));
  const flags = LANGUAGE_FACTS[language].capitalisesNouns ? 'u' : 'iu';
  const pluralByRules = byRules(plural, flags);
  const singularByRules = byRules(singular, flags);
  const known = (word: string) =>
    Object.hasOwn(irregular, word) || Object.hasOwn(irregular, word.toLowerCase()) ? word : undefined;
  return {
    plural: (word) => irregular[word] ?? irregular[word.toLowerCase()] ?? pluralByRules(word),
    singular: (word) =>
      singularIn.get(word) ?? singularIn.get(word.toLowerCase()) ?? known(word) ?? singularByRules(word),
  };
}

const FORMS = new Map<RecipeLanguage, WordForms>();
const formsIn = (language: RecipeLanguage): WordForms => {
  if (!FORMS.has(language)) FORMS.set(language, formsOf(language));
  return FORMS.get(language)!;
};

/** A food or measure word in the plural, as `language` makes it: "onion" → "onions", "limón" → "limones". */
export const pluralIn = (language: RecipeLanguage, word: string): string => formsIn(language).plural(word);

/** The reverse, for a count that drops to one: "tomatoes" → "tomato", "limones" → "limón", "Eier" → "Ei". */
export const singularIn = (language: RecipeLanguage, word: string): string => formsIn(language).singular(word);

/** English's, which the food table's own words are read by. */
export const englishPlural = (word: string): string => pluralIn('en', word);
export const englishSingular = (word: string): string => singularIn('en', word);
