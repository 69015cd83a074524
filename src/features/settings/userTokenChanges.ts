import { session, USER_TOKEN_STORAGE_KEY } from './userToken';

// Used only by the token dialog, so it loads with it.

/** Keeps the token; returns false when it could only be kept for this visit. */
export function saveUserToken(token: string): boolean {
  session.token = token;
  try {
    window.localStorage.setItem(USER_TOKEN_STORAGE_KEY, token);
    return true;
  } catch {
    return false;
  }
}

export function forgetUserToken(): void {
  session.token = '';
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
