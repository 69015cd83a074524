import type { RecipeLanguage } from '../../src/core/language/recipeLanguages';
import type { FoodsSeen } from '../../src/core/photo/foodsSeen';
import shelves from './demoShelf.json';

/** How sure the demo chef says it is of each food on its shelf, in order: the last is the unsure one. */
const SURENESS = [0.95, 0.9, 0.85, 0.8, 0.45];

const SHELVES: Record<RecipeLanguage, string[]> = shelves;

/**
 * What the demo chef answers to any photo: it reads none, so it says so (`sample`) and gives the same shelf every
 * time, named in the cook's language.
 */
export const demoFoodsSeen = (language: RecipeLanguage = 'en'): FoodsSeen => ({
  sample: true,
  foods: SHELVES[language].map((name, index) => ({ name, sure: SURENESS[index] ?? 1 })),
});
