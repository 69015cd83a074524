import type { Page } from 'playwright-core';
import { speechStandIns, type SpeechStandIns } from '../support/speechStandIns';
import { axeViolations } from './support/axe';
import {
  chromiumForThisFile,
  eventually,
  lastChatRequest,
  pausePageClock,
  scrolledToResults,
  setScenario,
  type OpenAppOptions,
} from './support/browser';

/**
 * A cook in Madrid, on a phone whose browser speaks Spanish: the page, the request, the recipe's tools and its
 * safety checks in Spanish. The test chat server stands in for a model that did as the system message asked.
 */

const chromium = chromiumForThisFile();

const tortilla = {
  name: 'Tortilla de espinacas y feta',
  description: 'Una tortilla jugosa, lista en veinte minutos.',
  ingredients: [
    { name: 'huevos', measurement: '4' },
    { name: 'espinacas', measurement: '200 g' },
    { name: 'queso feta', measurement: '100 g' },
    { name: 'cebolla', measurement: '½' },
    { name: 'aceite de oliva', measurement: '2 cucharadas' },
  ],
  instructions: [
    'Pica la cebolla y pochala en el aceite durante 5 minutos.',
    'Añade las espinacas y saltéalas 2 minutos, hasta que se ablanden.',
    'Bate los huevos con el feta desmenuzado y viértelos en la sartén.',
    'Cuaja la tortilla a fuego lento 8 minutos, dale la vuelta y sirve.',
  ],
};

const ingredientLines = (page: Page) =>
  page
    .locator('#results-section')
    .locator('ul')
    .first()
    .locator(':scope > li')
    .evaluateAll((items) => items.map((item) => item.firstChild?.textContent));

async function openInSpanish(options: OpenAppOptions = {}) {
  await setScenario({ kind: 'content', content: JSON.stringify(tortilla) });
  const app = await chromium.open('phone', { locale: 'es-ES', ...options });
  await app.page.getByRole('heading', { name: 'Bienvenido a tu chef personal con IA' }).waitFor();
  return app;
}

async function askForTortilla(page: Page) {
  for (const ingredient of ['huevos', 'espinacas', 'feta']) {
    await page.getByRole('textbox', { name: 'Ingrediente' }).fill(ingredient);
    await page.getByRole('button', { name: 'Añadir ingrediente' }).click();
  }
  await page.getByRole('button', { name: 'Pedir una receta' }).click();
}

describe('a cook whose browser speaks Spanish, on a phone', () => {
  it('gets the page and the recipe in Spanish, and scales it in Spanish units', async () => {
    const { page, errors } = await openInSpanish();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await askForTortilla(page);
    await page.getByRole('button', { name: 'Empezar a cocinar' }).waitFor();
    await scrolledToResults(page);

    const system = (await lastChatRequest()).messages.find((message) => message.role === 'system')?.content;
    expect(system).toContain('Write everything the cook reads in Spanish');
    expect(await page.getByRole('heading', { name: 'Tortilla de espinacas y feta' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Más raciones' }).click();
    await page.getByRole('button', { name: 'Más raciones' }).click();
    await page.getByRole('group', { name: 'Raciones' }).getByText('4 raciones').waitFor();
    expect(await ingredientLines(page)).toEqual([
      '8 huevos',
      '400 g de espinacas',
      '200 g de queso feta',
      '1 cebolla',
      '4 cucharadas de aceite de oliva',
    ]);
    expect(errors).toEqual([]);
  });

  it('cooks it in Spanish: reads each step aloud in a Spanish voice and rings a step’s timer', async () => {
    const { page } = await openInSpanish({
      clock: true,
      beforeLoad: (context) => context.addInitScript(speechStandIns),
    });
    await askForTortilla(page);
    await page.getByRole('button', { name: 'Empezar a cocinar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tortilla de espinacas y feta' });
    await dialog.getByText('Paso 1 de 4').waitFor();

    await dialog.getByRole('switch', { name: 'Leer en voz alta' }).click();
    const lastSaid = () =>
      page.evaluate(() => {
        const said = (window as unknown as { speech: SpeechStandIns }).speech.said.at(-1);
        return said === 'cancel' ? said : { text: said?.text, lang: said?.lang };
      });
    await eventually(lastSaid, { text: tortilla.instructions[0], lang: 'es' });

    // axe waits on timers of its own, which stand still once the page's clock is paused.
    expect(await axeViolations(page)).toEqual([]);
    await pausePageClock(page);
    await dialog.getByRole('button', { name: 'Iniciar temporizador de 5 min' }).click();
    await dialog.getByText('5 min (paso 1): quedan 5:00').waitFor();
    await page.clock.runFor(5 * 60_000);
    await dialog.getByText('5 min (paso 1): terminado').waitFor();
  });

  it('is told in Spanish why a recipe was withheld, and the page passes axe in the dark', async () => {
    const { page } = await openInSpanish({ colorScheme: 'dark' });
    await page.getByText('Preferencias', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Alergias' }).fill('leche');
    await page.getByRole('textbox', { name: 'Alergias' }).press('Enter');
    await page.getByText('Se comprobará en todas sus formas: leche.').waitFor();
    await askForTortilla(page);
    await page
      .locator('#results-section')
      .getByText('Esta receta usa feta, y la quieres sin leche. Vuelve a intentarlo para recibir otra.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Empezar a cocinar' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('keeps the list and the recipe when the cook turns the page back to English', async () => {
    const { page } = await openInSpanish();
    await askForTortilla(page);
    await page.getByRole('button', { name: 'Empezar a cocinar' }).waitFor();
    await page.getByText('Preferencias', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('English');
    await page.getByRole('heading', { name: 'Welcome to your personal AI chef' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.getByRole('button', { name: 'Start cooking' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Tortilla de espinacas y feta' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Remove feta' }).count()).toBe(1);
  });
});
