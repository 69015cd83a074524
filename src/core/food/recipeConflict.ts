import { englishSingular } from '../language/wordForms';
import { asWritten, findTerm, foodTextOf, type FoodText, type TermList } from './findTerm';
import { ALL_NON_FOODS } from './allNonFoods';
import { nonFoodIn, nonFoodNamed } from './nonFoods';
import type { RecipePreview } from '../recipe/recipeTypes';
import { allergenNamed } from './allergens';
import { ALLERGEN_FOODS, DIET_EXCLUSIONS, DIET_RULES_OUT } from './avoidedFoods';
import type { Diet, Preferences } from '../preferences/preferencesTypes';

/**
 * Why a recipe must not be shown to a cook: what it uses (as the recipe writes it) that is not food, that they are
 * allergic to, or that their diet rules out, by the app's table or by what the chef marked it as containing.
 */
export type RecipeConflict =
  | { kind: 'not-food'; uses: string }
  | { kind: 'allergy'; uses: string; allergy: string }
  | { kind: 'diet'; uses: string; diet: Diet }
  | { kind: 'marked-allergy'; uses: string; contains: string; allergy: string }
  | { kind: 'marked-diet'; uses: string; contains: string; diet: Diet };

/** What is checked: a whole recipe, or what has arrived of one still streaming. */
export type CheckedRecipe = Pick<RecipePreview, 'name' | 'description' | 'ingredients' | 'instructions'>;

/** An allergy the table does not know is matched by its name alone, singular or plural. */
const byName = new Map<string, TermList>();

/** What an allergy rules out: its group in the table, or the allergy's own name. */
export function allergyFoods(allergy: string): TermList {
  const group = allergenNamed(allergy);
  if (group) return ALLERGEN_FOODS[group];
  let list = byName.get(allergy);
  if (!list) byName.set(allergy, (list = { terms: [allergy, allergy.replace(/\S+$/, englishSingular)] }));
  return list;
}

/**
 * Everything a cook reads: every ingredient line and every step, then the name and the description (so the reason
 * names the ingredient, "peanut butter", where the name only hints at it, "Satay rice").
 */
const textsOf = ({ name, description, ingredients, instructions }: CheckedRecipe): string[] => [
  ...ingredients.map(({ measurement, name: ingredient }) => `${measurement} ${ingredient}`),
  ...instructions,
  name ?? '',
  description ?? '',
];

const firstFound = <Text>(texts: readonly Text[], find: (text: Text) => string | null): string | null => {
  for (const text of texts) {
    const found = find(text);
    if (found) return found;
  }
  return null;
};

/** The first ingredient the chef marked with one of the labels, with the label. */
function chefMarked({ ingredients }: CheckedRecipe, labels: readonly string[]) {
  for (const { name, contains = [] } of ingredients) {
    const label = contains.find((marked) => labels.includes(marked));
    if (label) return { name, label };
  }
  return null;
}

/**
 * Why the recipe must not be shown to this cook, or null when it may be: it
 * uses something that is not food, something they are allergic to, or something their diet rules out, by the
 * app's own table or by the chef's marks on its ingredients (the table decides what is safe; the chef can only
 * add a conflict). Checked in code because models suggest unsafe dishes even when told not to.
 */
export function recipeConflict(
  recipe: CheckedRecipe,
  { allergies, diet }: Pick<Preferences, 'allergies' | 'diet'>,
): RecipeConflict | null {
  // Each text is read (folded, split into words) once, then looked up in every list.
  const written = textsOf(recipe);
  const texts: FoodText[] = written.map(foodTextOf);
  // What was found, with the accents the folding took away ("jamón", "œufs"), in lower case as before: a capital
  // is usually a sentence's or a name's (the page writes German's nouns with theirs).
  const foundIn = (find: (text: FoodText) => string | null): string | null => {
    for (const [index, text] of texts.entries()) {
      const found = find(text);
      if (found) return asWritten(written[index]!, found).toLowerCase();
    }
    return null;
  };
  const nonFood =
    firstFound(
      recipe.ingredients.map(({ name }) => name),
      (name) => nonFoodNamed(name, ALL_NON_FOODS),
    ) ?? foundIn((text) => nonFoodIn(text, ALL_NON_FOODS));
  if (nonFood) return { kind: 'not-food', uses: nonFood };
  for (const allergy of allergies) {
    const foods = allergyFoods(allergy);
    const found = foundIn((text) => findTerm(text, foods));
    if (found) return { kind: 'allergy', uses: found, allergy };
  }
  for (const group of DIET_EXCLUSIONS[diet]) {
    const found = foundIn((text) => findTerm(text, group));
    if (found) return { kind: 'diet', uses: found, diet };
  }
  for (const allergy of allergies) {
    const group = allergenNamed(allergy);
    const marked = group && chefMarked(recipe, [group]);
    if (marked) return { kind: 'marked-allergy', uses: marked.name, contains: marked.label, allergy };
  }
  const marked = chefMarked(recipe, DIET_RULES_OUT[diet]);
  if (marked) return { kind: 'marked-diet', uses: marked.name, contains: marked.label, diet };
  return null;
}

/**
 * Builds the lookups of each list this cook's recipes are checked against, one list a call, ahead of need: the
 * largest lists (gluten, meat) take a phone tens of milliseconds, better spent at idle time than in the task
 * that shows the first preview.
 */
export const recipeCheckPreparations = ({ allergies, diet }: Pick<Preferences, 'allergies' | 'diet'>) =>
  [...allergies.map(allergyFoods), ...DIET_EXCLUSIONS[diet]].map((list) => () => {
    findTerm('', list);
    return Promise.resolve();
  });

/** Why a recipe must not be kept by anyone (it names something that is not food), or null. */
export const notFoodConflict = (recipe: CheckedRecipe): RecipeConflict | null =>
  recipeConflict(recipe, { allergies: [], diet: 'none' });

/** Whether the recipe keeps to the diet, as the page's JSON-LD and a download may claim it does. */
export const keepsToDiet = (recipe: CheckedRecipe, diet: Preferences['diet']): boolean =>
  diet !== 'none' && recipeConflict(recipe, { allergies: [], diet }) === null;
