import type { allergenNames as english } from '../en/allergenNames';

/** The allergen groups in German, as German labelling names them ("ohne Milch"). */
export const allergenNames = {
  'allergen.peanuts': 'Erdnüsse',
  'allergen.treeNuts': 'Schalenfrüchte',
  'allergen.milk': 'Milch',
  'allergen.eggs': 'Eier',
  'allergen.gluten': 'Gluten',
  'allergen.fish': 'Fisch',
  'allergen.shellfish': 'Krebstiere und Weichtiere',
  'allergen.soy': 'Soja',
  'allergen.sesame': 'Sesam',
} as const satisfies Record<keyof typeof english, string>;
