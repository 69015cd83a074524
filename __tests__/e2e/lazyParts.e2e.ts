import type { BrowserContext, Page } from 'playwright-core';
import { addIngredients, setScenario, chromiumForThisFile } from './support/browser';

const chromium = chromiumForThisFile();
beforeAll(() => setScenario({ kind: 'recipe' }));

const three = ['eggs', 'spinach', 'feta'];
/** The chunk's file, at its own URL or at a retry's (`?retry=1`). */
const chunkPattern = (chunk: string) => new RegExp(`/assets/${chunk}\\.[0-9a-f]+\\.js(\\?|$)`);
const block = (chunk: string) => (context: BrowserContext) =>
  context.route(chunkPattern(chunk), (route) => route.abort('internetdisconnected'));

const parts: Array<{
  chunk: string;
  line: string;
  reach: (page: Page) => Promise<void>;
  loaded: (page: Page) => Promise<void>;
}> = [
  {
    chunk: 'ingredient-list',
    line: 'The ingredient list could not be loaded.',
    reach: (page) => addIngredients(page, ['salt']),
    loaded: (page) => page.getByRole('button', { name: 'Remove salt' }).waitFor(),
  },
  {
    chunk: 'recipe-ui',
    line: 'The recipe panel could not be loaded.',
    reach: (page) => addIngredients(page, three),
    loaded: (page) => page.getByRole('button', { name: 'Get a recipe' }).waitFor(),
  },
  {
    chunk: 'model-settings-dialog',
    line: 'Chef settings could not be loaded.',
    reach: (page) => page.getByRole('banner').getByRole('button', { name: 'Chef settings' }).click(),
    loaded: (page) => page.getByRole('dialog', { name: 'Chef settings' }).waitFor(),
  },
  {
    chunk: 'header-controls',
    line: "The header's buttons could not be loaded.",
    reach: async () => {},
    loaded: (page) => page.getByRole('button', { name: 'Switch to dark theme' }).waitFor(),
  },
  {
    chunk: 'preferences',
    line: 'The preferences could not be loaded.',
    reach: async () => {},
    loaded: (page) => page.getByText('Preferences', { exact: true }).waitFor(),
  },
  {
    chunk: 'cook',
    line: 'The cooking tools could not be loaded.',
    reach: async (page) => {
      await addIngredients(page, three);
      await page.getByRole('button', { name: 'Get a recipe' }).click();
      // The spec's card stands in for the tools: the recipe is on screen all the same.
      await page.getByRole('heading', { name: 'Suggested Recipe:' }).waitFor();
      await page.getByRole('heading', { name: 'Ingredients', exact: true }).waitFor();
    },
    loaded: (page) => page.getByRole('button', { name: 'Start cooking' }).waitFor(),
  },
];

describe.each(parts)('when the $chunk code cannot be downloaded', ({ chunk, line, reach, loaded }) => {
  it('keeps the page and the list, says so in one line, and loads it with Retry', async () => {
    const { context, page, errors } = await chromium.open('phone', { beforeLoad: block(chunk) });
    await reach(page);
    const alert = page.getByRole('alert').filter({ hasText: line });
    await alert.waitFor();
    expect(await alert.textContent()).toBe(`${line}Retry`);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Ingredient' }).isVisible()).toBe(true);
    expect(errors.some((error) => error.includes('could not be loaded'))).toBe(true);

    await context.unroute(chunkPattern(chunk));
    await alert.getByRole('button', { name: 'Retry' }).click();
    await loaded(page);
    expect(await alert.count()).toBe(0);
    if (['ingredient-list', 'recipe-ui', 'cook'].includes(chunk)) {
      const rows = await page.locator('li').allTextContents();
      expect(rows.length).toBeGreaterThan(0);
    }
  });
});

it('suggests a reload when Retry fails too (the files are gone)', async () => {
  const { page } = await chromium.open('phone', { beforeLoad: block('ingredient-list') });
  await addIngredients(page, ['salt']);
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByText(/reload the page: the app may have been updated/).waitFor();
  expect(await page.getByRole('textbox', { name: 'Ingredient' }).isVisible()).toBe(true);
});
