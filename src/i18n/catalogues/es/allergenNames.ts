import type { allergenNames as english } from '../en/allergenNames';

/** The allergen groups in Spanish, as the Spanish labelling rules name them, without an article ("sin leche"). */
export const allergenNames = {
  'allergen.peanuts': 'cacahuetes',
  'allergen.treeNuts': 'frutos de cáscara',
  'allergen.milk': 'leche',
  'allergen.eggs': 'huevo',
  'allergen.gluten': 'gluten',
  'allergen.fish': 'pescado',
  'allergen.shellfish': 'marisco',
  'allergen.soy': 'soja',
  'allergen.sesame': 'sésamo',
} as const satisfies Record<keyof typeof english, string>;
