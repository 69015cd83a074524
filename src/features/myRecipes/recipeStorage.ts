import { openRecipeDatabase, type RecipeDatabase } from './recipeDatabase';

/** How the My recipes thunks reach the database; tests pass their own (a fresh fake-indexeddb each). */
export interface RecipeStorageDeps {
  openRecipeDatabase?: () => Promise<RecipeDatabase>;
}

let shared: Promise<RecipeDatabase> | undefined;

/**
 * The page's one connection, opened on first use. A refusal (private mode, storage disabled) is kept: this visit
 * goes on without it rather than asking again on every write.
 */
export function recipeDatabase({ openRecipeDatabase: open }: RecipeStorageDeps): Promise<RecipeDatabase> {
  if (open) return open();
  shared ??= openRecipeDatabase();
  return shared;
}
