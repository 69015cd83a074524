import type { Recipe } from '../recipe/recipeTypes';

const key = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** What a new version changed: the ingredients it added and removed, and how many steps read differently. */
export interface VersionChanges {
  added: string[];
  removed: string[];
  changedSteps: number;
}

/**
 * What a new version changed (the card says "Added chilli flakes; removed feta; 2 steps changed."). Ingredients
 * are compared by name (a new amount is not a new ingredient), steps by their text in order.
 */
export function versionChanges(before: Recipe, after: Recipe): VersionChanges {
  const names = (recipe: Recipe) => new Set(recipe.ingredients.map(({ name }) => key(name)));
  const [was, is] = [names(before), names(after)];
  const added = after.ingredients.filter(({ name }) => !was.has(key(name))).map(({ name }) => name);
  const removed = before.ingredients.filter(({ name }) => !is.has(key(name))).map(({ name }) => name);
  const steps = Math.max(before.instructions.length, after.instructions.length);
  let changedSteps = 0;
  for (let index = 0; index < steps; index += 1)
    if (key(before.instructions[index] ?? '') !== key(after.instructions[index] ?? '')) changedSteps += 1;
  return { added, removed, changedSteps };
}
