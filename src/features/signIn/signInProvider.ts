import { HF_HUB_ORIGIN } from '../../core/chat/modelOrigins';

/** The OAuth app a cook signs in through, and the OpenID provider that runs it. */
export interface SignInProvider {
  clientId: string;
  /** https://huggingface.co, or the provider a Space names. */
  providerUrl: string;
}

/** What a Hugging Face Space with `hf_oauth: true` injects into a static page (window.huggingface.variables). */
interface SpaceVariables {
  OAUTH_CLIENT_ID?: unknown;
  OPENID_PROVIDER_URL?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The OAuth app for "Sign in with Hugging Face": the deployer's (HF_OAUTH_CLIENT_ID at page build), else the one
 * a Hugging Face Space injects when the app runs as a static Space. Null when there is none: no button is shown.
 */
export function signInProvider(
  space: SpaceVariables | undefined = (globalThis as { huggingface?: { variables?: SpaceVariables } }).huggingface
    ?.variables,
  builtClientId: string = process.env.HF_OAUTH_CLIENT_ID ?? '',
): SignInProvider | null {
  const clientId = builtClientId.trim() || text(space?.OAUTH_CLIENT_ID);
  if (!clientId) return null;
  return { clientId, providerUrl: text(space?.OPENID_PROVIDER_URL) || HF_HUB_ORIGIN };
}
