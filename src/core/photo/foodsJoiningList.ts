import type { TermList } from '../food/findTerm';
import { validateIngredient, type IngredientRule } from '../ingredients/ingredientRules';

/** A food the cook ticked under their photo, by the id it has there. */
export interface TickedFood {
  id: number;
  name: string;
}

export interface FoodsJoining {
  /** The foods that join the list, cleaned as a typed one is, in the order they were shown. */
  added: string[];
  /** Their ids under the photo, in the same order. */
  addedIds: number[];
  /** The foods the list's rules turn away, with the rule (not food, a duplicate, the limit, too long, empty). */
  refused: Array<{ id: number; rule: IngredientRule }>;
}

/**
 * Which of the ticked foods join the list, each checked by the same rules, in the same order, as a typed
 * ingredient, against the list as it grows: a name twice is added once, and the limit counts the ones before it.
 */
export function foodsJoiningList(
  ticked: readonly TickedFood[],
  list: readonly string[],
  nonFoods?: TermList,
): FoodsJoining {
  const items = [...list];
  const joining: FoodsJoining = { added: [], addedIds: [], refused: [] };
  for (const { id, name } of ticked) {
    const verdict = validateIngredient(name, items, nonFoods);
    if (verdict.ok) {
      items.push(verdict.ingredient);
      joining.added.push(verdict.ingredient);
      joining.addedIds.push(id);
    } else {
      joining.refused.push({ id, rule: verdict.rule });
    }
  }
  return joining;
}
