/** @jest-environment jsdom */
import { readUserToken, USER_TOKEN_STORAGE_KEY } from '../../modelConnection/userToken';
import { checkToken } from './checkToken';
import { forgetUserToken } from '../../modelConnection/userTokenStorage';

/** Shaped like a Hugging Face token; built here so no token-like literal sits in the repository. */
const WELL_FORMED_TOKEN = `hf_${'Ab3'.repeat(12)}`;

// Forgetting also clears the copy kept for the visit, which would otherwise leak into the next test.
afterEach(() => forgetUserToken());

describe('checkToken', () => {
  it('asks for the Hugging Face shape only when the token goes to Hugging Face', () => {
    expect(checkToken('abc', { forHuggingFace: true })).toEqual({ ok: false, problem: 'notHuggingFace' });
    expect(checkToken('abc', { forHuggingFace: false })).toEqual({ ok: true, token: 'abc' });
    expect(checkToken(` ${WELL_FORMED_TOKEN}\n`, { forHuggingFace: true })).toEqual({
      ok: true,
      token: WELL_FORMED_TOKEN,
    });
    expect(checkToken('hf_short', { forHuggingFace: true }).ok).toBe(false);
    expect(checkToken('a b', { forHuggingFace: false })).toEqual({ ok: false, problem: 'malformed' });
  });

  it('drops the zero-width characters a paste brings, and refuses characters a header cannot carry', () => {
    expect(checkToken(`${WELL_FORMED_TOKEN}\u200b`, { forHuggingFace: true })).toEqual({
      ok: true,
      token: WELL_FORMED_TOKEN,
    });
    expect(checkToken('\ufeffkey-\u200d42', { forHuggingFace: false })).toEqual({ ok: true, token: 'key-42' });
    expect(checkToken('clé-42', { forHuggingFace: false })).toEqual({ ok: false, problem: 'unsendable' });
    expect(checkToken('\u200b\u200b', { forHuggingFace: false })).toEqual({ ok: false, problem: 'empty' });
  });

  it('reads a token saved with a zero-width space without it', () => {
    localStorage.setItem(USER_TOKEN_STORAGE_KEY, `${WELL_FORMED_TOKEN}\u200b`);
    expect(readUserToken()).toBe(WELL_FORMED_TOKEN);
  });
});
