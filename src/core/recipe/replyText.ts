import { withoutInvisibleCharacters } from '../../lib/invisibleCharacters';
import { isRecord } from '../../lib/isRecord';
import { chefsLabel, type ChefsLabel } from './chefsLabels';
import type { RecipeFacts, RecipeIngredient } from './recipeTypes';

// How a reply's values are read, whatever the model sent: the rules the recipe schema's reading applies to each
// field (reply/recipeSchema.ts), and the streaming preview to what has arrived so far.

/** More than any real recipe has; beyond it the rest is dropped rather than rendered. */
export const MAX_RECIPE_ENTRIES = 100;
/** Longer than any name, description or step; beyond it the text is cut. */
export const MAX_TEXT_LENGTH = 2000;

/**
 * Text as shown: without invisible characters (a direction override can show "05 g" as "g 50" on the card, in the
 * shopping list and in a download), trimmed and capped; a number (`"measurement": 2`) is text too; anything else
 * is none.
 */
export function cleanText(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? withoutInvisibleCharacters(value).trim().slice(0, MAX_TEXT_LENGTH) : '';
}

/** The chef's marks as labels of ours, each once; anything else in the list is dropped. */
const toLabels = (values: unknown[]): ChefsLabel[] => [
  ...new Set(values.flatMap((value) => (typeof value === 'string' ? (chefsLabel(value) ?? []) : []))),
];

/** `{name, measurement}` (with the chef's `contains` marks when given), or a plain string ("2 eggs"), shown as given. */
export function toIngredient(value: unknown): RecipeIngredient {
  if (typeof value === 'string') return { name: cleanText(value), measurement: '' };
  const entry = isRecord(value) ? value : {};
  const ingredient = { name: cleanText(entry.name), measurement: cleanText(entry.measurement) };
  return Array.isArray(entry.contains) ? { ...ingredient, contains: toLabels(entry.contains) } : ingredient;
}

/** A step as a string, or as `{text}` / `{step, text}` (some models number their steps). */
export function toInstruction(value: unknown): string {
  if (typeof value === 'string') return cleanText(value);
  return isRecord(value) ? cleanText(value.text ?? value.instruction ?? value.description) : '';
}

export const toIngredients = (values: unknown): RecipeIngredient[] =>
  (Array.isArray(values) ? values : [])
    .slice(0, MAX_RECIPE_ENTRIES)
    .map(toIngredient)
    .filter((entry) => entry.name || entry.measurement);

export const toInstructions = (values: unknown): string[] =>
  (Array.isArray(values) ? values : []).slice(0, MAX_RECIPE_ENTRIES).map(toInstruction).filter(Boolean);

/** More than any household cooks for at once. */
export const MAX_SERVINGS_IN_REPLY = 100;
/** A day: anything longer is not a time a recipe takes. */
export const MAX_MINUTES_IN_REPLY = 24 * 60;

/** A whole number from 1 to `max` (a number, or digits as text), or undefined: 0, negatives and fractions are ignored. */
export function wholeNumber(value: unknown, max: number): number | undefined {
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= max ? number : undefined;
}

/** The optional servings and times, only those present and sensible. */
export function recipeFacts(value: Record<string, unknown>): RecipeFacts {
  const facts = {
    servings: wholeNumber(value.servings, MAX_SERVINGS_IN_REPLY),
    prepMinutes: wholeNumber(value.prepMinutes, MAX_MINUTES_IN_REPLY),
    cookMinutes: wholeNumber(value.cookMinutes, MAX_MINUTES_IN_REPLY),
  };
  return Object.fromEntries(Object.entries(facts).filter(([, fact]) => fact !== undefined));
}
