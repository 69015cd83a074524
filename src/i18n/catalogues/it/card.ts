import type { card as english } from '../en/card';

/** The recipe card in Italian. */
export const card = {
  'card.serves': '{servings, plural, one {Per # persona} other {Per # persone}}',
  'card.ingredients': 'Ingredienti',
  'card.instructions': 'Preparazione',
} as const satisfies Record<keyof typeof english, string>;
