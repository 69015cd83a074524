import { isOnHand } from '../../src/core/cooking/onHand';
import { recipeConflict } from '../../src/core/food/recipeConflict';
import type { RecipeLanguage } from '../../src/core/language/recipeLanguages';
import type { Preferences } from '../../src/core/preferences/preferencesTypes';
import type { Recipe, RecipeIngredient } from '../../src/core/recipe/recipeTypes';
import type { RecipeChange } from '../../src/core/steering/recipeChange';
import { IDEAS_ASKED_FOR, type RecipeIdea } from '../../src/core/steering/recipeIdea';
import { demoRecipe } from './demoRecipe';
import { DEMO_WORDS } from './demoWords';

/** Hot ingredients, as any of the five languages names them. */
const SPICY =
  /(?<!\p{L})(chill?i(es)?|cayenne|cayena|jalape[nñ]os?|hot sauce|sriracha|harissa|chipotle|guindillas?|piments?|peperoncin[oi]|chiliflocken|copos de chile)(?!\p{L})/iu;

/**
 * The recipe without these ingredient lines, and without the steps that name only them (the seasoning a step
 * also names, "with salt and pepper", does not keep it).
 */
function without(recipe: Recipe, dropped: readonly RecipeIngredient[], seasoning: RecipeIngredient): Recipe {
  const names = dropped.map(({ name }) => name.toLowerCase());
  const kept = recipe.ingredients.filter((ingredient) => !dropped.includes(ingredient));
  const keptNames = kept.filter(({ name }) => name !== seasoning.name).map(({ name }) => name.toLowerCase());
  const namesOnlyDropped = (step: string) => {
    const text = step.toLowerCase();
    return names.some((name) => text.includes(name)) && !keptNames.some((name) => text.includes(name));
  };
  const instructions = recipe.instructions.filter((step) => !namesOnlyDropped(step));
  return { ...recipe, ingredients: kept, instructions: instructions.length > 0 ? instructions : recipe.instructions };
}

const fewerMinutes = (minutes: number | undefined) =>
  minutes === undefined ? undefined : Math.max(1, Math.round(minutes * 0.6));

/** A line and its step added just before the last step (the seasoning). */
const withAddedLine = (recipe: Recipe, line: RecipeIngredient, step: string): Recipe => ({
  ...recipe,
  ingredients: [...recipe.ingredients, line],
  instructions: [...recipe.instructions.slice(0, -1), step, ...recipe.instructions.slice(-1)],
});

/**
 * The demo chef's new version of a recipe, in the cook's language: the change made in kind, as a cook could check
 * it (a stove-top version for No oven, one line fewer for Fewer ingredients), deterministic, with no model. A
 * wish it cannot act on is noted in the description, quoted.
 */
export function demoChanged(
  base: Recipe,
  change: RecipeChange,
  ingredients: readonly string[],
  preferences?: Preferences,
  language: RecipeLanguage = 'en',
): Recipe {
  const words = DEMO_WORDS[language];
  switch (change.kind) {
    case 'noOven':
      return {
        ...base,
        instructions: base.instructions.flatMap((step) => words.onTheStove(step) ?? []),
      };
    case 'onePan':
      return { ...base, instructions: base.instructions.map(words.inOnePan) };
    case 'quicker': {
      const prepMinutes = fewerMinutes(base.prepMinutes) ?? 5;
      const cookMinutes = fewerMinutes(base.cookMinutes) ?? 10;
      return { ...base, prepMinutes, cookMinutes, description: `${base.description} ${words.changes.lessTime}` };
    }
    case 'spicier':
      return withAddedLine(base, words.changes.chilli, words.changes.stirInChilli);
    case 'milder':
      return without(
        base,
        base.ingredients.filter(({ name }) => SPICY.test(name)),
        words.saltAndPepper,
      );
    case 'vegetarian': {
      const meat = base.ingredients.filter(
        (ingredient) =>
          recipeConflict(
            { ...base, ingredients: [ingredient], instructions: [], name: '', description: '' },
            { allergies: [], diet: 'vegetarian' },
          ) !== null,
      );
      const plain = without(base, meat, words.saltAndPepper);
      if (meat.length === 0) return plain;
      // Named and described anew from what is left, as the recipe check reads those too.
      const meatless = ingredients.filter((name) => !meat.some((line) => line.name === name));
      const { name, description } = demoRecipe(meatless, undefined, language);
      return withAddedLine({ ...plain, name, description }, words.changes.chickpeas, words.changes.stirInChickpeas);
    }
    case 'fewerIngredients': {
      const extra =
        [...base.ingredients].reverse().find(({ name }) => !isOnHand(name, ingredients, true)) ??
        base.ingredients.at(-1);
      return base.ingredients.length > 1 && extra ? without(base, [extra], words.saltAndPepper) : base;
    }
    case 'onlyWhatIHave': {
      const hasBasics = preferences?.hasBasics ?? false;
      return without(
        base,
        base.ingredients.filter(({ name }) => !isOnHand(name, ingredients, hasBasics)),
        words.saltAndPepper,
      );
    }
    case 'wish':
      return { ...base, description: `${base.description} ${words.changes.wish(change.wish)}` };
  }
}

/**
 * An idea the demo chef offered, in full: its sample recipe under the idea's name, finished in the oven when the
 * idea is a bake (so No oven has something to change).
 */
export function demoIdeaRecipe(
  ingredients: readonly string[],
  idea: Pick<RecipeIdea, 'name'>,
  servings?: number,
  language: RecipeLanguage = 'en',
) {
  const words = DEMO_WORDS[language];
  const recipe = demoRecipe(ingredients, servings, language);
  const named = { ...recipe, name: `${words.namePrefix}${idea.name}` };
  if (!words.isBake(idea.name)) return named;
  return {
    ...named,
    instructions: [
      words.oven.heat,
      ...recipe.instructions.slice(0, -1),
      words.oven.bake,
      ...recipe.instructions.slice(-1),
    ],
  };
}

/** The demo chef's three ideas from the listed ingredients, in the cook's language, none named as a recipe shown. */
export function demoIdeas(
  ingredients: readonly string[],
  shownNames: readonly string[],
  language: RecipeLanguage = 'en',
): RecipeIdea[] {
  const words = DEMO_WORDS[language];
  const [a = words.anything, b = a, c = b] = ingredients;
  const foods = { a, b, c };
  const styles: RecipeIdea[] = [
    { ...words.idea('skillet', foods), minutes: 20, extras: [] },
    { ...words.idea('bake', foods), minutes: 35, extras: [] },
    { ...words.idea('soup', foods), minutes: 30, extras: [words.ideaExtras.stock] },
    { ...words.idea('salad', foods), minutes: 15, extras: [words.ideaExtras.lemon] },
    { ...words.idea('riceBowl', foods), minutes: 25, extras: [words.ideaExtras.rice] },
  ];
  const prefix = words.namePrefix.trim().toLowerCase();
  const unprefixed = (name: string) => {
    const lower = name.toLowerCase();
    return lower.startsWith(prefix) ? lower.slice(prefix.length).trim() : lower;
  };
  const shown = new Set(shownNames.map(unprefixed));
  return styles.filter(({ name }) => !shown.has(name.toLowerCase())).slice(0, IDEAS_ASKED_FOR);
}
