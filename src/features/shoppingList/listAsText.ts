import type { Aisle } from '../../core/shopping/shoppingList';
import type { ListLine } from './shoppingListLines';

/**
 * The list to buy as plain text, for sharing: its title, then each aisle's name and its lines ("3 onions"), a
 * line already in the basket ticked ("✓"). What the cook has is left out: they need not buy it.
 */
export function listAsText(
  title: string,
  byAisle: readonly (readonly [Aisle, readonly ListLine[]])[],
  aisleName: (aisle: Aisle) => string,
  lineText: (line: ListLine) => string,
): string {
  return [
    title,
    ...byAisle.flatMap(([aisle, lines]) => [
      '',
      aisleName(aisle),
      ...lines.map((line) => `${line.ticked ? '✓' : '-'} ${lineText(line)}`),
    ]),
  ].join('\n');
}
