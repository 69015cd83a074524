import type { AppThunk } from '../../app/store';
import type * as KeptRecipesThunks from './keptRecipesThunks';
import { openRecipeDatabase, type RecipeDatabase } from './recipeDatabase';

/** How the My recipes thunks reach the database (tests pass their own: a fresh fake-indexeddb each), and their code. */
export interface RecipeDatabaseDeps {
  openRecipeDatabase?: () => Promise<RecipeDatabase>;
  /** Downloaded with the panel (the page's list of what loads when). */
  downloadKeptRecipesThunks: () => Promise<typeof KeptRecipesThunks>;
}

/** The thunks that read and keep recipes, once their code is here. */
export const keptRecipesThunks = (): AppThunk<Promise<typeof KeptRecipesThunks>> => (_dispatch, _getState, extra) =>
  extra.downloadKeptRecipesThunks();

let shared: Promise<RecipeDatabase> | undefined;

/**
 * The page's one connection, opened on first use. A refusal (private mode, storage disabled) is kept: this visit
 * goes on without it rather than asking again on every write. A connection the browser or another tab closed
 * (site data cleared, the database deleted) is forgotten, so the next use opens it again, recreating it.
 */
export function recipeConnection({ openRecipeDatabase: open }: RecipeDatabaseDeps): Promise<RecipeDatabase> {
  if (open) return open();
  shared ??= openRecipeDatabase(forgetRecipeConnection);
  return shared;
}

/** The connection is lost: the next use opens it again. */
export function forgetRecipeConnection(): void {
  shared = undefined;
}

/** Whether a write failed because its connection was closed under it, rather than because storage refused it. */
export const isClosedConnection = (error: unknown) =>
  error instanceof DOMException && error.name === 'InvalidStateError';
