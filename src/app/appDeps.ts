import type { ChatClient } from '../features/recipe/chatClient';
import type { ModelSettings } from '../features/recipe/modelSettings';

/** What the store's thunks reach the outside world through; tests pass their own. */
export interface AppDeps {
  /** Resolves the chat client; a function so the real one is only downloaded and built when first needed. */
  loadChatClient: () => Promise<ChatClient>;
  model: string;
  /** Stream the reply (the default) or wait for all of it. */
  stream?: boolean;
}

/** Caches a loader's promise, but forgets a failed one so the next call can try again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

/** The real dependencies: the Hugging Face client, in its own chunk, fetched at idle time or on first use. */
export function huggingFaceDeps(settings: ModelSettings): AppDeps {
  return {
    model: settings.model,
    stream: settings.stream,
    loadChatClient: once(() =>
      import(/* webpackChunkName: "model-client", webpackPrefetch: true */ '../features/recipe/huggingFaceChatClient').then(
        (module) => module.createHuggingFaceChatClient(settings),
      ),
    ),
  };
}
