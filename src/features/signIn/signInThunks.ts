import type { AppThunk } from '../../app/store';
import { browserIsOffline } from '../../lib/browserIsOffline';
import { forgetSignIn, saveSignIn, type SignIn } from '../../modelConnection/signInToken';
import { draftChanged, ingredientAdded } from '../ingredients/ingredientsSlice';
import { keptRecipeOpened } from '../recipe/recipeSlice';
import type * as SignInRoundTrip from './signInRoundTrip';
import type { RoundTripStorage } from './signInRoundTrip';
import { signedIn, signedOut, signInFailed, signInStarted } from './signInSlice';
import { keepTrip, tripBack, tripOf, type Trip } from './signInTrip';

/** @huggingface/hub's OAuth helpers, downloaded only when the cook signs in, or comes back. */
export interface SignInDeps {
  downloadSignInRoundTrip: () => Promise<typeof SignInRoundTrip>;
}

/** What signing in needs of the page: the provider, this tab's session storage, and the way out and back. */
export interface SignInWay {
  clientId: string;
  /** https://huggingface.co, or a stand-in. */
  providerUrl: string;
  /** This tab's sessionStorage. */
  tab: RoundTripStorage;
  /** Where the provider sends the cook back: this page's address, without the answer. */
  returnUrl: string;
  scrollY: number;
  /** Leaves the page for the provider's (location.assign). */
  leaveFor: (address: string) => void;
  /** Keeps the sign-in on this device (modelConnection/signInToken's saveSignIn). */
  keep?: (signIn: SignIn) => boolean;
}

/**
 * The cook pressed Sign in: said at once when offline (before the page is left); else the list and the shown
 * recipe are kept for the trip and the page leaves for Hugging Face.
 */
export const startSigningIn =
  (way: SignInWay): AppThunk<Promise<void>> =>
  async (dispatch, getState, extra) => {
    if (browserIsOffline()) {
      dispatch(signInFailed('offline'));
      return;
    }
    dispatch(signInStarted());
    let address: string;
    try {
      const { signInAddress } = await extra.downloadSignInRoundTrip();
      address = await signInAddress({ ...way, storage: way.tab });
    } catch (error) {
      console.error('Signing in with Hugging Face could not start:', error);
      dispatch(signInFailed('failed'));
      return;
    }
    keepTrip(tripOf(getState(), way.scrollY), way.tab);
    way.leaveFor(address);
  };

/**
 * The page opened at `returnedUrl`: when it holds Hugging Face's answer, the cook is signed in (the token kept on
 * the device, never in the store), or told why not; either way the list and the recipe come back as they were.
 * Resolves to the trip brought back (where to scroll), or null when the address held no answer.
 */
export const finishSigningIn =
  (way: Omit<SignInWay, 'leaveFor' | 'returnUrl' | 'scrollY'>, returnedUrl: string): AppThunk<Promise<Trip | null>> =>
  async (dispatch, _getState, extra) => {
    const { signInReturn } = await extra.downloadSignInRoundTrip();
    const back = await signInReturn({ providerUrl: way.providerUrl, returnedUrl, storage: way.tab });
    if (back.kind === 'none') return null;
    if (back.kind === 'signed-in') {
      const { token, expiresAt, account } = back;
      if (!(way.keep ?? saveSignIn)({ token, expiresAt, account }))
        console.warn('The sign-in cannot be kept in this browser: it lasts until the page is closed.');
      dispatch(signedIn({ account, expiresAt }));
    } else {
      if (back.kind === 'failed') console.error('Signing in with Hugging Face failed:', back.error);
      dispatch(signInFailed(back.kind));
    }
    const trip = tripBack(way.tab);
    if (trip) {
      // Each item through the form's own rules: what the tab kept is not trusted blindly.
      trip.ingredients.forEach((item) => dispatch(ingredientAdded(item)));
      dispatch(draftChanged(trip.draft));
      if (trip.recipe) dispatch(keptRecipeOpened(trip.recipe));
    }
    return trip;
  };

/** Sign out: the token is forgotten on this device; the list and the recipe stay. */
export const signOut = (): AppThunk => (dispatch) => {
  forgetSignIn();
  dispatch(signedOut());
};

/** Whether an address holds the provider's answer to a sign-in (a code, or an error such as Cancel). */
export const holdsSignInAnswer = (address: string): boolean => /[?&](?:code|error)=/.test(new URL(address).search);
