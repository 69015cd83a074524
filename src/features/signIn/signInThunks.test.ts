import { makeStore } from '../../app/store';
import type { SignIn } from '../../modelConnection/signInToken';
import { selectIngredients } from '../ingredients/ingredientsSlice';
import { selectRecipe } from '../recipe/recipeSlice';
import { requestRecipe } from '../recipe/requestRecipe';
import { answering, fakeDeps, sampleRecipe } from '../../../__tests__/support/fakeChatClient';
import {
  FAKE_ACCOUNT,
  startFakeOpenIdProvider,
  type FakeOpenIdProvider,
} from '../../../__tests__/support/fakeOpenIdProvider';
import { stateWith } from '../../../__tests__/support/renderApp';
import type { RoundTripStorage } from './signInRoundTrip';
import { selectSignedInAccount, selectSignInFailure, selectSignInStatus } from './signInSlice';
import { finishSigningIn, startSigningIn, type SignInWay } from './signInThunks';
import { TRIP_KEY } from './signInTrip';

const listed = ['eggs', 'spinach', 'feta'];

/** A tab's sessionStorage, as a test double: it outlives the page, as the browser's does across the round trip. */
function tabStorage(): RoundTripStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

let provider: FakeOpenIdProvider;
let tab: RoundTripStorage;
let kept: SignIn[];
let leftFor: string[];
beforeEach(async () => {
  provider = await startFakeOpenIdProvider();
  tab = tabStorage();
  kept = [];
  leftFor = [];
});
afterEach(() => provider.close());

const way = (): SignInWay => ({
  clientId: 'personal-ai-chef-test-client',
  providerUrl: provider.url,
  tab,
  returnUrl: 'http://127.0.0.1:3000/',
  scrollY: 640,
  leaveFor: (address) => void leftFor.push(address),
  keep: (signIn) => kept.push(signIn) > 0,
});

/** A page with the cook's list and a recipe on the card, as it is when they press Sign in. */
async function pageWithARecipe() {
  const store = makeStore(stateWith(listed), fakeDeps(answering(JSON.stringify(sampleRecipe))));
  await store.dispatch(requestRecipe());
  return store;
}

/** The cook signs in on the provider's page; the page they come back to is a new one, with an empty store. */
async function backFromTheProvider() {
  const response = await fetch(leftFor[0]!, { redirect: 'manual' });
  const page = makeStore(undefined, fakeDeps(answering('')));
  const trip = await page.dispatch(finishSigningIn(way(), response.headers.get('location')!));
  return { page, trip };
}

describe('signing in with Hugging Face from the page', () => {
  it('leaves for the provider with the list and the recipe kept for the trip in this tab', async () => {
    const store = await pageWithARecipe();
    await store.dispatch(startSigningIn(way()));
    expect(selectSignInStatus(store.getState())).toBe('leaving');
    expect(leftFor[0]).toMatch(new RegExp(`^${provider.url}/oauth/authorize\\?`));
    expect(JSON.parse(tab.getItem(TRIP_KEY)!)).toMatchObject({ ingredients: listed, recipe: { recipe: sampleRecipe } });
  });

  it('comes back signed in, the list and the recipe as they were, the token kept on the device only', async () => {
    await (await pageWithARecipe()).dispatch(startSigningIn(way()));
    const { page, trip } = await backFromTheProvider();
    expect(selectSignedInAccount(page.getState())).toEqual({
      name: FAKE_ACCOUNT.name,
      username: FAKE_ACCOUNT.preferred_username,
      picture: FAKE_ACCOUNT.picture,
    });
    expect(selectIngredients(page.getState())).toEqual(listed);
    expect(selectRecipe(page.getState())).toEqual(sampleRecipe);
    expect(trip?.scrollY).toBe(640);
    expect(kept.map(({ token }) => token)).toEqual(provider.issuedTokens());
    expect(JSON.stringify(page.getState())).not.toContain(provider.issuedTokens()[0]);
    expect(tab.getItem(TRIP_KEY)).toBeNull();
  });

  it('comes back from a Cancel on the provider’s page saying so, with the list and the recipe', async () => {
    provider.setNextAnswer('cancel');
    await (await pageWithARecipe()).dispatch(startSigningIn(way()));
    const { page } = await backFromTheProvider();
    expect(selectSignInFailure(page.getState())).toBe('cancelled');
    expect(selectSignedInAccount(page.getState())).toBeNull();
    expect(selectIngredients(page.getState())).toEqual(listed);
    expect(kept).toEqual([]);
  });

  it('says so before leaving when the browser is offline, and leaves nothing behind', async () => {
    Object.defineProperty(globalThis, 'navigator', {
      value: { onLine: false, languages: ['en'], language: 'en' },
      configurable: true,
    });
    try {
      const store = await pageWithARecipe();
      await store.dispatch(startSigningIn(way()));
      expect(selectSignInFailure(store.getState())).toBe('offline');
      expect(leftFor).toEqual([]);
      expect(tab.getItem(TRIP_KEY)).toBeNull();
    } finally {
      Reflect.deleteProperty(globalThis, 'navigator');
    }
  });
});
