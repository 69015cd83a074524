import type { allergenNames as english } from '../en/allergenNames';

/** The allergen groups in French, as French labelling names them, without an article ("sans lait"). */
export const allergenNames = {
  'allergen.peanuts': 'arachides',
  'allergen.treeNuts': 'fruits à coque',
  'allergen.milk': 'lait',
  'allergen.eggs': 'œufs',
  'allergen.gluten': 'gluten',
  'allergen.fish': 'poisson',
  'allergen.shellfish': 'fruits de mer',
  'allergen.soy': 'soja',
  'allergen.sesame': 'sésame',
} as const satisfies Record<keyof typeof english, string>;
