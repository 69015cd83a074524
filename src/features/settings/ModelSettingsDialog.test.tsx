import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { App } from '../../page/App';
import { RecipeProvider } from '../../app/RecipeProvider';
import { makeStore } from '../../app/store';
import { askTokenOwner, WHOAMI_URL } from '../../modelConnection/tokenOwner';
import { USER_TOKEN_STORAGE_KEY } from '../../modelConnection/userToken';
import { forgetUserToken } from '../../modelConnection/userTokenStorage';
import { answering, fakeDeps } from '../../../__tests__/support/fakeChatClient';
import { renderApp } from '../../../__tests__/support/renderApp';

/** Shaped like a Hugging Face token; built here so no token-like literal sits in the repository. */
const WELL_FORMED_TOKEN = `hf_${'Ab3'.repeat(12)}`;

// Forgetting also clears the copy kept for the visit, which would otherwise leak into the next test.
afterEach(() => forgetUserToken());

type User = ReturnType<typeof userEvent.setup>;

async function openSettings(user: User, opener = screen.getByRole('banner')) {
  await user.click(within(opener).getByRole('button', { name: 'Chef settings' }));
  return within(await screen.findByRole('dialog', { name: 'Chef settings' }));
}

async function saveToken(user: User, dialog: ReturnType<typeof within>, token: string) {
  await user.type(dialog.getByLabelText('Access token'), token);
  await user.click(dialog.getByRole('button', { name: 'Save token' }));
}

/** A test double for the browser's fetch, answering Hugging Face's whoami endpoint. */
function fakeWhoAmI(answer: () => Promise<{ status: number; body?: unknown }>) {
  const calls: Array<{ url: string; authorization: string | undefined }> = [];
  const fetch = async (url: string, init?: RequestInit) => {
    calls.push({ url, authorization: (init?.headers as Record<string, string> | undefined)?.Authorization });
    const { status, body } = await answer();
    return { status, ok: status >= 200 && status < 300, json: async () => body } as Response;
  };
  Object.defineProperty(window, 'fetch', { value: fetch, configurable: true, writable: true });
  return calls;
}

