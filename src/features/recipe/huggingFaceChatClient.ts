import { InferenceClient, type InferenceProviderOrPolicy } from '@huggingface/inference';
import type { ChatClient } from './chatClient';
import type { ModelSettings } from './modelSettings';

/** The real client: Hugging Face Inference Providers, or any OpenAI-compatible server at `endpointUrl`. */
export function createHuggingFaceChatClient(settings: ModelSettings): ChatClient {
  const client = new InferenceClient(settings.token, settings.endpointUrl ? { endpointUrl: settings.endpointUrl } : {});
  // The library refuses a provider together with an endpoint URL: the endpoint is the provider.
  const provider = settings.endpointUrl ? undefined : (settings.provider as InferenceProviderOrPolicy);
  return {
    chatCompletion: (request, options) => client.chatCompletion({ ...request, provider }, options),
  };
}
