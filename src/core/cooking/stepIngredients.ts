import { findTerm, foodTextOf, type TermList } from '../food/findTerm';
import { COMPOUNDS, foodWords } from './onHand';

/**
 * The names a step may call an ingredient by: its whole name without preparation ("olive oil" of "extra virgin
 * olive oil, for frying"), and its last word ("oil"), unless that word ends a two-word food ("bell pepper" is
 * not the pepper of "salt and pepper").
 */
function namesOf(ingredientName: string): TermList {
  const words = foodWords(ingredientName);
  if (words.length === 0) return { terms: [] };
  const lastTwo = words.slice(-2).join(' ');
  const head = words.length > 1 && COMPOUNDS.has(lastTwo) ? lastTwo : words.at(-1)!;
  return { terms: [...new Set([words.join(' '), head])] };
}

/**
 * For each step, the indexes of the ingredients it uses, found by the food matcher in the step's words ("Season
 * the chicken" uses "4 chicken thighs"; "Whisk the eggs" uses "3 large eggs"), in the ingredient list's order.
 */
export function stepIngredients(ingredientNames: readonly string[], steps: readonly string[]): number[][] {
  const lists = ingredientNames.map(namesOf);
  return steps.map((step) => {
    // Read once for every ingredient: reading a text is most of the work of looking it up.
    const read = foodTextOf(step);
    return lists.flatMap((list, index) => (list.terms.length > 0 && findTerm(read, list) !== null ? [index] : []));
  });
}
