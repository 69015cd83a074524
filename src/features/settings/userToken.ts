/** Where a cook's own Hugging Face token is kept on their device; never sent anywhere but the model API. */
export const USER_TOKEN_STORAGE_KEY = 'hfToken';

// When storage refuses (private mode, quota, disabled), the token still works for this visit.
let sessionToken = '';

export function readUserToken(): string {
  try {
    return window.localStorage.getItem(USER_TOKEN_STORAGE_KEY) ?? sessionToken;
  } catch {
    return sessionToken;
  }
}

/** Keeps the token; returns false when it could only be kept for this visit. */
export function saveUserToken(token: string): boolean {
  sessionToken = token;
  try {
    window.localStorage.setItem(USER_TOKEN_STORAGE_KEY, token);
    return true;
  } catch {
    return false;
  }
}

export function forgetUserToken(): void {
  sessionToken = '';
  try {
    window.localStorage.removeItem(USER_TOKEN_STORAGE_KEY);
  } catch {
    // Nothing was stored, so nothing is left behind.
  }
}

/** A pasted token, or the reason it cannot be one. */
export function checkToken(input: string): { ok: true; token: string } | { ok: false; message: string } {
  const token = input.trim();
  if (!token) return { ok: false, message: 'Paste a token first.' };
  if (/\s/.test(token) || token.length > 200) return { ok: false, message: 'That does not look like an access token.' };
  return { ok: true, token };
}
