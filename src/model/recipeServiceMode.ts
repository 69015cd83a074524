/** What the app's own server says it asks: a hosted model, an OpenAI-compatible endpoint, or the demo chef. */
export type RecipeServiceMode = 'demo' | 'hosted' | 'endpoint';

const MODES: readonly string[] = ['demo', 'hosted', 'endpoint'];

/** The mode from the server's GET /healthz, or null when it cannot be read (no server, an older one). */
export async function fetchRecipeServiceMode(healthUrl: string): Promise<RecipeServiceMode | null> {
  try {
    const response = await fetch(healthUrl);
    const { mode } = (await response.json()) as { mode?: unknown };
    return typeof mode === 'string' && MODES.includes(mode) ? (mode as RecipeServiceMode) : null;
  } catch {
    return null;
  }
}
