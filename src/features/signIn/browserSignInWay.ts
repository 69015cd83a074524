import type { SignInProvider } from './signInProvider';
import type { SignInWay } from './signInThunks';

/**
 * Signing in from this page: this tab's sessionStorage holds the round trip's secrets, and the provider sends the
 * cook back to this address without its query (where the answer will be).
 */
export const browserSignInWay = (provider: SignInProvider): SignInWay => ({
  ...provider,
  tab: window.sessionStorage,
  returnUrl: `${window.location.origin}${window.location.pathname}`,
  scrollY: window.scrollY,
  leaveFor: (address) => window.location.assign(address),
});
