/** "eggs", "eggs and feta", "eggs, spinach and feta". */
export const listedInWords = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
