import { modelSettingsFrom } from '../core/chat/modelSettings';
import { sendsUserTokenToHuggingFace, withUserToken } from './userTokenSettings';
import { forgetUserToken } from './userTokenStorage';

// Forgetting also clears the copy kept for the visit, which would otherwise leak into the next test.
afterEach(() => forgetUserToken());

describe('withUserToken', () => {
  const origin = 'http://localhost:3000';

  it('sends a demo build to Hugging Face itself once the cook has a token', () => {
    const demo = modelSettingsFrom({}, origin);
    expect(withUserToken(demo, 'hf_user')).toMatchObject({ token: 'hf_user', endpointUrl: '', demo: false });
    expect(sendsUserTokenToHuggingFace(demo)).toBe(true);
  });

  it('replaces the built-in token but keeps a configured endpoint', () => {
    const built = modelSettingsFrom(
      { PUBLIC_HF_TOKEN: 'hf_built', HF_ENDPOINT_URL: 'http://127.0.0.1:8080/v1' },
      origin,
    );
    expect(withUserToken(built, 'hf_user')).toMatchObject({
      token: 'hf_user',
      endpointUrl: 'http://127.0.0.1:8080/v1',
    });
    expect(withUserToken(built, '')).toBe(built);
    expect(sendsUserTokenToHuggingFace(built)).toBe(false);
  });
});