describe('bringing your own token', () => {
  it('saves a pasted token on this device and leaves demo mode', async () => {
    const { user } = renderApp({ demoMode: true });
    expect(await screen.findByRole('complementary', { name: 'Demo mode' })).toBeInTheDocument();
    const dialog = await openSettings(user);
    await saveToken(user, dialog, ` ${WELL_FORMED_TOKEN} `);
    expect(localStorage.getItem(USER_TOKEN_STORAGE_KEY)).toBe(WELL_FORMED_TOKEN);
    expect(dialog.getByRole('status')).toHaveTextContent('Your token is saved on this device');
    expect(screen.queryByRole('complementary', { name: 'Demo mode' })).not.toBeInTheDocument();
  });

  it('survives an effect that runs twice: opened under StrictMode, it stays open and saves', async () => {
    const store = makeStore(undefined, fakeDeps(answering('')));
    const user = userEvent.setup();
    render(
      <StrictMode>
        <RecipeProvider store={store}>
          <App demoMode />
        </RecipeProvider>
      </StrictMode>,
    );
    const dialog = await openSettings(user);
    // The close event of StrictMode's first cleanup arrives in a later task: let it come and go.
    await new Promise((resolve) => setTimeout(resolve));
    expect(screen.getByRole('dialog', { name: 'Chef settings' })).toBeInTheDocument();
    await saveToken(user, dialog, WELL_FORMED_TOKEN);
    expect(localStorage.getItem(USER_TOKEN_STORAGE_KEY)).toBe(WELL_FORMED_TOKEN);
    expect(screen.queryByRole('complementary', { name: 'Demo mode' })).not.toBeInTheDocument();
  });

  it('opens from the demo notice too', async () => {
    const { user } = renderApp({ demoMode: true });
    const dialog = await openSettings(user, await screen.findByRole('complementary', { name: 'Demo mode' }));
    expect(dialog.getByLabelText('Access token')).toBeInTheDocument();
  });

  it('explains instead of saving when nothing was pasted', async () => {
    const { user } = renderApp();
    const dialog = await openSettings(user);
    await user.click(dialog.getByRole('button', { name: 'Save token' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Paste a token first.');
    expect(localStorage.getItem(USER_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('refuses, with a reason, a token that does not look like a Hugging Face one', async () => {
    const { user } = renderApp({ demoMode: true });
    const dialog = await openSettings(user);
    await saveToken(user, dialog, 'abc');
    expect(dialog.getByRole('alert')).toHaveTextContent(
      'A Hugging Face token starts with hf_ followed by letters and digits. Copy it again from huggingface.co → Settings → Access Tokens.',
    );
    expect(dialog.getByLabelText('Access token')).toHaveAttribute('aria-invalid', 'true');
    expect(localStorage.getItem(USER_TOKEN_STORAGE_KEY)).toBeNull();
    expect(await screen.findByRole('complementary', { name: 'Demo mode' })).toBeInTheDocument();
  });

  it('forgets the token on request', async () => {
    localStorage.setItem(USER_TOKEN_STORAGE_KEY, WELL_FORMED_TOKEN);
    const { user } = renderApp({ demoMode: true });
    const dialog = await openSettings(user);
    await user.click(dialog.getByRole('button', { name: 'Forget my token' }));
    expect(localStorage.getItem(USER_TOKEN_STORAGE_KEY)).toBeNull();
    expect(dialog.getByRole('status')).toHaveTextContent('No token of yours is saved.');
    expect(await screen.findByRole('complementary', { name: 'Demo mode' })).toBeInTheDocument();
  });

  it('keeps the token for the visit when the browser will not store it', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const { user } = renderApp();
    const dialog = await openSettings(user);
    await saveToken(user, dialog, WELL_FORMED_TOKEN);
    expect(dialog.getByRole('status')).toHaveTextContent('for this visit only');
    jest.restoreAllMocks();
  });

  it('closes with its Close button and with Escape', async () => {
    const { user } = renderApp();
    let dialog = await openSettings(user);
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openSettings(user);
    dialog.getByRole('button', { name: 'Close' }).closest('dialog')!.close();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('checking whose token it is', () => {
  it('shows the Hugging Face account the pasted token belongs to, never the token', async () => {
    const calls = fakeWhoAmI(async () => ({ status: 200, body: { type: 'user', name: 'julia-cooks' } }));
    const { user } = renderApp();
    const dialog = await openSettings(user);
    await user.type(dialog.getByLabelText('Access token'), WELL_FORMED_TOKEN);
    await user.click(dialog.getByRole('button', { name: 'Check' }));
    expect(await dialog.findByText('This token belongs to the Hugging Face account julia-cooks.')).toBeInTheDocument();
    expect(calls).toEqual([{ url: WHOAMI_URL, authorization: `Bearer ${WELL_FORMED_TOKEN}` }]);
    expect(screen.getByRole('dialog')).not.toHaveTextContent(WELL_FORMED_TOKEN);
  });

  it('checks the saved token when nothing is pasted', async () => {
    localStorage.setItem(USER_TOKEN_STORAGE_KEY, WELL_FORMED_TOKEN);
    const calls = fakeWhoAmI(async () => ({ status: 200, body: { name: 'julia-cooks' } }));
    const { user } = renderApp();
    const dialog = await openSettings(user);
    await user.click(dialog.getByRole('button', { name: 'Check' }));
    expect(await dialog.findByText(/julia-cooks/)).toBeInTheDocument();
    expect(calls[0]?.authorization).toBe(`Bearer ${WELL_FORMED_TOKEN}`);
  });

  it('does not ask about a token of the wrong shape', async () => {
    const calls = fakeWhoAmI(async () => ({ status: 200, body: { name: 'x' } }));
    const { user } = renderApp();
    const dialog = await openSettings(user);
    await user.type(dialog.getByLabelText('Access token'), 'abc');
    await user.click(dialog.getByRole('button', { name: 'Check' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(
      'A Hugging Face token starts with hf_ followed by letters and digits. Copy it again from huggingface.co → Settings → Access Tokens.',
    );
    expect(calls).toHaveLength(0);
  });

  it.each([
    [{ status: 401 }, 'Hugging Face rejected this token: it is wrong, expired or revoked.'],
    [{ status: 500 }, 'Hugging Face could not check the token right now. Try again later.'],
    [{ status: 200, body: {} }, 'Hugging Face could not check the token right now. Try again later.'],
  ])('says why when Hugging Face answers %j', async (answer, line) => {
    fakeWhoAmI(async () => answer);
    const { user } = renderApp();
    const dialog = await openSettings(user);
    await user.type(dialog.getByLabelText('Access token'), WELL_FORMED_TOKEN);
    await user.click(dialog.getByRole('button', { name: 'Check' }));
    expect(await dialog.findByText(line)).toBeInTheDocument();
  });

  it('says Hugging Face could not be reached when the request itself fails', async () => {
    expect(await askTokenOwner(WELL_FORMED_TOKEN, () => Promise.reject(new TypeError('Failed to fetch')))).toEqual({
      kind: 'offline',
    });
  });
});
