import { LANGUAGE_FACTS } from '../../src/core/language/languageFacts';
import { RECIPE_LANGUAGES, type RecipeLanguage } from '../../src/core/language/recipeLanguages';
import { DEMO_WORDS, forCount, type DemoUnits } from './demoWords';

/**
 * How the offline demo chef measures what a cook lists: each kind of food's usual measure for a number of
 * servings, in the language's units (each language's words for the kinds, and the steps that cook them, are in
 * demoWordsByLanguage.json). Plain kitchen practice (meat and fish by weight, eggs and onions by count, grains by cups or grams,
 * fats and sauces by spoons), not a model.
 */
export type PantryKind =
  | 'grain'
  | 'pasta'
  | 'fat'
  | 'aromatic'
  | 'garlic'
  | 'root'
  | 'meat'
  | 'fish'
  | 'spice'
  | 'vegetable'
  | 'leafy'
  | 'legume'
  | 'liquid'
  | 'egg'
  | 'dairy'
  | 'cheese'
  | 'herb'
  | 'citrus';

type Measure = (servings: number, units: DemoUnits) => string;

const perServing = (grams: number, servings: number) => `${grams * servings} g`;
const cups = (perPerson: number, servings: number, units: DemoUnits) => {
  const total = perPerson * servings;
  const whole = Math.floor(total);
  const half = total - whole >= 0.5 ? '½' : '';
  const amount = whole > 0 ? `${whole}${half ? ` ${half}` : ''}` : half || '½';
  return `${amount} ${forCount(total, units.cup)}`;
};

/** Each kind's measure for `servings` people, in the order they go into the pan: the recipe's steps follow it. */
export const PANTRY: Readonly<Record<PantryKind, Measure>> = {
  grain: (servings, units) => cups(0.5, servings, units),
  pasta: (servings) => perServing(90, servings),
  fat: (_, units) => `2 ${units.tablespoons}`,
  aromatic: (servings) => (servings > 2 ? '2' : '1'),
  garlic: (servings, units) => `${servings > 2 ? 3 : 2} ${forCount(2, units.clove)}`,
  root: (servings) => perServing(200, servings),
  meat: (servings) => perServing(150, servings),
  fish: (servings) => perServing(125, servings),
  spice: (_, units) => `1 ${units.teaspoon}`,
  vegetable: (servings) => perServing(100, servings),
  leafy: (servings, units) => `${servings} ${forCount(servings, units.handful)}`,
  legume: (_, units) => `1 ${units.can} (400 g)`,
  liquid: (servings) => `${100 * servings} ml`,
  egg: (servings) => String(2 * servings),
  dairy: (servings) => `${50 * servings} ml`,
  cheese: (servings) => perServing(25, servings),
  herb: (servings) => perServing(10, servings),
  citrus: () => '1',
};

export const PANTRY_KINDS = Object.keys(PANTRY) as PantryKind[];

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);

/** A language's words for each kind, as an ingredient is read ("huile d’olive": "huile d olive"). */
const kindWordsOf = (languages: readonly RecipeLanguage[]) =>
  PANTRY_KINDS.map((kind) => ({
    kind,
    words: languages.flatMap((language) => DEMO_WORDS[language].foods[kind].map((word) => wordsOf(word).join(' '))),
  }));

/** Each language's own words, then every language's: a cook may write "chorizo" in any of them, or mix them. */
const KIND_WORDS = Object.fromEntries(
  RECIPE_LANGUAGES.map((language) => [language, [kindWordsOf([language]), kindWordsOf(RECIPE_LANGUAGES)]]),
) as Record<RecipeLanguage, ReturnType<typeof kindWordsOf>[]>;

/**
 * The kind of food an ingredient is, else produce: the kind its head word names, which is the last in English and
 * German ("chicken stock" is stock) and the first in the languages that name the food first ("caldo de pollo" is
 * caldo, stock).
 */
export function pantryKind(ingredient: string, language: RecipeLanguage = 'en'): PantryKind {
  const text = ` ${wordsOf(ingredient).join(' ')} `;
  const headFirst = LANGUAGE_FACTS[language].namesFoodFirst;
  for (const kindWords of KIND_WORDS[language]) {
    let found: { kind: PantryKind; at: number; end: number } | undefined;
    for (const { kind, words } of kindWords) {
      for (const word of words) {
        const at = headFirst ? text.indexOf(` ${word} `) : text.lastIndexOf(` ${word} `);
        if (at < 0) continue;
        const end = at + word.length;
        const better = !found || (headFirst ? at < found.at || (at === found.at && end > found.end) : end > found.end);
        if (better) found = { kind, at, end };
      }
    }
    if (found) return found.kind;
  }
  return 'vegetable';
}
