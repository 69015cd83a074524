import { isOnHand } from '../../src/core/cooking/onHand';
import { recipeConflict } from '../../src/core/food/recipeConflict';
import type { Preferences } from '../../src/core/preferences/preferencesTypes';
import type { Recipe, RecipeIngredient } from '../../src/core/recipe/recipeTypes';
import type { RecipeChange } from '../../src/core/steering/recipeChange';
import { IDEAS_ASKED_FOR, type RecipeIdea } from '../../src/core/steering/recipeIdea';
import { listedInWords } from '../../src/lib/listedInWords';
import { capitalised, demoRecipe } from './demoRecipe';

const SPICY = /\b(chill?i(es)?|cayenne|jalape[nñ]os?|hot sauce|sriracha|harissa|chipotle)\b/i;

/** The recipe without these ingredient lines, and without the steps that name only them. */
function without(recipe: Recipe, dropped: readonly RecipeIngredient[]): Recipe {
  const names = dropped.map(({ name }) => name.toLowerCase());
  const kept = recipe.ingredients.filter((ingredient) => !dropped.includes(ingredient));
  const keptNames = kept.map(({ name }) => name.toLowerCase());
  const namesOnlyDropped = (step: string) => {
    const text = step.toLowerCase();
    return names.some((name) => text.includes(name)) && !keptNames.some((name) => text.includes(name));
  };
  const instructions = recipe.instructions.filter((step) => !namesOnlyDropped(step));
  return { ...recipe, ingredients: kept, instructions: instructions.length > 0 ? instructions : recipe.instructions };
}

/** Steps cooked on the stove top: heating the oven goes, and baking, roasting and broiling become pan-frying. */
function onTheStove(steps: readonly string[]): string[] {
  return steps
    .filter((step) => !/^\s*(pre)?heat the oven\b/i.test(step))
    .map((step) =>
      step
        .replace(/\b(?:a |the )?baking dish\b/gi, 'the pan')
        .replace(/(?<![\w-])(bake|roast|broil)\b/gi, (verb) =>
          verb[0] === verb[0]!.toUpperCase() ? 'Pan-fry' : 'pan-fry',
        )
        .replace(/\b(?:a hot |the |an )?(?<!dutch )(?:oven|broiler)\b/gi, 'a covered pan over medium heat'),
    );
}

/** Every pan, pot, skillet and tray in the steps is the one pan. */
const inOnePan = (steps: readonly string[]) =>
  steps.map((step) =>
    step
      .replace(
        /\b(?:another|a second|a separate|a clean|the other)\s+(?:large\s+|small\s+)?(?:pan|pot|skillet|saucepan|tray)\b/gi,
        'the same pan',
      )
      .replace(
        /\b(?:sheet pan|baking sheet|baking tray|roasting tin|saucepan|stockpot|skillet|wok|pot|tray)\b/gi,
        'pan',
      ),
  );

const fewerMinutes = (minutes: number | undefined) =>
  minutes === undefined ? undefined : Math.max(1, Math.round(minutes * 0.6));

/**
 * The demo chef's new version of a recipe: the change made in kind, as a cook could check it (a stove-top version
 * for No oven, one line fewer for Fewer ingredients), deterministic, with no model. A wish it cannot act on is
 * noted in the description, quoted.
 */
