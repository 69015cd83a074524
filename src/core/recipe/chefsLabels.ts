import { ALLERGENS, allergenNamed } from '../food/allergens';

/**
 * What the chef (the model) is asked to mark each ingredient with when the cook has allergies or a diet: the
 * nine allergen groups and what the diets rule out. A second opinion beside the app's own table, which can only
 * add a conflict, never clear one.
 */
export const CHEFS_LABELS = [...ALLERGENS, 'meat', 'poultry', 'gelatin', 'honey'] as const;

export type ChefsLabel = (typeof CHEFS_LABELS)[number];

/** A label as a model writes it ("Dairy", "nuts", "wheat"), read as one of ours, or null. */
export function chefsLabel(text: string): ChefsLabel | null {
  const label = text.trim().toLowerCase();
  if ((CHEFS_LABELS as readonly string[]).includes(label)) return label as ChefsLabel;
  return allergenNamed(label);
}

export const CHEFS_LABELS_SENTENCE = `For every ingredient, also give "contains": the list of these it contains or is made from: ${CHEFS_LABELS.join(', ')} (an empty list when none).`;
