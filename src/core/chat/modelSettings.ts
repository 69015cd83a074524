/** An open, instruction-tuned mixture-of-experts model that Hugging Face Inference Providers serve. */
export const DEFAULT_MODEL = 'openai/gpt-oss-20b';
/** An open vision-language model Hugging Face lists for image-text-to-text, which Inference Providers serve. */
export const DEFAULT_VISION_MODEL = 'Qwen/Qwen2.5-VL-7B-Instruct';
export const DEFAULT_PROVIDER = 'auto';
/** Where the app's own server answers recipe requests, on the page's origin (see server/recipeServer.ts). */
export const RECIPE_SERVICE_PATH = '/api/recipe';
/** Where it answers "Other ideas", beside the recipes. */
export const IDEAS_SERVICE_PATH = '/api/ideas';
/** Where it reads a photo of the cook's food, beside the recipes. */
export const PHOTO_SERVICE_PATH = '/api/photo';

/**
 * The variables a page build reads (webpack/pageBuildEnv.ts). The token's name says that it is compiled into the
 * page, where anyone who opens it can read it; HF_TOKEN is the server's alone (server/serverConfig.ts).
 */
export interface BuildEnv {
  PUBLIC_HF_TOKEN?: string;
  HF_MODEL?: string;
  HF_PROVIDER?: string;
  HF_ENDPOINT_URL?: string;
  HF_STREAM?: string;
  HF_TIMEOUT_MS?: string;
  /** Read by the request code itself (requestSettings.ts), not into ModelSettings. */
  HF_RESPONSE_FORMAT?: string;
  /** The model that reads photos (a vision model); read by the request code itself. */
  HF_VISION_MODEL?: string;
  /** The deployer's Hugging Face OAuth app, for "Sign in with Hugging Face"; read by the sign-in code alone. */
  HF_OAUTH_CLIENT_ID?: string;
}

export interface ModelSettings {
  token: string;
  model: string;
  provider: string;
  /** OpenAI-compatible base URL; when set, the provider is not used. */
  endpointUrl: string;
  /**
   * True when the build has neither a token nor an endpoint: the app's own server answers at endpointUrl
   * (RECIPE_SERVICE_PATH), with its own model or, when it has none, the demo chef.
   */
  demo: boolean;
  /** Stream the reply and show the recipe as it is written; HF_STREAM=false waits for the whole reply. */
  stream: boolean;
  /** How long a request may take before it is stopped (HF_TIMEOUT_MS; default 60 s). */
  timeoutMs?: number;
}

export function modelSettingsFrom(env: BuildEnv, pageOrigin: string): ModelSettings {
  const token = env.PUBLIC_HF_TOKEN?.trim() ?? '';
  const configuredEndpoint = env.HF_ENDPOINT_URL?.trim() ?? '';
  const demo = !token && !configuredEndpoint;
  return {
    token,
    model: env.HF_MODEL?.trim() || DEFAULT_MODEL,
    provider: env.HF_PROVIDER?.trim() || DEFAULT_PROVIDER,
    endpointUrl: demo ? new URL(RECIPE_SERVICE_PATH, pageOrigin).href : configuredEndpoint,
    demo,
    stream: env.HF_STREAM?.trim().toLowerCase() !== 'false',
    ...(Number(env.HF_TIMEOUT_MS) > 0 && { timeoutMs: Number(env.HF_TIMEOUT_MS) }),
  };
}

/** gpt-oss and its kin think before they answer, and the thinking counts against max_tokens. */
export function isReasoningModel(model: string): boolean {
  return model.startsWith('openai/gpt-oss');
}
