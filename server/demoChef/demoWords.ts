import { listedInLanguage } from '../../src/core/language/listedInLanguage';
import { RECIPE_LANGUAGES, type RecipeLanguage } from '../../src/core/language/recipeLanguages';
import type { RecipeIngredient } from '../../src/core/recipe/recipeTypes';
import type { RecipeIdea } from '../../src/core/steering/recipeIdea';
import type { PantryKind } from './demoPantry';
import table from './demoWordsByLanguage.json';

/** A word's form for one, and for more than one. */
type Plural = readonly string[];

/** A rewrite of a step: a pattern, what replaces it, and the pattern's flags (gi unless given). */
type Rewrite = readonly string[];

type IdeaStyle = 'skillet' | 'bake' | 'soup' | 'salad' | 'riceBowl';

/** One language's entry in demoWordsByLanguage.json, as written there (its $comment says what each field holds). */
interface WrittenWords {
  foods: Readonly<Record<PantryKind, readonly string[]>>;
  units: { cup: Plural; tablespoons: string; teaspoon: string; clove: Plural; handful: Plural; can: string };
  steps: Readonly<Record<PantryKind, string>>;
  namePrefix: string;
  dishWith: string;
  skillet: string;
  description: string;
  pantryStaples: string;
  oliveOil: string;
  saltAndPepper: RecipeIngredient;
  tossBases: string;
  season: string;
  ideas: Record<IdeaStyle, { name: string; summary: string }> & {
    anything: string;
    extras: { stock: string; lemon: string; rice: string };
    bakeNamed: string;
  };
  oven: { heat: string; bake: string; stove: string | null; drop: string; rewrite: readonly Rewrite[] };
  onePan: readonly Rewrite[];
  changes: {
    lessTime: string;
    chilli: RecipeIngredient;
    stirInChilli: string;
    chickpeas: RecipeIngredient;
    stirInChickpeas: string;
    wish: string;
  };
  contractions: readonly Rewrite[];
}

const WRITTEN: Readonly<Record<RecipeLanguage, WrittenWords>> = table;

export type DemoUnits = WrittenWords['units'];

/** What the demo chef writes in one language, ready to write with. */
export interface DemoWords {
  foods: WrittenWords['foods'];
  units: DemoUnits;
  namePrefix: string;
  pantryStaples: string;
  oliveOil: string;
  saltAndPepper: RecipeIngredient;
  season: string;
  /** The step that cooks a kind of food, for the foods of that kind in the list. */
  step: (kind: PantryKind, foods: readonly string[]) => string;
  /** "eggs, spinach and feta", as the language joins a list. */
  listed: (items: readonly string[]) => string;
  /** "Chicken and rice with spinach"; "Eggs and spinach skillet". */
  dishWith: (lead: readonly string[], rest: readonly string[]) => string;
  skillet: (foods: readonly string[]) => string;
  description: (foods: readonly string[]) => string;
  tossBases: (bases: readonly string[]) => string;
  /** An idea in a style, from the list's first three foods. */
  idea: (style: IdeaStyle, foods: { a: string; b: string; c: string }) => Pick<RecipeIdea, 'name' | 'summary'>;
  ideaExtras: WrittenWords['ideas']['extras'];
  /** What the ideas are of when no food is listed. */
  anything: string;
  /** Whether an idea's name is the bake's, whose recipe is finished in the oven. */
  isBake: (ideaName: string) => boolean;
  oven: { heat: string; bake: string };
  /** What No oven makes of a step: null drops it (heating the oven). */
  onTheStove: (step: string) => string | null;
  /** What One pan makes of a step. */
  inOnePan: (step: string) => string;
  changes: Omit<WrittenWords['changes'], 'wish'> & { wish: (wish: string) => string };
}

export const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** The form of a word for `count`. */
export const forCount = (count: number, [one, other]: Plural) => (count > 1 ? other! : one!);

const pattern = ([source, , flags = 'gi']: Rewrite) => new RegExp(source!, `${flags}u`);
const rewritten = (rewrites: readonly Rewrite[]) => {
  const compiled = rewrites.map((rewrite) => [pattern(rewrite), rewrite[1]!] as const);
  return (text: string) => compiled.reduce((result, [found, replacement]) => result.replace(found, replacement), text);
};

function demoWordsIn(language: RecipeLanguage): DemoWords {
  const written = WRITTEN[language];
  const contracted = rewritten(written.contractions);
  const listed = (items: readonly string[]) => listedInLanguage(language, items);
  /** A template with its {names} filled, and {Names} with a capital. */
  const fill = (template: string, values: Record<string, string>) =>
    contracted(
      template.replace(/\{(\w+)\}/g, (_, key: string) => {
        const named = `${key.charAt(0).toLowerCase()}${key.slice(1)}`;
        const value = values[named];
        if (value === undefined)
          throw new Error(`demoWordsByLanguage.json (${language}): no value for {${key}} in "${template}"`);
        return named === key ? value : capitalised(value);
      }),
    );
  const ofFoods = (template: string) => (foods: readonly string[]) => fill(template, { names: listed(foods) });
  const dropped = pattern([written.oven.drop, '', 'i']);
  const bakeNamed = pattern([written.ideas.bakeNamed, '', 'i']);
  const ovenRewrites = rewritten(written.oven.rewrite);
  return {
    foods: written.foods,
    units: written.units,
    namePrefix: written.namePrefix,
    pantryStaples: written.pantryStaples,
    oliveOil: written.oliveOil,
    saltAndPepper: written.saltAndPepper,
    season: written.season,
    step: (kind, foods) => ofFoods(written.steps[kind])(foods),
    listed,
    dishWith: (lead, rest) => fill(written.dishWith, { lead: listed(lead), rest: listed(rest) }),
    skillet: ofFoods(written.skillet),
    description: ofFoods(written.description),
    tossBases: ofFoods(written.tossBases),
    idea: (style, foods) => ({
      name: fill(written.ideas[style].name, foods),
      summary: fill(written.ideas[style].summary, foods),
    }),
    ideaExtras: written.ideas.extras,
    anything: written.ideas.anything,
    isBake: (name) => bakeNamed.test(name),
    oven: { heat: written.oven.heat, bake: written.oven.bake },
    onTheStove: (step) =>
      dropped.test(step)
        ? null
        : step === written.oven.bake && written.oven.stove
          ? written.oven.stove
          : ovenRewrites(step),
    inOnePan: rewritten(written.onePan),
    changes: {
      ...written.changes,
      wish: (wish) => fill(written.changes.wish, { wish: JSON.stringify(wish), wishText: wish }),
    },
  };
}

/**
 * Everything the demo chef writes, in each language (demoWordsByLanguage.json): which words name each kind of food (every
 * language's are read, as a cook may mix them), its measures, steps, dish names and ideas, and how it makes each
 * change. English is the demo chef as it always wrote; the others write as their cooks read recipes.
 */
export const DEMO_WORDS = Object.fromEntries(
  RECIPE_LANGUAGES.map((language) => [language, demoWordsIn(language)]),
) as Readonly<Record<RecipeLanguage, DemoWords>>;
