import { session, USER_TOKEN_STORAGE_KEY } from './userToken';

// Used only by the Chef settings dialog, so it loads with it; reading the token is in userToken.ts.

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
