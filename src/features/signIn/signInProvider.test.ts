import { signInProvider } from './signInProvider';

describe('the OAuth app a cook signs in through', () => {
  it('is none, so no button is shown, when the deployer configured none', () => {
    expect(signInProvider(undefined, '')).toBeNull();
  });

  it('is the deployer’s, read at page build, on Hugging Face itself', () => {
    expect(signInProvider(undefined, ' chef-client-id ')).toEqual({
      clientId: 'chef-client-id',
      providerUrl: 'https://huggingface.co',
    });
  });

  it('is the one a Hugging Face Space injects, with its provider, when the page runs as a static Space', () => {
    const space = { OAUTH_CLIENT_ID: 'space-client-id', OPENID_PROVIDER_URL: 'https://huggingface.co' };
    expect(signInProvider(space, '')).toEqual({ clientId: 'space-client-id', providerUrl: 'https://huggingface.co' });
  });

  it('is the deployer’s when a Space injects one too', () => {
    expect(signInProvider({ OAUTH_CLIENT_ID: 'space-client-id' }, 'chef-client-id')?.clientId).toBe('chef-client-id');
  });
});
