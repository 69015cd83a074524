import type { BrowserContext, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { appUrl, chromiumForThisFile } from './support/browser';
import { E2E_DIRECT_DIST } from './support/builds';
import { startStaticServer, type StaticServer } from './support/staticServer';

/**
 * The page a cook sees before any of the app's scripts has run, in their language: the browser's on a first visit,
 * the one they chose on a return; then the same page made interactive in place, nothing shifting. Through the
 * app's own server and through a plain static host serving a build whose page asks its model itself.
 */

interface CookLanguage {
  language: string;
  locale: string;
  welcome: string;
  add: string;
  /** A text of a part that arrives once the page is interactive (the header's My recipes). */
  myRecipes: string;
  /** The page's title: the product's name. */
  title: string;
}

const LANGUAGES: CookLanguage[] = [
  {
    language: 'es',
    locale: 'es-ES',
    welcome: 'Bienvenido a tu chef personal con IA',
    add: 'Añadir ingrediente',
    myRecipes: 'Mis recetas',
    title: 'Tu chef personal con IA',
  },
  {
    language: 'fr',
    locale: 'fr-FR',
    welcome: 'Bienvenue chez votre chef personnel IA',
    add: 'Ajouter l’ingrédient',
    myRecipes: 'Mes recettes',
    title: 'Votre chef personnel IA',
  },
  {
    language: 'de',
    locale: 'de-DE',
    welcome: 'Willkommen bei deinem persönlichen KI-Koch',
    add: 'Zutat hinzufügen',
    myRecipes: 'Meine Rezepte',
    title: 'Dein KI-Koch',
  },
  {
    language: 'it',
    locale: 'it-IT',
    welcome: 'Benvenuto dal tuo chef personale IA',
    add: 'Aggiungi ingrediente',
    myRecipes: 'Le mie ricette',
    title: 'Il tuo chef IA',
  },
];

const ENGLISH: CookLanguage = {
  language: 'en',
  locale: 'en-US',
  welcome: 'Welcome to your personal AI chef',
  add: 'Add Ingredient',
  myRecipes: 'My recipes',
  title: 'Personal AI Chef',
};

/** A first visit (the browser speaks the language) or a return (an English browser, the language chosen before). */
const VISITS = [
  { visit: 'a first visit', browserLocale: (cook: CookLanguage) => cook.locale, saved: false },
  { visit: 'a returning cook', browserLocale: () => 'en-US', saved: true },
] as const;

const chromium = chromiumForThisFile();
let staticHost: StaticServer;
// What a static host serves: the build whose page asks its model itself (it has no server to ask).
beforeAll(async () => {
  staticHost = await startStaticServer(E2E_DIRECT_DIST);
});
afterAll(() => staticHost.close());

const HOSTS = [
  { host: 'the app’s own server', url: () => appUrl() },
  { host: 'a plain static host', url: () => `${staticHost.url}/` },
];

/** Layout shifts the page reports from its start (not those a cook's input caused), summed as CLS sums them. */
async function recordLayoutShifts(context: BrowserContext) {
  await context.addInitScript(() => {
    const page = window as unknown as { layoutShift: number };
    page.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) page.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

async function openAs(
  cook: CookLanguage,
  visit: (typeof VISITS)[number],
  url: string,
  scripts: boolean,
  colorScheme: 'light' | 'dark' = 'light',
) {
  return chromium.open('phone', {
    url,
    colorScheme,
    locale: visit.browserLocale(cook),
    beforeLoad: async (context) => {
      if (visit.saved)
        await context.addInitScript((language) => localStorage.setItem('language', language), cook.language);
      await recordLayoutShifts(context);
      // The app's scripts never arrive: what is left is the HTML and its inline scripts, as painted first.
      if (!scripts) await context.route(/\/assets\/.+\.js$/, (route) => route.abort());
    },
    waitUntilInteractive: scripts,
  });
}

describe.each(HOSTS)('through $host', ({ url }) => {
  describe.each(LANGUAGES)('a cook in $language', (cook) => {
    // Each visit in one theme: the first in the light, the return in the dark, both checked with axe.
    it.each([
      { ...VISITS[0], theme: 'light' },
      { ...VISITS[1], theme: 'dark' },
    ] as const)('sees the first screen in their language before any script, passing axe, on $visit', async (visit) => {
      const { page } = await openAs(cook, visit, url(), false, visit.theme);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(cook.language);
      expect(await page.getByRole('heading', { name: cook.welcome }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: cook.add }).isVisible()).toBe(true);
      expect(await page.getByText(ENGLISH.welcome).count()).toBe(0);
      expect(await page.title()).toBe(cook.title);
      expect(await axeViolations(page)).toEqual([]);
    });

    it.each(VISITS)('gets it interactive in their language with no layout shift, on $visit', async (visit) => {
      const { page, errors } = await openAs(cook, visit, url(), true);
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
      await page.getByRole('button', { name: cook.myRecipes }).waitFor();
      expect(await page.getByRole('heading', { name: cook.welcome }).isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(cook.language);
      expect(await page.title()).toBe(cook.title);
      expect(errors).toEqual([]);
    });
  });

  describe('a cook whose browser speaks English', () => {
    it('sees the first screen in English before any script, as before', async () => {
      const { page } = await openAs(ENGLISH, VISITS[0], url(), false);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(await page.getByRole('heading', { name: ENGLISH.welcome }).isVisible()).toBe(true);
      expect(await page.title()).toBe(ENGLISH.title);
    });

    it('gets it interactive in English with no layout shift', async () => {
      const { page, errors } = await openAs(ENGLISH, VISITS[0], url(), true);
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
      await page.getByRole('button', { name: ENGLISH.myRecipes }).waitFor();
      expect(errors).toEqual([]);
    });
  });
});
