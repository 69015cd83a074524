import type { ChatClient, RefusableOption } from '../core/chat/chatClient';
import type { ModelSettings } from '../core/chat/modelSettings';
import type { RecipeServiceMode } from './recipeServiceMode';
import { readUserToken } from './userToken';

/** What the store's thunks reach the outside world through; tests pass their own. */
export interface ModelDeps {
  /** Resolves the chat client; a function so the real one is only downloaded and built when first needed. */
  loadChatClient: () => Promise<ChatClient>;
  model: string;
  /** Stream the reply (the default) or wait for all of it. */
  stream?: boolean;
  /** How long a reply may take in all before it is stopped, as a last resort (default 3 min). */
  timeoutMs?: number;
  /** How long a stream may send nothing before it counts as stalled (default 20 s). */
  stallTimeoutMs?: number;
  /** HF_RESPONSE_FORMAT: json_schema (the default), json_object or none; the build's when not given. */
  responseFormat?: string;
  /** Options the server refused during this visit: later requests leave them out from the start. */
  refusedOptions?: Set<RefusableOption>;
  /** The model server the app was built for (HF_ENDPOINT_URL), named when it cannot be reached; the build's when not given. */
  endpointUrl?: string;
  /** A build without a model: what its own server says it asks (so the demo notice shows only for the demo chef). */
  loadRecipeServiceMode?: () => Promise<RecipeServiceMode | null>;
}

/**
 * The real dependencies: the Hugging Face client, in its own chunk (loaded at 3 ingredients), built for the token in use
 * at the time of each request: the cook's own from Settings, else the one built in.
 */
export function huggingFaceDeps(settings: ModelSettings, readToken: () => string = readUserToken): ModelDeps {
  const clients = new Map<string, Promise<ChatClient>>();
  return {
    model: settings.model,
    stream: settings.stream,
    ...(settings.demo && {
      loadRecipeServiceMode: () =>
        import(/* webpackChunkName: "recipe-service-mode" */ './recipeServiceMode').then((module) =>
          module.fetchRecipeServiceMode(new URL('/healthz', settings.endpointUrl).href),
        ),
    }),
    timeoutMs: settings.timeoutMs,
    loadChatClient: () => {
      const token = readToken();
      let client = clients.get(token);
      if (!client) {
        // A build without a model asks its own server, unless the cook brought their own token.
        client =
          settings.demo && !token
            ? import(/* webpackChunkName: "recipe-service-client" */ './recipeServiceClient').then((module) =>
                module.createRecipeServiceClient(settings.endpointUrl),
              )
            : import(/* webpackChunkName: "model-client" */ './huggingFaceChatClient').then((module) =>
                module.chatClientForToken(settings, token),
              );
        // A failed download is not kept, so the next request tries again.
        client.catch(() => clients.delete(token));
        clients.set(token, client);
      }
      return client;
    },
  };
}
