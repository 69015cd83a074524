import { isRecipeServiceMode, type RecipeServiceMode } from '../core/chat/recipeServiceMode';

/** The mode from the server's GET /healthz, or null when it cannot be read (no server, an older one). */
export async function fetchRecipeServiceMode(healthUrl: string): Promise<RecipeServiceMode | null> {
  try {
    const response = await fetch(healthUrl);
    const { mode } = (await response.json()) as { mode?: unknown };
    return isRecipeServiceMode(mode) ? mode : null;
  } catch {
    return null;
  }
}
