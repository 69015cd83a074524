/** Where a cook's own Hugging Face token is kept on their device; never sent anywhere but the model API. */
export const USER_TOKEN_STORAGE_KEY = 'hfToken';

// When storage refuses (private mode, quota, disabled), the token still works for this visit.
export const session = { token: '' };

export function readUserToken(): string {
  try {
    return window.localStorage.getItem(USER_TOKEN_STORAGE_KEY) ?? session.token;
  } catch {
    return session.token;
  }
}
