import type { RecipeShape } from './recipeSchema';

/**
 * A recipe: the type of the one schema (recipeSchema.ts) that is also sent to the model and reads its reply.
 * Type-only, so the first download does not carry the schema library.
 */
export type Recipe = RecipeShape;

export type RecipeIngredient = Recipe['ingredients'][number];

/** Optional, when the model gave them (asked for when the cook set preferences); whole numbers, never absurd. */
export type RecipeFacts = Pick<Recipe, 'servings' | 'prepMinutes' | 'cookMinutes'>;

/** The part of a recipe that has arrived while the reply is still streaming. */
export interface RecipePreview extends RecipeFacts {
  name?: string;
  description?: string;
  ingredients: RecipeIngredient[];
  instructions: string[];
}
