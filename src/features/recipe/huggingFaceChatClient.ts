import { chatCompletion, chatCompletionStream, type InferenceProviderOrPolicy } from '@huggingface/inference';
import type { ChatClient, ChatRequest } from './chatClient';
import type { ModelSettings } from './modelSettings';

/**
 * The real client: Hugging Face Inference Providers, or any OpenAI-compatible server at `endpointUrl`.
 * It calls the library's chat functions rather than `InferenceClient`, which binds every task the library
 * has and so bundles the whole of it (about 110 KB gzipped) into this lazily loaded chunk.
 */
export function createHuggingFaceChatClient(settings: ModelSettings): ChatClient {
  const target = (request: ChatRequest) => ({
    ...request,
    accessToken: settings.token || undefined,
    // The library refuses a provider together with an endpoint URL: the endpoint is the provider.
    ...(settings.endpointUrl
      ? { endpointUrl: settings.endpointUrl }
      : { provider: settings.provider as InferenceProviderOrPolicy }),
  });
  return {
    chatCompletion: (request, options) => chatCompletion(target(request), options),
    chatCompletionStream: (request, options) => chatCompletionStream(target(request), options),
  };
}
