import { listedInWords } from '../../lib/listedInWords';
import type { Recipe } from '../recipe/recipeTypes';

const key = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * What a new version changed, in one line for the card: "Added chilli flakes; removed feta; 2 steps changed."
 * Ingredients are compared by name (a new amount is not a new ingredient), steps by their text in order.
 */
export function versionChanges(before: Recipe, after: Recipe): string {
  const names = (recipe: Recipe) => new Set(recipe.ingredients.map(({ name }) => key(name)));
  const [was, is] = [names(before), names(after)];
  const added = after.ingredients.filter(({ name }) => !was.has(key(name))).map(({ name }) => name);
  const removed = before.ingredients.filter(({ name }) => !is.has(key(name))).map(({ name }) => name);
  const steps = Math.max(before.instructions.length, after.instructions.length);
  let changedSteps = 0;
  for (let index = 0; index < steps; index += 1)
    if (key(before.instructions[index] ?? '') !== key(after.instructions[index] ?? '')) changedSteps += 1;
  const parts = [
    added.length > 0 && `added ${listedInWords(added)}`,
    removed.length > 0 && `removed ${listedInWords(removed)}`,
    changedSteps > 0 && `${changedSteps} ${changedSteps === 1 ? 'step' : 'steps'} changed`,
  ].filter((part): part is string => Boolean(part));
  if (parts.length === 0) return 'Nothing changed.';
  const line = parts.join('; ');
  return `${line.charAt(0).toUpperCase()}${line.slice(1)}.`;
}
