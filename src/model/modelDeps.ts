import type { ModelSettings } from '../core/chat/modelSettings';
import type { RecipeModel } from '../core/request/recipeModel';
import type { RecipeServiceMode } from '../core/chat/recipeServiceMode';
import { fetchRecipeServiceMode } from './recipeServiceMode';
import { readUserToken } from './userToken';

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
 * The real dependencies: the model, in its own chunk (loaded at 3 ingredients), built for the token in use
 * at the time of each request: the cook's own from Settings, else the one built in.
 */
export function huggingFaceDeps(settings: ModelSettings, readToken: () => string = readUserToken): ModelDeps {
  const models = new Map<string, Promise<RecipeModel>>();
  return {
    ...(settings.demo && {
      loadRecipeServiceMode: () => fetchRecipeServiceMode(new URL('/healthz', settings.endpointUrl).href),
    }),
    timeoutMs: settings.timeoutMs,
    loadRecipeModel: () => {
      const token = readToken();
      let model = models.get(token);
      if (!model) {
        // A build without a model asks its own server, unless the cook brought their own token.
        model =
          settings.demo && !token
            ? import(/* webpackChunkName: "recipe-service-client" */ './recipeServiceModel').then((module) =>
                module.createRecipeServiceModel(settings.endpointUrl),
              )
            : import(/* webpackChunkName: "model-client" */ './huggingFaceChatClient').then((module) =>
                module.recipeModelForToken(settings, token),
              );
        // A failed download is not kept, so the next request tries again.
        model.catch(() => models.delete(token));
        models.set(token, model);
      }
      return model;
    },
  };
}
