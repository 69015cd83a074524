import { screen, within } from '@testing-library/react';
import { modelSettingsFrom, withUserToken } from '../src/features/recipe/modelSettings';
import { USER_TOKEN_STORAGE_KEY } from '../src/features/settings/userToken';
import { renderApp } from './support/renderApp';

afterEach(() => localStorage.clear());

async function openSettings(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Model settings' }));
  return within(await screen.findByRole('dialog', { name: 'Your Hugging Face token' }));
}

describe('bringing your own token', () => {
  it('saves a pasted token on this device and leaves demo mode', async () => {
    const { user } = renderApp({ demoMode: true });
    expect(screen.getByRole('complementary', { name: 'Demo mode' })).toBeInTheDocument();
    const dialog = await openSettings(user);
    await user.type(dialog.getByLabelText('Access token'), ' hf_mytoken ');
    await user.click(dialog.getByRole('button', { name: 'Save token' }));
    expect(localStorage.getItem(USER_TOKEN_STORAGE_KEY)).toBe('hf_mytoken');
    expect(dialog.getByRole('status')).toHaveTextContent('Your token is saved on this device');
    expect(screen.queryByRole('complementary', { name: 'Demo mode' })).not.toBeInTheDocument();
  });

  it('explains instead of saving when nothing was pasted', async () => {
    const { user } = renderApp();
    const dialog = await openSettings(user);
    await user.click(dialog.getByRole('button', { name: 'Save token' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Paste a token first.');
    expect(localStorage.getItem(USER_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('forgets the token on request', async () => {
    localStorage.setItem(USER_TOKEN_STORAGE_KEY, 'hf_old');
    const { user } = renderApp({ demoMode: true });
    const dialog = await openSettings(user);
    await user.click(dialog.getByRole('button', { name: 'Forget my token' }));
    expect(localStorage.getItem(USER_TOKEN_STORAGE_KEY)).toBeNull();
    expect(dialog.getByRole('status')).toHaveTextContent('No token of yours is saved.');
    expect(screen.getByRole('complementary', { name: 'Demo mode' })).toBeInTheDocument();
  });

  it('keeps the token for the visit when the browser will not store it', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const { user } = renderApp();
    const dialog = await openSettings(user);
    await user.type(dialog.getByLabelText('Access token'), 'hf_session');
    await user.click(dialog.getByRole('button', { name: 'Save token' }));
    expect(dialog.getByRole('status')).toHaveTextContent('for this visit only');
    jest.restoreAllMocks();
  });

  it('closes with its Close button', async () => {
    const { user } = renderApp();
    const dialog = await openSettings(user);
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('withUserToken', () => {
  const origin = 'http://localhost:3000';

  it('sends a demo build to Hugging Face itself once the cook has a token', () => {
    expect(withUserToken(modelSettingsFrom({}, origin), 'hf_user')).toMatchObject({
      token: 'hf_user',
      endpointUrl: '',
      demo: false,
    });
  });

  it('replaces the built-in token but keeps a configured endpoint', () => {
    const built = modelSettingsFrom({ HF_TOKEN: 'hf_built', HF_ENDPOINT_URL: 'http://127.0.0.1:8080/v1' }, origin);
    expect(withUserToken(built, 'hf_user')).toMatchObject({ token: 'hf_user', endpointUrl: 'http://127.0.0.1:8080/v1' });
    expect(withUserToken(built, '')).toBe(built);
  });
});
