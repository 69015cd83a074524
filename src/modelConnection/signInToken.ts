/** Who signed in with Hugging Face, as the header shows them (the provider's user info). */
export interface SignedInAccount {
  name: string;
  username: string;
  picture: string;
}

/** A cook's sign-in as this device keeps it: the token (never in the store), when it expires, and who. */
export interface SignIn {
  token: string;
  /** Milliseconds since the epoch, as the provider said (about 8 hours after signing in). */
  expiresAt: number;
  account: SignedInAccount;
}

/** The one key a sign-in is kept under on the cook's device; the token is sent nowhere but the model API. */
export const SIGN_IN_STORAGE_KEY = 'hfSignIn';

const isAccount = (value: unknown): value is SignedInAccount => {
  const { name, username, picture } = (value ?? {}) as Record<string, unknown>;
  return typeof name === 'string' && typeof username === 'string' && typeof picture === 'string';
};

/** The kept sign-in, expired or not; null when there is none, it cannot be read, or storage is refused. */
export function readSignIn(): SignIn | null {
  try {
    const kept = JSON.parse(window.localStorage.getItem(SIGN_IN_STORAGE_KEY) ?? 'null') as unknown;
    const { token, expiresAt, account } = (kept ?? {}) as Record<string, unknown>;
    return typeof token === 'string' && token !== '' && typeof expiresAt === 'number' && isAccount(account)
      ? { token, expiresAt, account }
      : null;
  } catch {
    return null;
  }
}

/** Keeps the sign-in; false when the browser refuses (the cook is then signed in for nothing but this page). */
export function saveSignIn(signIn: SignIn): boolean {
  try {
    window.localStorage.setItem(SIGN_IN_STORAGE_KEY, JSON.stringify(signIn));
    return true;
  } catch {
    return false;
  }
}

export function forgetSignIn(): void {
  try {
    window.localStorage.removeItem(SIGN_IN_STORAGE_KEY);
  } catch {
    // Nothing could be kept, so nothing is left behind.
  }
}
