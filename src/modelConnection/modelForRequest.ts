import type { ModelSettings } from '../core/chat/modelSettings';
import { isRecipeServiceMode, type RecipeServiceMode } from '../core/chat/recipeServiceMode';
import type { RecipeModel } from '../core/modelRequest/recipeModel';
import { tokenInUse, type ModelWay } from './modelWays';
import type * as RecipeServiceClient from './recipeServiceModel';
import type * as HuggingFaceClient from './huggingFaceChatClient';

/** The two clients' code, each in a chunk of its own, downloaded when a request first needs it. */
export interface ModelClientsCode {
  downloadRecipeServiceClient: () => Promise<typeof RecipeServiceClient>;
  downloadHuggingFaceClient: () => Promise<typeof HuggingFaceClient>;
}

/** The way and token a request goes with (modelWays' tokenInUse); a test's bare token reads as a pasted one. */
export type WayReader = () => { way: ModelWay; token: string } | string;

const modelsFor = new WeakMap<ModelSettings, Map<string, Promise<RecipeModel>>>();

/**
 * The model a request asks, built for the way in use at its time: the cook's account when signed in, their
 * pasted token, else the app's own (its server, for a build without a model). One per token, its client in a
 * chunk of its own; a failed download is not kept, so the next request tries again.
 */
export async function modelForRequest(
  settings: ModelSettings,
  code: ModelClientsCode,
  readWay: WayReader = tokenInUse,
): Promise<RecipeModel> {
  const read = readWay();
  const { way, token } =
    typeof read === 'string' ? { way: read ? ('token' as const) : ('built' as const), token: read } : read;
  const models = modelsFor.get(settings) ?? new Map<string, Promise<RecipeModel>>();
  modelsFor.set(settings, models);
  let model = models.get(token);
  if (!model) {
    model =
      settings.demo && !token
        ? code.downloadRecipeServiceClient().then((module) => module.createRecipeServiceModel(settings.endpointUrl))
        : code.downloadHuggingFaceClient().then((module) => module.recipeModelForToken(settings, token, way));
    model.catch(() => models.delete(token));
    models.set(token, model);
  }
  return model;
}

/**
 * A build without a model: what its own server says it asks, from its GET /healthz; null when it cannot be read
 * (no server, an older one).
 */
export async function fetchRecipeServiceMode(healthUrl: string): Promise<RecipeServiceMode | null> {
  try {
    const response = await fetch(healthUrl);
    const { mode } = (await response.json()) as { mode?: unknown };
    return isRecipeServiceMode(mode) ? mode : null;
  } catch {
    return null;
  }
}
