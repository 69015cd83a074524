import { withoutInvisibleCharacters } from '../lib/invisibleCharacters';

/** Where a cook's own Hugging Face token is kept on their device; never sent anywhere but the model API. */
export const USER_TOKEN_STORAGE_KEY = 'hfToken';

// When storage refuses (private mode, quota, disabled), the token still works for this visit.
export const session = { token: '' };

/** The cook's token, without the zero-width characters a paste may have left in it (a header cannot carry them). */
export function readUserToken(): string {
  let token = session.token;
  try {
    token = window.localStorage.getItem(USER_TOKEN_STORAGE_KEY) ?? session.token;
  } catch {
    // Storage refused: the copy kept for this visit.
  }
  return withoutInvisibleCharacters(token);
}
