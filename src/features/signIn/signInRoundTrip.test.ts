import {
  FAKE_ACCOUNT,
  startFakeOpenIdProvider,
  type FakeOpenIdProvider,
} from '../../../__tests__/support/fakeOpenIdProvider';
import { ROUND_TRIP_KEY, SIGN_IN_SCOPES, signInAddress, signInReturn, type RoundTripStorage } from './signInRoundTrip';

const CLIENT_ID = 'personal-ai-chef-test-client';
const RETURN_URL = 'http://127.0.0.1:3000/';

/** A tab's sessionStorage, as a test double. */
function tabStorage(): RoundTripStorage & { keys: () => string[] } {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    keys: () => [...values.keys()],
  };
}

/** The cook follows the sign-in address; the provider's authorize page answers with where to go back to. */
async function visitProvider(address: string): Promise<string> {
  const response = await fetch(address, { redirect: 'manual' });
  return response.headers.get('location') ?? '';
}

let provider: FakeOpenIdProvider;
beforeEach(async () => {
  provider = await startFakeOpenIdProvider();
});
afterEach(() => provider.close());

/** The provider's sign-in address, its secrets kept in `storage`. */
const addressFor = (storage: RoundTripStorage) =>
  signInAddress({ clientId: CLIENT_ID, providerUrl: provider.url, returnUrl: RETURN_URL, storage });

describe('signing in with Hugging Face, there and back', () => {
  it('asks for who the cook is and for Inference Providers on their behalf, with a PKCE challenge', async () => {
    const address = new URL(await addressFor(tabStorage()));
    expect(address.origin + address.pathname).toBe(`${provider.url}/oauth/authorize`);
    expect(Object.fromEntries(address.searchParams)).toMatchObject({
      client_id: CLIENT_ID,
      scope: SIGN_IN_SCOPES,
      response_type: 'code',
      redirect_uri: RETURN_URL,
      code_challenge_method: 'S256',
    });
    expect(address.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  });

  it('comes back signed in: the token the provider issued, when it expires, and who the cook is', async () => {
    const storage = tabStorage();
    const before = Date.now();
    const returnedUrl = await visitProvider(await addressFor(storage));
    const back = await signInReturn({ providerUrl: provider.url, returnedUrl, storage });
    expect(back).toEqual({
      kind: 'signed-in',
      token: provider.issuedTokens()[0],
      expiresAt: expect.any(Number),
      account: { name: FAKE_ACCOUNT.name, username: FAKE_ACCOUNT.preferred_username, picture: FAKE_ACCOUNT.picture },
    });
    expect((back as { expiresAt: number }).expiresAt).toBeGreaterThanOrEqual(before + 8 * 3600 * 1000);
    expect(storage.keys()).toEqual([]);
  });

  it('says the cook cancelled on the provider’s page, and exchanges nothing', async () => {
    provider.setNextAnswer('cancel');
    const storage = tabStorage();
    const returnedUrl = await visitProvider(await addressFor(storage));
    expect(await signInReturn({ providerUrl: provider.url, returnedUrl, storage })).toEqual({ kind: 'cancelled' });
    expect(provider.issuedTokens()).toEqual([]);
  });

  it('refuses an answer whose state is not the one this tab sent (forged), and exchanges nothing', async () => {
    const storage = tabStorage();
    const returnedUrl = new URL(await visitProvider(await addressFor(storage)));
    returnedUrl.searchParams.set('state', JSON.stringify({ nonce: 'an attacker’s', redirectUri: RETURN_URL }));
    expect(await signInReturn({ providerUrl: provider.url, returnedUrl: returnedUrl.href, storage })).toEqual({
      kind: 'refused',
    });
    expect(provider.issuedTokens()).toEqual([]);
  });

  it('refuses an answer no round trip from this tab asked for (a reload after signing in, a link)', async () => {
    const returnedUrl = await visitProvider(await addressFor(tabStorage()));
    expect(await signInReturn({ providerUrl: provider.url, returnedUrl, storage: tabStorage() })).toEqual({
      kind: 'refused',
    });
  });

  it('fails, naming why, when the provider refuses the code (its verifier is not the challenge’s)', async () => {
    const storage = tabStorage();
    const returnedUrl = await visitProvider(await addressFor(storage));
    const secrets = JSON.parse(storage.getItem(ROUND_TRIP_KEY)!) as { nonce: string };
    storage.setItem(
      ROUND_TRIP_KEY,
      JSON.stringify({ ...secrets, codeVerifier: 'not-the-one-that-was-hashed-'.repeat(2) }),
    );
    expect(await signInReturn({ providerUrl: provider.url, returnedUrl, storage })).toMatchObject({ kind: 'failed' });
    expect(provider.issuedTokens()).toEqual([]);
  });

  it('reads an ordinary visit as no answer at all', async () => {
    expect(await signInReturn({ providerUrl: provider.url, returnedUrl: RETURN_URL, storage: tabStorage() })).toEqual({
      kind: 'none',
    });
  });
});
