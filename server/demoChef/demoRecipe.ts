import type { RecipeLanguage } from '../../src/core/language/recipeLanguages';
import type { Recipe } from '../../src/core/recipe/recipeTypes';
import { PANTRY, PANTRY_KINDS, pantryKind, type PantryKind } from './demoPantry';
import { capitalised, DEMO_WORDS, type DemoWords } from './demoWords';

/** What the demo chef measures for when the cook set no servings. */
const DEFAULT_SERVINGS = 2;

/** "Chicken and rice with spinach": the main things first, then what goes with them. */
function dishName(
  words: DemoWords,
  byKind: Map<PantryKind, string[]>,
  named: readonly string[],
  language: RecipeLanguage,
) {
  const mains = [...(byKind.get('meat') ?? []), ...(byKind.get('fish') ?? []), ...(byKind.get('egg') ?? [])];
  const bases = [...(byKind.get('pasta') ?? []), ...(byKind.get('grain') ?? [])];
  const lead = [...mains, ...bases].slice(0, 2);
  const seasoning: PantryKind[] = ['fat', 'garlic', 'spice', 'herb', 'citrus', 'liquid'];
  const rest = named
    .filter((name) => !lead.includes(name) && !seasoning.includes(pantryKind(name, language)))
    .slice(0, lead.length > 0 ? 2 : 3);
  if (lead.length === 0) return words.skillet(rest.length > 0 ? rest : named.slice(0, 2));
  return rest.length > 0 ? words.dishWith(lead, rest) : words.skillet(lead);
}

/**
 * The offline demo chef: a deterministic sample recipe built from the ingredients, each measured as kitchens
 * measure it and cooked in a sensible order (demoPantry.ts), written in the cook's language (demoWordsByLanguage.json), so the app
 * can be tried without a token. Its name starts "Demo:" and its description says where it comes from, wherever
 * it is shown.
 */
export function demoRecipe(ingredients: readonly string[], servings?: number, language: RecipeLanguage = 'en'): Recipe {
  const words = DEMO_WORDS[language];
  const named = ingredients.length > 0 ? ingredients : [words.pantryStaples];
  const people = servings ?? DEFAULT_SERVINGS;
  const byKind = new Map<PantryKind, string[]>();
  for (const name of named) {
    const kind = pantryKind(name, language);
    byKind.set(kind, [...(byKind.get(kind) ?? []), name]);
  }
  const hasFat = byKind.has('fat');
  const kinds = PANTRY_KINDS.filter((kind) => byKind.has(kind));
  const steps = kinds.map((kind) => words.step(kind, byKind.get(kind)!));
  const fatStep = words.step('fat', [words.oliveOil]);
  const bases = [...(byKind.get('pasta') ?? []), ...(byKind.get('grain') ?? [])];
  return {
    name: `${words.namePrefix}${capitalised(dishName(words, byKind, named, language))}`,
    description: words.description(named),
    ingredients: [
      ...named.map((name) => ({ name, measurement: PANTRY[pantryKind(name, language)](people, words.units) })),
      ...(hasFat ? [] : [{ name: words.oliveOil, measurement: PANTRY.fat(people, words.units) }]),
      words.saltAndPepper,
    ],
    instructions: [
      ...(hasFat ? steps : insertBeforeCooking(steps, kinds, fatStep)),
      ...(bases.length > 0 ? [words.tossBases(bases)] : []),
      words.season,
    ],
    ...(servings !== undefined && { servings }),
  };
}

/** The oil goes into the pan after anything boiled apart (grains, pasta), before anything cooked in it. */
function insertBeforeCooking(steps: string[], kinds: PantryKind[], fatStep: string): string[] {
  const boiledApart = kinds.filter((kind) => kind === 'grain' || kind === 'pasta').length;
  return [...steps.slice(0, boiledApart), fatStep, ...steps.slice(boiledApart)];
}
