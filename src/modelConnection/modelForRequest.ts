import type { ModelSettings } from '../core/chat/modelSettings';
import type { RecipeModel } from '../core/modelRequest/recipeModel';
import { tokenInUse, type ModelWay } from './modelWays';

/** The way and token a request goes with (modelWays' tokenInUse); a test's bare token reads as a pasted one. */
export type WayReader = () => { way: ModelWay; token: string } | string;

const modelsFor = new WeakMap<ModelSettings, Map<string, Promise<RecipeModel>>>();

/**
 * The model a request asks, built for the way in use at its time: the cook's account when signed in, their
 * pasted token, else the app's own (its server, for a build without a model). One per token, its client in a
 * chunk of its own; a failed download is not kept, so the next request tries again.
 */
export async function modelForRequest(settings: ModelSettings, readWay: WayReader = tokenInUse): Promise<RecipeModel> {
  const read = readWay();
  const { way, token } =
    typeof read === 'string' ? { way: read ? ('token' as const) : ('built' as const), token: read } : read;
  const models = modelsFor.get(settings) ?? new Map<string, Promise<RecipeModel>>();
  modelsFor.set(settings, models);
  let model = models.get(token);
  if (!model) {
    model =
      settings.demo && !token
        ? import(/* webpackChunkName: "recipe-service-client" */ './recipeServiceModel').then((module) =>
            module.createRecipeServiceModel(settings.endpointUrl),
          )
        : import(/* webpackChunkName: "model-client" */ './huggingFaceChatClient').then((module) =>
            module.recipeModelForToken(settings, token, way),
          );
    model.catch(() => models.delete(token));
    models.set(token, model);
  }
  return model;
}
