import type { card as english } from '../en/card';

/** The recipe card in German. */
export const card = {
  'card.serves': '{servings, plural, one {Für # Person} other {Für # Personen}}',
  'card.ingredients': 'Zutaten',
  'card.instructions': 'Zubereitung',
} as const satisfies Record<keyof typeof english, string>;
