import { oauthHandleRedirect, oauthLoginUrl } from '@huggingface/hub';
import type { SignedInAccount } from '../../modelConnection/signInToken';

/** What the app asks for: who the cook is, and to call Inference Providers on their behalf, billed to them. */
export const SIGN_IN_SCOPES = ['openid', 'profile', 'inference-api'].join(' ');

/** Where this tab keeps the round trip's nonce and PKCE verifier while the cook is on the provider's page. */
export const ROUND_TRIP_KEY = 'signInRoundTrip';

/** sessionStorage in the page: the round trip's secrets stay with the tab that set off, and die with it. */
export interface RoundTripStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** How a return from the provider ended. */
export type SignInReturn =
  /** The address holds no answer from the provider: an ordinary visit. */
  | { kind: 'none' }
  | { kind: 'signed-in'; token: string; expiresAt: number; account: SignedInAccount }
  /** The cook chose Cancel on the provider's page. */
  | { kind: 'cancelled' }
  /**
   * An answer this tab did not ask for: its state is not the one sent (forged, or another tab's), or no round
   * trip was set off here (the page reloaded after signing in, a link from elsewhere). Nothing is exchanged.
   */
  | { kind: 'refused' }
  /** The provider could not be reached, or refused the code. */
  | { kind: 'failed'; error: unknown };

interface Provider {
  clientId: string;
  /** The OpenID provider's address: https://huggingface.co, or a stand-in in tests. */
  providerUrl: string;
}

/**
 * The provider's sign-in address for this cook, with a fresh nonce and PKCE challenge (as @huggingface/hub makes
 * them), whose secrets this tab keeps until the cook is back at `returnUrl`.
 */
export async function signInAddress({
  clientId,
  providerUrl,
  returnUrl,
  storage,
}: Provider & { returnUrl: string; storage: RoundTripStorage }): Promise<string> {
  const secrets: { codeVerifier?: string; nonce?: string } = {};
  const address = await oauthLoginUrl({
    clientId,
    hubUrl: providerUrl,
    redirectUrl: returnUrl,
    scopes: SIGN_IN_SCOPES,
    localStorage: secrets,
  });
  storage.setItem(ROUND_TRIP_KEY, JSON.stringify(secrets));
  return address;
}

function roundTripSecrets(storage: RoundTripStorage): { codeVerifier: string; nonce: string } | null {
  try {
    const secrets = JSON.parse(storage.getItem(ROUND_TRIP_KEY) ?? 'null') as unknown;
    const { codeVerifier, nonce } = (secrets ?? {}) as Record<string, unknown>;
    return typeof codeVerifier === 'string' && typeof nonce === 'string' ? { codeVerifier, nonce } : null;
  } catch {
    return null;
  }
}

const nonceOf = (state: string | null): unknown => {
  try {
    return (JSON.parse(state ?? 'null') as { nonce?: unknown } | null)?.nonce;
  } catch {
    return undefined;
  }
};

/**
 * Reads the provider's answer in the address the cook came back to: the token and who signed in, exchanged for
 * the code with this tab's PKCE verifier; or why not. The round trip's secrets are used once.
 */
export async function signInReturn({
  providerUrl,
  returnedUrl,
  storage,
}: {
  providerUrl: string;
  returnedUrl: string;
  storage: RoundTripStorage;
}): Promise<SignInReturn> {
  const answer = new URL(returnedUrl).searchParams;
  if (!answer.has('code') && !answer.has('error')) return { kind: 'none' };
  const secrets = roundTripSecrets(storage);
  storage.removeItem(ROUND_TRIP_KEY);
  if (answer.get('error') === 'access_denied') return { kind: 'cancelled' };
  if (!secrets || nonceOf(answer.get('state')) !== secrets.nonce) return { kind: 'refused' };
  try {
    const result = await oauthHandleRedirect({ hubUrl: providerUrl, redirectedUrl: returnedUrl, ...secrets });
    return {
      kind: 'signed-in',
      token: result.accessToken,
      expiresAt: result.accessTokenExpiresAt.getTime(),
      account: {
        name: result.userInfo.name,
        username: result.userInfo.preferred_username,
        picture: result.userInfo.picture,
      },
    };
  } catch (error) {
    return { kind: 'failed', error };
  }
}
