/** @jest-environment jsdom */
import { makeStore } from '../../app/store';
import { refusingModel } from '../../../__tests__/support/fakeChatClient';
import { modelForWay } from '../../modelConnection/modelWays';
import { requestRecipe } from '../recipe/requestRecipe';
import { SIGN_IN_STORAGE_KEY } from '../../modelConnection/signInToken';
import { ingredientsSlice } from '../ingredients/ingredientsSlice';
import {
  selectSignedInAccount,
  selectSignInFailure,
  selectSignInStatus,
  signedIn,
  signedOut,
  signInExpired,
  signInFailed,
  signInStarted,
  signInExpiredByRequest,
} from './signInSlice';
import { codeOnDemand, pageDeps } from '../../page/whatLoadsWhen';

const account = { name: 'Ada Cook', username: 'adacook', picture: 'https://cdn-avatars.huggingface.co/adacook.png' };
const TOKEN = 'hf_oauth_kept_token_123';
const keep = (expiresAt: number) =>
  window.localStorage.setItem(SIGN_IN_STORAGE_KEY, JSON.stringify({ token: TOKEN, expiresAt, account }));

beforeEach(() => window.localStorage.clear());

describe('the cook’s sign-in', () => {
  it('starts signed out when this device keeps none', () => {
    const state = makeStore(undefined, pageDeps()).getState();
    expect(selectSignInStatus(state)).toBe('signed-out');
    expect(selectSignedInAccount(state)).toBeNull();
  });

  it('starts signed in as the device kept it, with the token kept out of the store', () => {
    keep(Date.now() + 3600_000);
    const state = makeStore(undefined, pageDeps()).getState();
    expect(selectSignedInAccount(state)).toEqual(account);
    expect(JSON.stringify(state)).not.toContain(TOKEN);
  });

  it('starts expired when the kept sign-in ran out, and names no one', () => {
    keep(Date.now() - 1);
    const state = makeStore(undefined, pageDeps()).getState();
    expect(selectSignInStatus(state)).toBe('expired');
    expect(selectSignedInAccount(state)).toBeNull();
  });

  it('leaves for Hugging Face, and is back as it was, saying why, when that fails', () => {
    const store = makeStore(undefined, pageDeps());
    store.dispatch(signInStarted());
    expect(selectSignInStatus(store.getState())).toBe('leaving');
    store.dispatch(signInFailed('cancelled'));
    expect(selectSignInStatus(store.getState())).toBe('signed-out');
    expect(selectSignInFailure(store.getState())).toBe('cancelled');
  });

  it('is signed in on the way back, expires when a request says so, and signs out', () => {
    const store = makeStore(undefined, pageDeps());
    store.dispatch(signInStarted());
    store.dispatch(signedIn({ account, expiresAt: Date.now() + 3600_000 }));
    expect(selectSignedInAccount(store.getState())).toEqual(account);
    expect(selectSignInFailure(store.getState())).toBeNull();
    store.dispatch(signInExpired());
    expect(selectSignInStatus(store.getState())).toBe('expired');
    expect(selectSignedInAccount(store.getState())).toBeNull();
    store.dispatch(signedOut());
    expect(selectSignInStatus(store.getState())).toBe('signed-out');
  });
});

describe('a signed-in cook’s request refused mid-session', () => {
  const refusing = refusingModel(401);

  it('marks the sign-in expired, with the list kept', async () => {
    keep(Date.now() + 3600_000);
    const store = makeStore(
      { ingredients: { ...ingredientsSlice.getInitialState(), items: ['eggs', 'spinach', 'feta'] } },
      { ...codeOnDemand, loadRecipeModel: () => Promise.resolve(modelForWay('sign-in', refusing)) },
    );
    // As the header's account does.
    store.dispatch(signInExpiredByRequest);
    await store.dispatch(requestRecipe());
    expect(selectSignInStatus(store.getState())).toBe('expired');
    expect(store.getState().ingredients.items).toEqual(['eggs', 'spinach', 'feta']);
  });
});
