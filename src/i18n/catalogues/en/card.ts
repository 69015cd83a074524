/** The specification's recipe card in English: its headings and how many it serves. */
export const card = {
  'card.serves': 'Serves {servings}',
  'card.ingredients': 'Ingredients',
  'card.instructions': 'Instructions',
} as const;
