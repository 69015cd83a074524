import { modelSettingsFrom, type ModelSettings } from '../core/chat/modelSettings';

let settings: ModelSettings | undefined;

/**
 * The model configuration baked in at build time (webpack's DefinePlugin; jest reads the real environment),
 * read once per page. A function rather than a constant, because the build-time prerender has no window.
 */
export function buildModelSettings(): ModelSettings {
  settings ??= modelSettingsFrom(
    {
      PUBLIC_HF_TOKEN: process.env.PUBLIC_HF_TOKEN,
      HF_MODEL: process.env.HF_MODEL,
      HF_PROVIDER: process.env.HF_PROVIDER,
      HF_ENDPOINT_URL: process.env.HF_ENDPOINT_URL,
      HF_STREAM: process.env.HF_STREAM,
      HF_TIMEOUT_MS: process.env.HF_TIMEOUT_MS,
    },
    window.location.origin,
  );
  return settings;
}
