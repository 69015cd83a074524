import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { demoRecipe } from '../../server/demoChef/demoRecipe';
import { addIngredients, setScenario, chromiumForThisFile } from './support/browser';

const three = ['pasta', 'tomatoes', 'mushrooms'];
const recipeName = demoRecipe(three).name;
const panel = (page: Page) => page.getByRole('dialog', { name: 'My recipes' });

async function getRecipe(page: Page) {
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await page.getByRole('button', { name: 'Save recipe' }).waitFor();
}

async function openMyRecipes(page: Page) {
  await page.getByRole('button', { name: 'My recipes' }).click();
  await panel(page).waitFor();
}

/** Saves the recipe on the card, and waits until it is saved (the button says so once the database has it). */
async function saveShownRecipe(page: Page) {
  await page.getByRole('button', { name: 'Save recipe' }).click();
  await page.getByRole('button', { name: 'Saved' }).waitFor();
}

const section = (page: Page, title: 'Saved' | 'Recent') => panel(page).getByRole('region', { name: title });
const namesIn = (page: Page, title: 'Saved' | 'Recent') =>
  section(page, title)
    .getByRole('listitem')
    .getByRole('button', { name: /^Demo: / })
    .allTextContents();

const chromium = chromiumForThisFile();

beforeEach(() => setScenario({ kind: 'recipe' }));

describe('My recipes in the browser', () => {
  it('keeps a recipe through a reload, and opens it with its cooking tools', async () => {
    const { page, errors } = await chromium.open('phone');
    await addIngredients(page, three);
    await getRecipe(page);
    await page.reload();
    await openMyRecipes(page);
    await section(page, 'Recent').getByRole('button', { name: recipeName, exact: true }).click();
    await panel(page).waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'From My recipes:' }).waitFor();
    await page.getByRole('button', { name: 'Start cooking' }).waitFor();
    expect(await page.getByRole('heading', { name: recipeName }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(recipeName);
    expect(errors).toEqual([]);
  });

  it('leaves the recipe in Recent when Try again then fails', async () => {
    const { page } = await chromium.open('desktop');
    await addIngredients(page, three);
    await getRecipe(page);
    await setScenario({ kind: 'status', status: 500 });
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('Failed to load recipe.', { exact: true }).waitFor();
    await openMyRecipes(page);
    expect(await namesIn(page, 'Recent')).toEqual([recipeName]);
  });

  it('shows a save in one tab in the other, and a removal too, without a reload', async () => {
    const first = await chromium.open('desktop');
    const second = await first.context.newPage();
    await second.goto(first.page.url());
    await openMyRecipes(second);
    await addIngredients(first.page, three);
    await getRecipe(first.page);
    await first.page.getByRole('button', { name: 'Save recipe' }).click();
    await first.page.getByRole('button', { name: 'Saved' }).waitFor();
    await section(second, 'Saved').getByRole('button', { name: recipeName, exact: true }).waitFor();
    await openMyRecipes(first.page);
    await section(first.page, 'Saved')
      .getByRole('button', { name: `Remove ${recipeName}` })
      .click();
    await section(second, 'Saved').getByText('Nothing saved yet', { exact: false }).waitFor();
  });

  it('exports the saved recipes and imports them into a fresh profile', async () => {
    const { page } = await chromium.open('desktop');
    await addIngredients(page, three);
    await getRecipe(page);
    await saveShownRecipe(page);
    await addIngredients(page, ['rice']);
    await getRecipe(page);
    await saveShownRecipe(page);
    await openMyRecipes(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel(page).getByRole('button', { name: 'Export saved recipes' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^my-recipes-\d{4}-\d{2}-\d{2}\.json$/);
    const file = await readFile(await download.path());
    const exported = JSON.parse(file.toString()) as { nutrition?: { calories?: string } }[];
    expect(exported).toHaveLength(2);
    // Each with the figures its card shows, counted from the USDA's table.
    expect(exported.map(({ nutrition }) => nutrition?.calories)).toEqual([
      expect.stringMatching(/^\d+ kcal$/),
      expect.stringMatching(/^\d+ kcal$/),
    ]);

    const fresh = await chromium.open('desktop');
    await openMyRecipes(fresh.page);
    const [chooser] = await Promise.all([
      fresh.page.waitForEvent('filechooser'),
      panel(fresh.page).getByRole('button', { name: 'Import recipes' }).click(),
    ]);
    await chooser.setFiles({ name: 'my-recipes.json', mimeType: 'application/json', buffer: file });
    await panel(fresh.page).getByText('Imported 2 recipes.').waitFor();
    expect(await namesIn(fresh.page, 'Saved')).toEqual(await namesIn(page, 'Saved'));
    await fresh.page.reload();
    await openMyRecipes(fresh.page);
    expect(await namesIn(fresh.page, 'Saved')).toHaveLength(2);
  });

  it('works without storage, says once that recipes cannot be kept, and keeps this visit’s', async () => {
    const { page, errors } = await chromium.open('desktop', {
      beforeLoad: (context) =>
        context.addInitScript(() => {
          indexedDB.open = () => {
            throw new DOMException('The user denied permission to access the database.', 'SecurityError');
          };
        }),
    });
    await addIngredients(page, three);
    await getRecipe(page);
    const notice = page.getByText('Recipes cannot be kept on this device', { exact: false });
    await notice.waitFor();
    expect(await notice.count()).toBe(1);
    expect(await page.getByRole('heading', { name: recipeName }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Save recipe' }).click();
    await page.getByRole('button', { name: 'Saved' }).waitFor();
    await openMyRecipes(page);
    expect(await namesIn(page, 'Saved')).toEqual([recipeName]);
    expect(errors).toEqual([]);
  });
});
