import { findTerm, foodTextOf, type TermList } from '../../food/findTerm';
import cupWeights from './cupWeights.json';

/** Grams in one US cup of the ingredients recipes measure by volume: its $comment says how, its source whence. */
const DENSITIES = cupWeights.densities;

const LISTS: readonly { list: TermList; gramsPerCup: number }[] = DENSITIES.map(
  ({ names, exceptions, gramsPerCup }) => ({
    list: { terms: names, exceptions },
    gramsPerCup,
  }),
);

/** How many ingredients the density table knows (a test holds it to at least 40). */
export const DENSITY_COUNT = DENSITIES.length;

/** Grams in one US cup of what an ingredient line names, or null when the table does not know it. */
export function gramsPerCupOf(description: string): number | null {
  // Read once for every entry of the table: reading a text is most of the work of looking it up.
  const read = foodTextOf(description);
  return LISTS.find(({ list }) => findTerm(read, list) !== null)?.gramsPerCup ?? null;
}
