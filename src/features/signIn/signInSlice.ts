import { createSlice, type PayloadAction, type UnknownAction, type WithSlice } from '@reduxjs/toolkit';
import { addAppListener } from '../../app/addAppListener';
import { rootReducer } from '../../app/rootReducer';
import type { RequestFailure } from '../../core/modelRequest/recipeFailure';
import { readSignIn, type SignedInAccount } from '../../modelConnection/signInToken';

/** Why the cook is not signed in after trying, each said in words on the page. */
export type SignInFailure =
  /** The cook chose Cancel on Hugging Face's page. */
  | 'cancelled'
  /** An answer this tab did not ask for (a forged or stale return): refused, nothing exchanged. */
  | 'refused'
  /** Hugging Face could not be reached, or refused the exchange. */
  | 'failed'
  /** The browser is offline: said before the page is left. */
  | 'offline';

export interface SignInState {
  /** Who is signed in (the header shows them); the token itself never enters the store. */
  account: SignedInAccount | null;
  /** When the sign-in runs out; a request with it after then asks the cook to sign in again. */
  expiresAt: number | null;
  status: 'signed-out' | 'leaving' | 'signed-in' | 'expired';
  failure: SignInFailure | null;
}

const SIGNED_OUT: SignInState = { account: null, expiresAt: null, status: 'signed-out', failure: null };

/** As this device kept it: signed in until it expires. */
function keptSignIn(): SignInState {
  const kept = readSignIn();
  if (!kept) return SIGNED_OUT;
  return {
    account: kept.account,
    expiresAt: kept.expiresAt,
    status: kept.expiresAt > Date.now() ? 'signed-in' : 'expired',
    failure: null,
  };
}

const signInSliceDefinition = createSlice({
  name: 'signIn',
  initialState: keptSignIn,
  reducers: {
    /** The cook pressed Sign in: the page is about to leave for Hugging Face, with what it must keep kept. */
    signInStarted: (state) => {
      state.status = 'leaving';
      state.failure = null;
    },
    /** The page stays as it was (a cook signing in again is still asked to). */
    signInFailed: (state, action: PayloadAction<SignInFailure>) => {
      if (state.status === 'leaving') state.status = state.account ? 'expired' : 'signed-out';
      state.failure = action.payload;
    },
    /** The cook read why signing in failed, and put the line away. */
    signInFailureDismissed: (state) => {
      state.failure = null;
    },
    /** Back from Hugging Face, signed in. */
    signedIn: (_, action: PayloadAction<{ account: SignedInAccount; expiresAt: number }>) => ({
      ...action.payload,
      status: 'signed-in' as const,
      failure: null,
    }),
    /** A request with the sign-in was refused (401) or its time ran out: the cook is asked to sign in again. */
    signInExpired: (state) => {
      if (state.account) state.status = 'expired';
    },
    signedOut: () => SIGNED_OUT,
  },
  selectors: {
    selectSignedInAccount: (state) => (state.status === 'signed-in' ? state.account : null),
    /** Signed in, or run out: the account whose token is kept on this device. */
    selectKeptAccount: (state) => state.account,
    selectSignInStatus: (state) => state.status,
    selectSignInFailure: (state) => state.failure,
  },
});

declare module '../../app/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof signInSliceDefinition> {}
}

/** Injected when the sign-in's code loads (the header's account, Chef settings, a return from Hugging Face). */
export const signInSlice = signInSliceDefinition.injectInto(rootReducer);

export const { signInStarted, signInFailed, signInFailureDismissed, signedIn, signInExpired, signedOut } =
  signInSlice.actions;
export const { selectSignedInAccount, selectKeptAccount, selectSignInStatus, selectSignInFailure } =
  signInSlice.selectors;

/** A request that failed because the sign-in ran out (a recipe, a change, ideas) says so in the header too. */
// Read from the thunk's action by hand: RTK's isRejected would add its matchers to the first download's RTK.
const failedForSignIn = (action: UnknownAction) => {
  const { meta, payload } = action as { meta?: { requestStatus?: string }; payload?: RequestFailure };
  return meta?.requestStatus === 'rejected' && payload?.kind === 'sign-in-expired';
};

/** Added by the header's account, which says so. */
export const signInExpiredByRequest = addAppListener({
  predicate: failedForSignIn,
  effect: (_, { dispatch }) => void dispatch(signInExpired()),
});
