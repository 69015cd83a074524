import type { allergenNames as english } from '../en/allergenNames';

/** The allergen groups in Italian, as Italian labelling names them, without an article ("senza latte"). */
export const allergenNames = {
  'allergen.peanuts': 'arachidi',
  'allergen.treeNuts': 'frutta a guscio',
  'allergen.milk': 'latte',
  'allergen.eggs': 'uova',
  'allergen.gluten': 'glutine',
  'allergen.fish': 'pesce',
  'allergen.shellfish': 'crostacei e molluschi',
  'allergen.soy': 'soia',
  'allergen.sesame': 'sesamo',
} as const satisfies Record<keyof typeof english, string>;
