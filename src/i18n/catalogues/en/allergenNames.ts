/** The allergen groups of the app's food table, as the cook is told them, in English. */
export const allergenNames = {
  'allergen.peanuts': 'peanuts',
  'allergen.treeNuts': 'tree nuts',
  'allergen.milk': 'milk',
  'allergen.eggs': 'eggs',
  'allergen.gluten': 'gluten',
  'allergen.fish': 'fish',
  'allergen.shellfish': 'shellfish',
  'allergen.soy': 'soy',
  'allergen.sesame': 'sesame',
} as const;
