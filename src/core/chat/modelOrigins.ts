import type { ModelSettings } from './modelSettings';

/** Where Hugging Face Inference Providers requests go: the router, which picks a provider or forwards to one. */
export const HF_ROUTER_ORIGIN = 'https://router.huggingface.co';
/** The Hub, which the client asks which providers serve a model when a provider is named. */
export const HF_HUB_ORIGIN = 'https://huggingface.co';

/**
 * The origins a request with these settings connects to: the OpenAI-compatible endpoint's, or the router's, and
 * the Hub's as well unless the router picks the provider itself ("auto", which needs no look-up).
 */
export function modelOrigins(settings: Pick<ModelSettings, 'endpointUrl' | 'provider'>): string[] {
  if (settings.endpointUrl) return [new URL(settings.endpointUrl).origin];
  return settings.provider === 'auto' ? [HF_ROUTER_ORIGIN] : [HF_ROUTER_ORIGIN, HF_HUB_ORIGIN];
}
