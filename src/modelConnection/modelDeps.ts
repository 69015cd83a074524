import type { ModelSettings } from '../core/chat/modelSettings';
import type { RecipeModel } from '../core/modelRequest/recipeModel';
import type { RecipeServiceMode } from '../core/chat/recipeServiceMode';
import type * as ModelForRequest from './modelForRequest';
import type { ModelClientsCode, WayReader } from './modelForRequest';

/** The model connection's code, downloaded on demand (the page's list of what loads when says when). */
export interface ModelCode extends ModelClientsCode {
  downloadModelForRequest: () => Promise<typeof ModelForRequest>;
}

/** What the store's thunks reach the outside world through; tests pass their own. */
export interface ModelDeps {
  /** Resolves the model to ask; a function so the real one is only downloaded and built when first needed. */
  loadRecipeModel: () => Promise<RecipeModel>;
  /** How long a reply may take in all before it is stopped, as a last resort (default 3 min). */
  timeoutMs?: number;
  /** How long a stream may send nothing before it counts as stalled (default 20 s). */
  stallTimeoutMs?: number;
  /** The model server the app was built for (HF_ENDPOINT_URL), named when it cannot be reached; the build's when not given. */
  endpointUrl?: string;
  /** A build without a model: what its own server says it asks (so the demo notice shows only for the demo chef). */
  loadRecipeServiceMode?: () => Promise<RecipeServiceMode | null>;
}

/**
 * The real dependencies: the model, built in a chunk of its own (loaded at 3 ingredients) for the way in use at
 * the time of each request (modelForRequest.ts), with the code `code` downloads; `readWay` is the tests' seam.
 */
export function huggingFaceDeps(settings: ModelSettings, code: ModelCode, readWay?: WayReader): ModelDeps {
  return {
    ...(settings.demo && {
      loadRecipeServiceMode: () =>
        code
          .downloadModelForRequest()
          .then((module) => module.fetchRecipeServiceMode(new URL('/healthz', settings.endpointUrl).href)),
    }),
    timeoutMs: settings.timeoutMs,
    loadRecipeModel: () =>
      code.downloadModelForRequest().then((module) => module.modelForRequest(settings, code, readWay)),
  };
}
