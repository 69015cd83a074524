import type { card as english } from '../en/card';

/** The recipe card in French. */
export const card = {
  'card.serves': '{servings, plural, one {Pour # personne} other {Pour # personnes}}',
  'card.ingredients': 'Ingrédients',
  'card.instructions': 'Préparation',
} as const satisfies Record<keyof typeof english, string>;
