import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { addIngredients, launchChromium, openApp, setScenario, type OpenedApp } from './support/browser';

export const SCREENSHOT_DIR = path.resolve(__dirname, '../../e2e-screenshots');

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  await setScenario({ kind: 'recipe' });
});
afterAll(() => browser.close());

let app: OpenedApp;
afterEach(() => app.context.close());

async function showRecipe(page: Page) {
  await addIngredients(page, ['eggs', 'spinach', 'feta', 'cherry tomatoes', 'a very long ingredient name indeed']);
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await page.getByRole('heading', { name: 'Suggested Recipe:' }).waitFor();
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

it('keeps everything inside a 320 px wide screen, with a recipe shown', async () => {
  app = await openApp(browser, 'phone');
  await app.page.setViewportSize({ width: 320, height: 640 });
  await showRecipe(app.page);
  await addIngredients(app.page, ['x'.repeat(60)]);
  expect(await horizontalOverflow(app.page)).toBe(0);
});

it('keeps the header fixed at the top while the page scrolls', async () => {
  app = await openApp(browser, 'phone');
  await showRecipe(app.page);
  await app.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await app.page.waitForTimeout(100);
  const top = await app.page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().top);
  expect(top).toBe(0);
});

describe.each(['light', 'dark'] as const)('screenshots of a rendered recipe (%s)', (theme) => {
  it.each(['phone', 'desktop'] as const)('saves the %s view', async (viewport) => {
    app = await openApp(browser, viewport, { reducedMotion: 'reduce' });
    if (theme === 'dark') await app.page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await showRecipe(app.page);
    await app.page.waitForTimeout(1500);
    // From the top, so the fixed header is not drawn across the middle of a full-page picture.
    await app.page.evaluate(() => window.scrollTo(0, 0));
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const file = path.join(SCREENSHOT_DIR, `recipe-${theme}-${viewport}.png`);
    await app.page.screenshot({ path: file, fullPage: viewport === 'desktop' });
    expect(await horizontalOverflow(app.page)).toBe(0);
  });
});

describe('the first screen, before any script runs', () => {
  async function openWithoutBundles(savedTheme?: 'dark' | 'light') {
    app = await openApp(browser, 'phone');
    if (savedTheme) await app.page.evaluate((theme) => localStorage.setItem('theme', theme), savedTheme);
    await app.page.route('**/assets/*.js', (route) => route.abort());
    await app.page.reload();
    return app.page;
  }

  it('is prerendered: header, welcome heading and form are in the HTML', async () => {
    const page = await openWithoutBundles();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Welcome/);
    expect(await page.getByRole('textbox', { name: 'Ingredient' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Add Ingredient' }).isVisible()).toBe(true);
  });

  it('follows a device that prefers dark from the start, when nothing is saved', async () => {
    app = await openApp(browser, 'phone', { colorScheme: 'dark' });
    await app.page.route('**/assets/*.js', (route) => route.abort());
    await app.page.reload();
    expect(await app.page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(28, 25, 23)');
  });

  it('paints a saved dark theme from the start, with no light flash', async () => {
    const page = await openWithoutBundles('dark');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(28, 25, 23)');
  });
});

it('hydrates the prerendered page without a mismatch, in the dark theme too', async () => {
  app = await openApp(browser, 'desktop');
  await app.page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await app.page.reload();
  await app.page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
  expect(app.errors).toEqual([]);
});
