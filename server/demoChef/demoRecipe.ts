import type { Recipe } from '../../src/core/recipe/recipeTypes';
import { listedInWords } from '../../src/lib/listedInWords';
import { PANTRY, pantryKind, type PantryKind } from './demoPantry';

/** What the demo chef measures for when the cook set no servings. */
const DEFAULT_SERVINGS = 2;

export const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** "Chicken and rice with spinach": the main things first, then what goes with them. */
function dishName(byKind: Map<PantryKind, string[]>, named: readonly string[]): string {
  const mains = [...(byKind.get('meat') ?? []), ...(byKind.get('fish') ?? []), ...(byKind.get('egg') ?? [])];
  const bases = [...(byKind.get('pasta') ?? []), ...(byKind.get('grain') ?? [])];
  const lead = [...mains, ...bases].slice(0, 2);
  const seasoning: PantryKind[] = ['fat', 'garlic', 'spice', 'herb', 'citrus', 'liquid'];
  const rest = named
    .filter((name) => !lead.includes(name) && !seasoning.includes(pantryKind(name)))
    .slice(0, lead.length > 0 ? 2 : 3);
  if (lead.length === 0) return `${listedInWords(rest.length > 0 ? rest : named.slice(0, 2))} skillet`;
  return rest.length > 0 ? `${listedInWords(lead)} with ${listedInWords(rest)}` : `${listedInWords(lead)} skillet`;
}

/**
 * The offline demo chef: a deterministic sample recipe built from the ingredients, each measured as kitchens
 * measure it and cooked in a sensible order (demoPantry.ts), so the app can be tried without a token. Its name
 * starts "Demo:" and its description says where it comes from, wherever it is shown.
 */
export function demoRecipe(ingredients: readonly string[], servings?: number): Recipe {
  const named = ingredients.length > 0 ? ingredients : ['pantry staples'];
  const people = servings ?? DEFAULT_SERVINGS;
  const byKind = new Map<PantryKind, string[]>();
  for (const name of named) {
    const kind = pantryKind(name);
    byKind.set(kind, [...(byKind.get(kind) ?? []), name]);
  }
  const hasFat = byKind.has('fat');
  const kinds = (Object.keys(PANTRY) as PantryKind[]).filter((kind) => byKind.has(kind));
  const steps = kinds.map((kind) => PANTRY[kind].step(listedInWords(byKind.get(kind)!)));
  const fatStep = PANTRY.fat.step('olive oil');
  const bases = [...(byKind.get('pasta') ?? []), ...(byKind.get('grain') ?? [])];
  return {
    name: `Demo: ${capitalised(dishName(byKind, named))}`,
    description: `A sample recipe from the app's offline demo chef, not an AI: made with ${listedInWords(named)}.`,
    ingredients: [
      ...named.map((name) => ({ name, measurement: PANTRY[pantryKind(name)].measure(people) })),
      ...(hasFat ? [] : [{ name: 'olive oil', measurement: PANTRY.fat.measure(people) }]),
      { name: 'salt and pepper', measurement: 'to taste' },
    ],
    instructions: [
      ...(hasFat ? steps : insertBeforeCooking(steps, kinds, fatStep)),
      ...(bases.length > 0 ? [`Toss the ${listedInWords(bases)} through everything in the pan.`] : []),
      'Season with salt and pepper to taste, then serve hot.',
    ],
    ...(servings !== undefined && { servings }),
  };
}

/** The oil goes into the pan after anything boiled apart (grains, pasta), before anything cooked in it. */
function insertBeforeCooking(steps: string[], kinds: PantryKind[], fatStep: string): string[] {
  const boiledApart = kinds.filter((kind) => kind === 'grain' || kind === 'pasta').length;
  return [...steps.slice(0, boiledApart), fatStep, ...steps.slice(boiledApart)];
}
