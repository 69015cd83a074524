import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { addIngredients, setScenario, type OpenedApp, chromiumForThisFile } from './support/browser';
import { E2E_DIST, E2E_TOKEN } from './support/builds';

const chromium = chromiumForThisFile();
let app: OpenedApp;

it('builds no token into any file of the page when the deployer exported HF_TOKEN for the build', () => {
  const files = readdirSync(E2E_DIST, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const text = (file: string) => {
    const bytes = readFileSync(file);
    if (file.endsWith('.gz')) return gunzipSync(bytes).toString();
    return file.endsWith('.br') ? brotliDecompressSync(bytes).toString() : bytes.toString();
  };
  const holdingToken = files
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => text(file).includes(E2E_TOKEN));
  expect(files.length).toBeGreaterThan(10);
  expect(holdingToken).toEqual([]);
});

it('runs a whole journey under its Content-Security-Policy without a single violation', async () => {
  await setScenario({ kind: 'recipe' });
  app = await chromium.open('desktop');
  await app.page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const policy = await app.page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("script-src 'self' 'sha256-");

  await addIngredients(app.page, ['eggs', 'spinach', 'feta']);
  await app.page.getByRole('button', { name: 'Get a recipe' }).click();
  await app.page.getByRole('heading', { name: 'Suggested Recipe:' }).waitFor();
  await app.page.getByRole('button', { name: 'Switch to dark theme' }).click();

  expect(await app.page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  expect(app.errors).toEqual([]);
});

it('opens the token settings from the keyboard, keeps focus inside, and closes with Escape', async () => {
  app = await chromium.open('desktop');
  const { page } = app;
  const settings = page.getByRole('button', { name: 'Chef settings' });
  await settings.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Chef settings' });
  await dialog.waitFor();
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('token-input');
  // The page behind a modal dialog is inert: Tab cycles through the dialog (and the browser's own UI).
  for (let press = 0; press < 6; press += 1) {
    await page.keyboard.press('Tab');
    const focusBehindDialog = await page.evaluate(
      () => document.activeElement !== document.body && document.activeElement?.closest('dialog') === null,
    );
    expect(focusBehindDialog).toBe(false);
  }
  await page.getByLabel('Access token').focus();
  // Shaped as Hugging Face's tokens are (`hf_` then letters and digits), which a token for Hugging Face must be.
  const typed = `hf_${'Kb7'.repeat(12)}`;
  await page.keyboard.type(typed);
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => localStorage.getItem('hfToken'))).toBe(typed);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(await settings.evaluate((button) => button === document.activeElement)).toBe(true);
});
