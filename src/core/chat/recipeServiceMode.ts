/**
 * What the app's own server asks for recipes, as its GET /healthz says: a hosted model (its own Hugging Face
 * token), an OpenAI-compatible endpoint, or the demo chef. One list, read by the server's configuration and the
 * page alike.
 */
export const RECIPE_SERVICE_MODES = ['demo', 'hosted', 'endpoint'] as const;

export type RecipeServiceMode = (typeof RECIPE_SERVICE_MODES)[number];

export const isRecipeServiceMode = (value: unknown): value is RecipeServiceMode =>
  RECIPE_SERVICE_MODES.some((mode) => mode === value);
