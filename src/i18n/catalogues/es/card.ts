import type { card as english } from '../en/card';

/** The recipe card in Spanish. */
export const card = {
  'card.serves': '{servings, plural, one {Para # persona} other {Para # personas}}',
  'card.ingredients': 'Ingredientes',
  'card.instructions': 'Preparación',
} as const satisfies Record<keyof typeof english, string>;