export function demoChanged(
  base: Recipe,
  change: RecipeChange,
  ingredients: readonly string[],
  preferences?: Preferences,
): Recipe {
  switch (change.kind) {
    case 'noOven':
      return { ...base, instructions: onTheStove(base.instructions) };
    case 'onePan':
      return { ...base, instructions: inOnePan(base.instructions) };
    case 'quicker': {
      const prepMinutes = fewerMinutes(base.prepMinutes) ?? 5;
      const cookMinutes = fewerMinutes(base.cookMinutes) ?? 10;
      return { ...base, prepMinutes, cookMinutes, description: `${base.description} Done in less time.` };
    }
    case 'spicier':
      return {
        ...base,
        ingredients: [...base.ingredients, { name: 'chilli flakes', measurement: '1 teaspoon' }],
        instructions: [...base.instructions.slice(0, -1), 'Stir in the chilli flakes.', ...base.instructions.slice(-1)],
      };
    case 'milder':
      return without(
        base,
        base.ingredients.filter(({ name }) => SPICY.test(name)),
      );
    case 'vegetarian': {
      const meat = base.ingredients.filter(
        (ingredient) =>
          recipeConflict(
            { ...base, ingredients: [ingredient], instructions: [], name: '', description: '' },
            { allergies: [], diet: 'vegetarian' },
          ) !== null,
      );
      const plain = without(base, meat);
      if (meat.length === 0) return plain;
      return {
        ...plain,
        ingredients: [...plain.ingredients, { name: 'chickpeas', measurement: '1 tin, drained' }],
        instructions: [
          ...plain.instructions.slice(0, -1),
          'Stir in the chickpeas and warm through, 3 minutes.',
          ...plain.instructions.slice(-1),
        ],
      };
    }
    case 'fewerIngredients': {
      const extra =
        [...base.ingredients].reverse().find(({ name }) => !isOnHand(name, ingredients, true)) ??
        base.ingredients.at(-1);
      return base.ingredients.length > 1 && extra ? without(base, [extra]) : base;
    }
    case 'onlyWhatIHave': {
      const hasBasics = preferences?.hasBasics ?? false;
      return without(
        base,
        base.ingredients.filter(({ name }) => !isOnHand(name, ingredients, hasBasics)),
      );
    }
    case 'wish':
      return { ...base, description: `${base.description} Adjusted for your wish: ${JSON.stringify(change.wish)}.` };
  }
}

/**
 * An idea the demo chef offered, in full: its sample recipe under the idea's name, finished in the oven when the
 * idea is a bake (so No oven has something to change).
 */
export function demoIdeaRecipe(ingredients: readonly string[], idea: Pick<RecipeIdea, 'name'>, servings?: number) {
  const recipe = demoRecipe(ingredients, servings);
  const named = { ...recipe, name: `Demo: ${idea.name}` };
  if (!/\bbake$/i.test(idea.name)) return named;
  return {
    ...named,
    instructions: [
      'Heat the oven to 200 °C.',
      ...recipe.instructions.slice(0, -1),
      'Tip everything into a baking dish and bake for 15 minutes, until golden.',
      ...recipe.instructions.slice(-1),
    ],
  };
}

/** The demo chef's three ideas from the listed ingredients, none named as a recipe already shown. */
export function demoIdeas(ingredients: readonly string[], shownNames: readonly string[]): RecipeIdea[] {
  const [a = 'vegetables', b = a, c = b] = ingredients;
  const styles: RecipeIdea[] = [
    {
      name: `${capitalised(a)} and ${b} skillet`,
      summary: `${capitalised(a)} and ${b}, browned together in one pan.`,
      minutes: 20,
      extras: [],
    },
    {
      name: `${capitalised(a)} and ${c} bake`,
      summary: `${capitalised(a)} and ${c}, baked until golden.`,
      minutes: 35,
      extras: [],
    },
    {
      name: `${capitalised(b)} soup with ${c}`,
      summary: `A quick soup of ${listedInWords([b, c])}.`,
      minutes: 30,
      extras: ['stock'],
    },
    {
      name: `${capitalised(c)} and ${a} salad`,
      summary: `${capitalised(c)} and ${a}, dressed with lemon.`,
      minutes: 15,
      extras: ['lemon'],
    },
    {
      name: `${capitalised(b)} and ${c} rice bowl`,
      summary: `${capitalised(b)} and ${c} over rice.`,
      minutes: 25,
      extras: ['rice'],
    },
  ];
  const shown = new Set(shownNames.map((name) => name.toLowerCase().replace(/^demo:\s*/, '')));
  return styles.filter(({ name }) => !shown.has(name.toLowerCase())).slice(0, IDEAS_ASKED_FOR);
}
