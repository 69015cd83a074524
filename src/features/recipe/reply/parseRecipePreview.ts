import { Allow, parse } from 'partial-json';
import type { RecipePreview } from '../recipeTypes';

const asText = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * What can be shown of a reply still being written: only strings that are complete (a name is never
 * shown half-typed), whole steps, and ingredient entries with at least one complete field.
 */
export function parseRecipePreview(replySoFar: string): RecipePreview | null {
  const start = replySoFar.indexOf('{');
  if (start < 0) return null;
  let value: unknown;
  try {
    value = parse(replySoFar.slice(start), Allow.ALL & ~Allow.STR);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { name, description, ingredients, instructions } = value as Record<string, unknown>;
  return {
    name: asText(name),
    description: asText(description),
    ingredients: (Array.isArray(ingredients) ? ingredients : [])
      .map((entry: unknown) => {
        const fields = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
        return { name: asText(fields.name) ?? '', measurement: asText(fields.measurement) ?? '' };
      })
      .filter((entry) => entry.name || entry.measurement),
    instructions: (Array.isArray(instructions) ? instructions : []).filter(
      (step): step is string => typeof step === 'string',
    ),
  };
}
