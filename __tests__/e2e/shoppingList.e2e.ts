import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { chromiumForThisFile, reloadOffline, setScenario } from './support/browser';
import { SPANISH_TORTILLA } from './support/spanishTortilla';

/**
 * A cook on a phone shops for two dishes, one written in Spanish and one in English: the shopping list adds them
 * up by aisle, keeps what the cook has apart, is ticked off in the shop by keyboard, kept through an offline
 * reload, and shared as text. The test chat server stands in for a model that wrote each recipe.
 */
const chromium = chromiumForThisFile();

const frittata = {
  name: 'Mushroom and pepper frittata',
  description: 'A weeknight frittata.',
  ingredients: [
    { name: 'onions', measurement: '2' },
    { name: 'mushrooms', measurement: '150 g' },
    { name: 'red pepper', measurement: '1' },
    { name: 'spinach', measurement: '100 g' },
    { name: 'eggs', measurement: '3' },
  ],
  instructions: ['Fry the onions, mushrooms and pepper for 5 minutes.', 'Add the spinach and eggs; cook 8 minutes.'],
};

const theList = (page: Page) => page.getByRole('dialog', { name: 'Shopping list' });
const labelsIn = async (page: Page, aisle: string) =>
  (await theList(page).getByRole('region', { name: aisle }).locator('label').allInnerTexts()).map((label) =>
    label.trim(),
  );

async function openTheList(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Shopping list' }).press('Enter');
  await theList(page).getByRole('heading', { name: 'Shopping list' }).waitFor();
}

it('adds a Spanish and an English dish up by aisle, apart from what the cook has, ticked by keyboard, kept offline, shared', async () => {
  const { page, context, errors } = await chromium.open('phone', {
    locale: 'es-ES',
    serviceWorkers: true,
    beforeLoad: (opened) => opened.grantPermissions(['clipboard-read', 'clipboard-write']),
  });
  // Controlled by the service worker from the start, so the reload finds the app's files offline.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });

  // The Spanish dish, from the cook's eggs, spinach and feta.
  await setScenario({ kind: 'content', content: JSON.stringify(SPANISH_TORTILLA) });
  for (const food of ['huevos', 'espinacas', 'feta']) {
    await page.getByRole('textbox', { name: 'Ingrediente' }).fill(food);
    await page.getByRole('textbox', { name: 'Ingrediente' }).press('Enter');
  }
  await page.getByRole('button', { name: 'Pedir una receta' }).press('Enter');
  await page.getByRole('button', { name: 'Añadir a la lista de la compra' }).press('Enter');
  await page.getByRole('button', { name: 'En la lista de la compra', pressed: true }).waitFor();

  // The English one, the page turned to English.
  await page.locator('summary', { hasText: 'Preferencias' }).press('Enter');
  await page.getByRole('combobox', { name: 'Idioma' }).focus();
  await page.keyboard.press('ArrowUp');
  await page.getByRole('heading', { name: 'Welcome to your personal AI chef' }).waitFor();
  await setScenario({ kind: 'content', content: JSON.stringify(frittata) });
  await page.getByRole('button', { name: 'Get a recipe' }).press('Enter');
  await page.getByRole('heading', { name: frittata.name }).waitFor();
  await page.getByRole('button', { name: 'Add to shopping list' }).press('Enter');

  // One line a food, added up across the two languages; what the cook has, apart.
  await openTheList(page);
  expect(await labelsIn(page, 'Fruit and vegetables')).toEqual(['2.5 cebolla', '150 g mushrooms', '1 red pepper']);
  const had = theList(page).getByRole('region', { name: 'You have these' });
  await had.getByText('7 huevos').waitFor();
  await had.getByText('300 g espinacas').waitFor();
  expect(await axeViolations(page)).toEqual([]);

  // Ticked off in the shop, by keyboard.
  for (const line of ['2.5 cebolla', '150 g mushrooms', '1 red pepper']) {
    await theList(page).getByRole('checkbox', { name: line }).press('Space');
  }
  await theList(page).getByRole('status').getByText('3 of 3 in the basket.').waitFor();

  // Shared as text: the browser here has no share sheet, so it is copied.
  await theList(page).getByRole('button', { name: 'Share the list' }).press('Enter');
  await theList(page).getByText('The list was copied: paste it where you like.').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'Shopping list\n\nFruit and vegetables\n✓ 2.5 cebolla\n✓ 150 g mushrooms\n✓ 1 red pepper',
  );

  // Printed, the list alone.
  await page.emulateMedia({ media: 'print' });
  expect(await theList(page).getByRole('heading', { name: 'Fruit and vegetables' }).isVisible()).toBe(true);
  expect(await page.getByRole('heading', { name: 'Welcome to your personal AI chef' }).isVisible()).toBe(false);
  await page.emulateMedia({ media: 'screen' });

  // In the dark, too.
  await page.keyboard.press('Escape');
  await theList(page).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Switch to dark theme' }).press('Enter');
  await openTheList(page);
  expect(await axeViolations(page)).toEqual([]);

  // Reopened with no signal, the list is as the cook left it.
  await reloadOffline(page);
  await openTheList(page);
  for (const line of ['2.5 cebolla', '150 g mushrooms', '1 red pepper']) {
    expect(await theList(page).getByRole('checkbox', { name: line }).isChecked()).toBe(true);
  }
  await context.setOffline(false);
  // The browser logs each request that met no network (asking the server's mode as the page opens among them).
  expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED/.test(error))).toEqual([]);
});
