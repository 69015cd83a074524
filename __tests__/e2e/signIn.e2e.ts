import type { BrowserContext, Locator, Page } from 'playwright-core';
import { SIGN_IN_STORAGE_KEY } from '../../src/modelConnection/signInToken';
import { startFakeOpenIdProvider, type FakeOpenIdProvider } from '../support/fakeOpenIdProvider';
import { axeViolations } from './support/axe';
import { focused, tabTo } from './support/keyboard';
import { addIngredients, chromiumForThisFile, recipeShown, type OpenAppOptions } from './support/browser';
import type { RunningServer } from '../../server/recipeServer';
import { E2E_PAGE_TOKEN, E2E_TOKEN, serveDirectBuild } from './support/builds';

/**
 * Sign in with Hugging Face, as a cook on a phone meets it, with the app's own server configured (it keeps its
 * own token, E2E_TOKEN): huggingface.co and its router are answered by stand-ins on loopback (the fake OpenID
 * provider, the test chat server), reached through the addresses the page really uses, so its own
 * Content-Security-Policy is the one in force. The OAuth app is the one a Hugging Face Space injects.
 */

const three = ['eggs', 'spinach', 'feta'];
const chromium = chromiumForThisFile();
// A 1×1 PNG: the signed-in cook's picture.
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let provider: FakeOpenIdProvider;
beforeAll(async () => {
  provider = await startFakeOpenIdProvider({ publicUrl: 'https://huggingface.co' });
});
afterAll(() => provider.close());

/** The Authorization header of each chat request the page sent to Hugging Face's router. */
let sentToRouter: string[];
beforeEach(() => {
  sentToRouter = [];
});

async function huggingFaceStandIns(context: BrowserContext) {
  await context.addInitScript(() => {
    (window as { huggingface?: unknown }).huggingface = { variables: { OAUTH_CLIENT_ID: 'personal-ai-chef-e2e' } };
  });
  await context.route('https://huggingface.co/**', async (route) => {
    const asked = new URL(route.request().url());
    const response = await route.fetch({ url: `${provider.url}${asked.pathname}${asked.search}`, maxRedirects: 0 });
    await route.fulfill({ response });
  });
  await context.route('https://router.huggingface.co/**', async (route) => {
    if (route.request().method() === 'POST') sentToRouter.push(route.request().headers().authorization ?? '');
    const response = await route.fetch({ url: `${process.env.E2E_CHAT_URL}/chat/completions` });
    await route.fulfill({ response });
  });
  await context.route('https://cdn-avatars.huggingface.co/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: PICTURE }),
  );
}

const open = (options: OpenAppOptions = {}) => chromium.open('phone', { ...options, beforeLoad: huggingFaceStandIns });

const header = (page: Page) => page.getByRole('banner');
/** On a phone the header shows who is signed in by their picture; the name and Sign out are in Chef settings. */
const picture = (page: Page) => header(page).getByRole('img', { name: 'Ada Cook’s Hugging Face picture' });

/** Signs in from Chef settings; `before` looks at the dialog first. */
async function signIn(page: Page, before?: (settings: Locator) => Promise<void>) {
  await header(page).getByRole('button', { name: 'Chef settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Chef settings' });
  await before?.(settings);
  await settings.getByRole('button', { name: 'Sign in with Hugging Face' }).click();
  await picture(page).waitFor();
}

const keptKeys = (page: Page) => page.evaluate(() => Object.keys(window.localStorage));

