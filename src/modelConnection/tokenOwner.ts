/** Hugging Face's "who am I" endpoint: the account a token belongs to (the page's CSP allows huggingface.co). */
export const WHOAMI_URL = 'https://huggingface.co/api/whoami-v2';

export type TokenOwner =
  { kind: 'account'; name: string } | { kind: 'rejected' } | { kind: 'offline' } | { kind: 'unavailable' };

/** Asks Hugging Face whose token this is. Never throws, and nothing it returns contains the token. */
export async function askTokenOwner(token: string, fetchImpl: typeof fetch = fetch): Promise<TokenOwner> {
  let response: Response;
  try {
    response = await fetchImpl(WHOAMI_URL, { headers: { Authorization: `Bearer ${token}` } });
  } catch {
    // fetch rejects only when no response arrived at all.
    return { kind: 'offline' };
  }
  if (response.status === 401 || response.status === 403) return { kind: 'rejected' };
  if (!response.ok) return { kind: 'unavailable' };
  const body: unknown = await response.json().catch(() => null);
  const name = (body as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name ? { kind: 'account', name } : { kind: 'unavailable' };
}
