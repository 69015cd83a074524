import type { ChatClient } from '../features/recipe/chatClient';
import type { ModelSettings } from '../features/recipe/modelSettings';

/** What the store's thunks reach the outside world through; tests pass their own. */
export interface AppDeps {
  /** Resolves the chat client; a function so the real one is only built (and loaded) on first use. */
  loadChatClient: () => Promise<ChatClient>;
  model: string;
}

/** The real dependencies: the Hugging Face client, loaded as its own chunk when first needed. */
export function huggingFaceDeps(settings: ModelSettings): AppDeps {
  let client: Promise<ChatClient> | undefined;
  return {
    model: settings.model,
    loadChatClient: () =>
      (client ??= import('../features/recipe/huggingFaceChatClient').then((module) =>
        module.createHuggingFaceChatClient(settings),
      )),
  };
}