describe('a cook on a phone signing in with Hugging Face', () => {
  it('comes back signed in with the list, and gets a recipe made with their own account', async () => {
    const { page, errors } = await open();
    await addIngredients(page, three);
    await signIn(page);
    for (const item of three) await page.getByRole('listitem').filter({ hasText: item }).first().waitFor();
    expect(new URL(page.url()).search).toBe('');

    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await recipeShown(page);
    const [token] = provider.issuedTokens();
    expect(sentToRouter).toEqual([`Bearer ${token}`]);
    expect(sentToRouter.join()).not.toContain(E2E_TOKEN);

    // The token is kept under one key, and nowhere the page shows or logs.
    expect(await keptKeys(page)).toContain(SIGN_IN_STORAGE_KEY);
    const otherValues = await page.evaluate(
      (key) =>
        Object.keys(localStorage)
          .filter((name) => name !== key)
          .map((name) => localStorage.getItem(name)),
      SIGN_IN_STORAGE_KEY,
    );
    expect(otherValues.join()).not.toContain(token);
    expect(page.url()).not.toContain(token);
    expect(errors.join()).not.toContain(token);

    await header(page).getByRole('button', { name: 'Chef settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Chef settings' });
    await settings.getByText(/Signed in as Ada Cook/).waitFor();
    await settings.getByRole('button', { name: 'Sign out' }).click();
    await picture(page).waitFor({ state: 'detached' });
    expect(await keptKeys(page)).not.toContain(SIGN_IN_STORAGE_KEY);
  });

  it('is told when they cancelled on Hugging Face, with the list as it was', async () => {
    provider.setNextAnswer('cancel');
    const { page } = await open();
    await addIngredients(page, three);
    await header(page).getByRole('button', { name: 'Chef settings' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign in with Hugging Face' }).click();
    await page.getByText('Signing in was cancelled on Hugging Face. Nothing changed here.').waitFor();
    for (const item of three) await page.getByRole('listitem').filter({ hasText: item }).first().waitFor();
    provider.setNextAnswer('sign-in');
  });

  it('refuses a return this page did not set off (a forged state)', async () => {
    const { page } = await open();
    await page.goto(`${process.env.E2E_APP_URL}/?code=stolen-code&state=${encodeURIComponent('{"nonce":"forged"}')}`);
    await page.getByText('That sign-in did not come from this page, so it was refused.').waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await keptKeys(page)).not.toContain(SIGN_IN_STORAGE_KEY);
  });

  it('signs in, chooses whose model and signs out with the keyboard alone, focus always visible', async () => {
    const { page } = await open();
    await header(page).getByRole('button', { name: 'Chef settings' }).waitFor();
    await tabTo(page, 'Chef settings');
    await page.keyboard.press('Enter');
    // The dialog's code arrives on demand: a cook sees it open before reaching into it.
    await page
      .getByRole('dialog', { name: 'Chef settings' })
      .getByRole('button', { name: 'Sign in with Hugging Face' })
      .waitFor();
    // Opening the dialog puts focus on its first control, which is this one.
    expect(await focused(page)).toMatchObject({ name: 'Sign in with Hugging Face', ringVisible: true });
    await page.keyboard.press('Enter');
    await picture(page).waitFor();
    await tabTo(page, 'Chef settings');
    await page.keyboard.press('Enter');
    await page.getByRole('group', { name: 'Whose model makes your recipes' }).waitFor();
    // Tab reaches the group's chosen way; the arrows choose another, as in any radio group.
    for (let presses = 0; presses < 10; presses += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => (document.activeElement as HTMLInputElement).type === 'radio')) break;
    }
    expect(await focused(page)).toMatchObject({ ringVisible: true });
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => localStorage.getItem('modelWay'))).toBe('built');
    await tabTo(page, 'Sign out', 'Shift+Tab');
    await page.keyboard.press('Enter');
    await picture(page).waitFor({ state: 'detached' });
  });

  it.each(['light', 'dark'] as const)(
    'meets no axe violation in %s: signing in, signed in, expired',
    async (colorScheme) => {
      const { page } = await open({ colorScheme });
      await signIn(page, async (settings) => {
        await settings.getByText(/^Your recipes are made by: /).waitFor();
        expect(await axeViolations(page)).toEqual([]);
      });
      await header(page).getByRole('button', { name: 'Chef settings' }).click();
      await page.getByRole('group', { name: 'Whose model makes your recipes' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.evaluate((key) => {
        const kept = JSON.parse(localStorage.getItem(key) ?? '{}') as { expiresAt: number };
        localStorage.setItem(key, JSON.stringify({ ...kept, expiresAt: Date.now() - 1 }));
      }, SIGN_IN_STORAGE_KEY);
      await page.reload();
      await header(page).getByText('Your Hugging Face sign-in has expired.').waitFor();
      await header(page).getByRole('button', { name: 'Sign in again' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    },
  );
});

describe('a cook on a phone signing in on a page that asks its model itself', () => {
  let direct: RunningServer;
  beforeAll(async () => {
    direct = await serveDirectBuild();
  });
  afterAll(() => direct.close());

  it('gets a recipe from Inference Providers with their own token, not the page’s', async () => {
    const { page } = await open({ url: `${direct.url}/` });
    await addIngredients(page, three);
    await signIn(page);
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await recipeShown(page);
    expect(sentToRouter).toEqual([`Bearer ${provider.issuedTokens().at(-1)}`]);
    expect(sentToRouter.join()).not.toContain(E2E_PAGE_TOKEN);
  });
});
