import { ALLERGENS, type Allergen } from '../core/food/allergens';
import type { allergenNames } from '../i18n/catalogues/en/allergenNames';
import type { Text } from '../i18n/partTexts';

type AllergenNameId = keyof typeof allergenNames;

const NAME_ID: Record<Allergen, AllergenNameId> = {
  peanuts: 'allergen.peanuts',
  'tree nuts': 'allergen.treeNuts',
  milk: 'allergen.milk',
  eggs: 'allergen.eggs',
  gluten: 'allergen.gluten',
  fish: 'allergen.fish',
  shellfish: 'allergen.shellfish',
  soy: 'allergen.soy',
  sesame: 'allergen.sesame',
};

const isAllergen = (allergy: string): allergy is Allergen => (ALLERGENS as readonly string[]).includes(allergy);

/**
 * An allergy as the cook reads it: a group of the app's table in the page's language ("leche" for milk), any other
 * allergy as it was typed. The text function is a part's that includes the allergen names (partTexts).
 */
export const allergyName = (text: Text<AllergenNameId>, allergy: string): string =>
  isAllergen(allergy) ? text(NAME_ID[allergy]) : allergy;
