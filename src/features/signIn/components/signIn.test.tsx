import { pageDeps } from '../../../page/whatLoadsWhen';
import { screen, waitFor, within } from '@testing-library/react';
import { modelSettingsFrom } from '../../../core/chat/modelSettings';
import { MODEL_WAY_KEY } from '../../../modelConnection/modelWays';
import { SIGN_IN_STORAGE_KEY } from '../../../modelConnection/signInToken';
import { USER_TOKEN_STORAGE_KEY } from '../../../modelConnection/userToken';
import { forgetUserToken } from '../../../modelConnection/userTokenStorage';
import {
  openChefSettings,
  renderApp,
  stateWith,
  stubScrollingInEachTest,
} from '../../../../__tests__/support/renderApp';

const account = { name: 'Ada Cook', username: 'adacook', picture: 'https://cdn-avatars.huggingface.co/adacook.png' };
const TOKEN = 'hf_oauth_kept_token_123';
const keepSignIn = (expiresAt: number) =>
  window.localStorage.setItem(SIGN_IN_STORAGE_KEY, JSON.stringify({ token: TOKEN, expiresAt, account }));

stubScrollingInEachTest();
beforeEach(() => {
  window.localStorage.clear();
  process.env.HF_OAUTH_CLIENT_ID = 'personal-ai-chef-test-client';
});
afterEach(() => {
  delete process.env.HF_OAUTH_CLIENT_ID;
  forgetUserToken();
});

describe('Sign in with Hugging Face', () => {
  it('is offered in Chef settings when the deployer set up an OAuth app', async () => {
    const { user } = renderApp();
    const settings = await openChefSettings(user);
    expect(settings.getByRole('button', { name: 'Sign in with Hugging Face' })).toBeInTheDocument();
  });

  it('is not offered when the deployer set up none', async () => {
    delete process.env.HF_OAUTH_CLIENT_ID;
    const { user } = renderApp();
    const settings = await openChefSettings(user);
    expect(settings.queryByRole('button', { name: 'Sign in with Hugging Face' })).not.toBeInTheDocument();
  });

  it('leaves Chef settings saying whose model is in use when there is one', async () => {
    const { user } = renderApp({ demoMode: true });
    await screen.findByRole('complementary', { name: /demo/i });
    const settings = await openChefSettings(user);
    expect(settings.getByText('Your recipes are made by: The demo chef (sample recipes).')).toBeInTheDocument();
  });

  it('is offered in the demo chef’s line', async () => {
    renderApp({ demoMode: true });
    const notice = await screen.findByRole('complementary', { name: /demo/i });
    expect(within(notice).getByRole('button', { name: 'Sign in with Hugging Face' })).toBeInTheDocument();
  });
});

describe('a signed-in cook', () => {
  it('sees who is signed in in the header, with their picture', async () => {
    keepSignIn(Date.now() + 3600_000);
    renderApp();
    const header = within(screen.getByRole('banner'));
    expect(await header.findByText('Signed in as Ada Cook')).toBeInTheDocument();
    expect(header.getByRole('img', { name: 'Ada Cook’s Hugging Face picture' })).toHaveAttribute(
      'src',
      account.picture,
    );
  });

  it('signs out: the token is forgotten on this device, the list stays', async () => {
    keepSignIn(Date.now() + 3600_000);
    const { user } = renderApp({ preloadedState: stateWith(['eggs', 'spinach', 'feta']) });
    const settings = await openChefSettings(user);
    expect(settings.getByText(/Signed in as Ada Cook/)).toBeInTheDocument();
    await user.click(settings.getByRole('button', { name: 'Sign out' }));
    expect(window.localStorage.getItem(SIGN_IN_STORAGE_KEY)).toBeNull();
    expect(screen.queryByRole('img', { name: 'Ada Cook’s Hugging Face picture' })).not.toBeInTheDocument();
    expect(screen.getByText('spinach')).toBeInTheDocument();
  });

  it('is asked to sign in again once the sign-in has expired', async () => {
    keepSignIn(Date.now() - 1);
    renderApp();
    expect(await screen.findByText('Your Hugging Face sign-in has expired.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
  });

  it('whose sign-in ran out is told so when asking for a recipe, and keeps the list', async () => {
    keepSignIn(Date.now() - 1);
    const { user } = renderApp({
      preloadedState: stateWith(['eggs', 'spinach', 'feta']),
      deps: pageDeps(modelSettingsFrom({ PUBLIC_HF_TOKEN: 'hf_deployers_own' }, 'http://localhost')),
    });
    await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
    expect(
      await screen.findByText(
        'Failed to load recipe. Your Hugging Face sign-in has expired. Sign in again to go on: your list and recipe stay here.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
    expect(screen.getByText('feta')).toBeInTheDocument();
  });

  it('with a pasted token too chooses whose model makes the recipes', async () => {
    keepSignIn(Date.now() + 3600_000);
    window.localStorage.setItem(USER_TOKEN_STORAGE_KEY, 'hf_pasted_by_the_cook');
    const { user } = renderApp();
    const settings = await openChefSettings(user);
    const choice = within(settings.getByRole('group', { name: 'Whose model makes your recipes' }));
    expect(choice.getByRole('radio', { name: 'Your Hugging Face account (Ada Cook)' })).toBeChecked();
    await user.click(choice.getByRole('radio', { name: 'Your pasted token' }));
    expect(window.localStorage.getItem(MODEL_WAY_KEY)).toBe('token');
    await waitFor(() => expect(choice.getByRole('radio', { name: 'Your pasted token' })).toBeChecked());
  });
});
