/** @jest-environment jsdom */
import { classifyRequestError } from '../core/modelRequest/classifyRequestError';
import type { ReplyPiece } from '../core/modelRequest/recipeModel';
import { refusingModel } from '../../__tests__/support/fakeChatClient';
import { chooseWay, modelForWay, tokenInUse, wayInUse } from './modelWays';
import { SIGN_IN_STORAGE_KEY } from './signInToken';
import { USER_TOKEN_STORAGE_KEY } from './userToken';

const account = { name: 'Ada Cook', username: 'adacook', picture: 'https://cdn-avatars.huggingface.co/adacook.png' };
const NOW = Date.UTC(2026, 10, 28, 12);
const signIn = (expiresAt: number) =>
  window.localStorage.setItem(SIGN_IN_STORAGE_KEY, JSON.stringify({ token: 'hf_oauth_signed_in', expiresAt, account }));
const pasteToken = () => window.localStorage.setItem(USER_TOKEN_STORAGE_KEY, 'hf_pasted_by_the_cook');

beforeEach(() => window.localStorage.clear());

describe('whose model a request goes to', () => {
  it('is the app’s own when the cook has neither signed in nor pasted a token', () => {
    expect(tokenInUse(NOW)).toEqual({ way: 'built', token: '' });
  });

  it('is the cook’s account once they sign in, before a token they pasted', () => {
    pasteToken();
    signIn(NOW + 3600_000);
    expect(tokenInUse(NOW)).toEqual({ way: 'sign-in', token: 'hf_oauth_signed_in' });
  });

  it('is what the cook chose when they have more than one', () => {
    pasteToken();
    signIn(NOW + 3600_000);
    chooseWay('token');
    expect(tokenInUse(NOW)).toEqual({ way: 'token', token: 'hf_pasted_by_the_cook' });
    chooseWay('built');
    expect(tokenInUse(NOW)).toEqual({ way: 'built', token: '' });
  });

  it('falls back to what the cook still has when the chosen way is gone (signed out)', () => {
    pasteToken();
    chooseWay('sign-in');
    expect(wayInUse()).toBe('token');
  });

  it('fails as an expired sign-in, never another model, once the sign-in’s known expiry has passed', () => {
    pasteToken();
    signIn(NOW - 1);
    let thrown: unknown;
    try {
      tokenInUse(NOW);
    } catch (error) {
      thrown = error;
    }
    expect(classifyRequestError(thrown, { online: true })).toEqual({ kind: 'sign-in-expired' });
  });
});

describe('a signed-in cook’s model', () => {
  const refusing = refusingModel(401, 402);
  const failureOf = async (pieces: AsyncIterable<ReplyPiece>) => {
    try {
      for await (const piece of pieces) void piece;
    } catch (error) {
      return classifyRequestError(error, { online: true }).kind;
    }
    return null;
  };
  const signal = new AbortController().signal;

  it('reads a refusal (401) as the sign-in run out', async () => {
    const model = modelForWay('sign-in', refusing);
    expect(await failureOf(model.askForRecipe({ ingredients: ['eggs'] }, { signal }))).toBe('sign-in-expired');
  });

  it('keeps no credit left (402) as it is: the cook adds credit, signing in again would not help', async () => {
    const model = modelForWay('sign-in', refusing);
    const ask = { ingredients: ['eggs'], shownNames: [] };
    expect(await failureOf(model.askForIdeas(ask, { signal }))).toBe('no-credit');
  });

  it('leaves a pasted token’s refusal a rejected token', async () => {
    const model = modelForWay('token', refusing);
    expect(await failureOf(model.askForRecipe({ ingredients: ['eggs'] }, { signal }))).toBe('token-rejected');
  });
});
