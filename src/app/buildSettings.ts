import { modelSettingsFrom, type ModelSettings } from '../features/recipe/modelSettings';

/** The model configuration baked in at build time (webpack's DefinePlugin; jest reads the real environment). */
export function buildModelSettings(): ModelSettings {
  return modelSettingsFrom(
    {
      HF_TOKEN: process.env.HF_TOKEN,
      HF_MODEL: process.env.HF_MODEL,
      HF_PROVIDER: process.env.HF_PROVIDER,
      HF_ENDPOINT_URL: process.env.HF_ENDPOINT_URL,
      HF_STREAM: process.env.HF_STREAM,
      HF_TIMEOUT_MS: process.env.HF_TIMEOUT_MS,
    },
    window.location.origin,
  );
}
