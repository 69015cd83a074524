import type { ModelSettings } from '../core/chat/modelSettings';

/**
 * The settings with a cook's own token in place of the built-in one. Without a built-in endpoint (or when the
 * token is a Hugging Face sign-in's), their token goes to Hugging Face itself, even from a build that would
 * otherwise run the demo provider.
 */
export function withUserToken(settings: ModelSettings, userToken: string, toHuggingFace = false): ModelSettings {
  if (!userToken) return settings;
  const endpointUrl = settings.demo || toHuggingFace ? '' : settings.endpointUrl;
  return { ...settings, token: userToken, demo: false, endpointUrl };
}

/** Whether a cook's own token is sent to Hugging Face (rather than to a configured OpenAI-compatible server). */
export function sendsUserTokenToHuggingFace(settings: ModelSettings): boolean {
  return withUserToken(settings, 'cook').endpointUrl === '';
}
