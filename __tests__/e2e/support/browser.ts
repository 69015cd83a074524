import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { Scenario } from '../../../server/testChatServer';

/** Debian's Chromium: nothing is downloaded. The flags keep it off every network but loopback. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export const appUrl = () => `${process.env.E2E_APP_URL}/`;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** Tells the test chat server how to answer from now on. */
export async function setScenario(scenario: Scenario): Promise<void> {
  const base = new URL(process.env.E2E_CHAT_URL ?? '');
  const response = await fetch(new URL('/__scenario', base), { method: 'POST', body: JSON.stringify(scenario) });
  if (!response.ok) throw new Error(`the test chat server refused the scenario: ${response.status}`);
}

export interface OpenedApp {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions the page reported. */
  errors: string[];
}

export async function openApp(
  browser: Browser,
  viewport: ViewportName = 'desktop',
  options: { reducedMotion?: 'reduce' | 'no-preference'; colorScheme?: 'light' | 'dark' } = {},
): Promise<OpenedApp> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    reducedMotion: options.reducedMotion ?? 'no-preference',
    colorScheme: options.colorScheme ?? 'light',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(appUrl());
  return { context, page, errors };
}

export const ingredientInput = (page: Page) => page.getByRole('textbox', { name: 'Ingredient' });

export async function addIngredients(page: Page, ingredients: readonly string[]): Promise<void> {
  for (const ingredient of ingredients) {
    await ingredientInput(page).fill(ingredient);
    await ingredientInput(page).press('Enter');
  }
}

/** Reads a computed style of the first element matching `selector`. */
export function computed(page: Page, selector: string, property: string): Promise<string> {
  return page.locator(selector).first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
}
