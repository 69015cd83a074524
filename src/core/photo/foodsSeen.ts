import { isRecord } from '../../lib/isRecord';
import { parsedObjectsIn } from '../recipe/jsonObjectsIn';
import { cleanText } from '../recipe/replyText';

/** A food the model saw in the cook's photo, and how sure it is of it (0 to 1). */
export interface FoodSeen {
  name: string;
  sure: number;
}

/** What a photo is read as: the foods seen, and whether they are the demo chef's sample rather than a model's reading. */
export interface FoodsSeen {
  foods: FoodSeen[];
  sample?: boolean;
}

/** More than a fridge shelf shows; the rest of a longer reply is dropped. */
export const MAX_FOODS_SEEN = 20;
/** Below this the model is not sure: the food is shown unticked, for the cook to tick if it is there. */
export const SURE_ENOUGH = 0.6;

/** How sure, as a number from 0 to 1 whatever the model wrote ("0.8", 80, true); unsure when it said nothing. */
function sureness(value: unknown): number {
  const number = typeof value === 'string' ? Number(value) : typeof value === 'boolean' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number <= 0) return 0;
  return number > 1 ? Math.min(number / 100, 1) : number;
}

/** A food as the model wrote it: `{name, sure}` (or `confidence`), or a bare name, which counts as sure. */
function toFoodSeen(value: unknown): FoodSeen | null {
  if (typeof value === 'string') return cleanText(value) ? { name: cleanText(value), sure: 1 } : null;
  if (!isRecord(value)) return null;
  const name = cleanText(value.name ?? value.food ?? value.item);
  return name ? { name, sure: sureness(value.sure ?? value.confidence) } : null;
}

/** The foods, each name once (as the list compares them: exactly), the surest kept; at most MAX_FOODS_SEEN. */
function distinct(foods: FoodSeen[]): FoodSeen[] {
  const byName = new Map<string, FoodSeen>();
  for (const food of foods) {
    const kept = byName.get(food.name);
    if (!kept || kept.sure < food.sure) byName.set(food.name, food);
  }
  return [...byName.values()].slice(0, MAX_FOODS_SEEN);
}

/**
 * The foods in a model's reply to a photo, read leniently as models write them (a fenced block, a sentence around
 * it, `confidence` for `sure`); null when no reply object lists foods. An empty list is an answer: nothing seen.
 */
export function readFoodsSeen(content: string): FoodsSeen | null {
  for (const value of parsedObjectsIn(content)) {
    if (!isRecord(value) || !Array.isArray(value.foods)) continue;
    const foods = distinct(value.foods.flatMap((entry) => toFoodSeen(entry) ?? []));
    return value.sample === true ? { foods, sample: true } : { foods };
  }
  return null;
}
