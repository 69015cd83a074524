import { demoRecipe } from '../../server/demoChef/demoRecipe';
import { setScenario, type OpenedApp, chromiumForThisFile } from './support/browser';
import { focused, tabTo } from './support/keyboard';

const chromium = chromiumForThisFile();
let app: OpenedApp;
beforeEach(async () => {
  await setScenario({ kind: 'recipe' });
  app = await chromium.open('desktop');
});

it('offers "Skip to ingredients" as the first Tab stop, which lands in the ingredient input', async () => {
  const { page } = app;
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ name: 'Skip to ingredients', ringVisible: true });
  await page.keyboard.press('Enter');
  expect(await focused(page)).toMatchObject({ tag: 'INPUT' });
});

it('completes the whole journey with Tab, Enter and Space, focus always visible', async () => {
  const { page } = app;
  // The header's buttons arrive just after the page becomes interactive: a cook sees them before reaching for them.
  await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
  await tabTo(page, 'Switch to dark theme');
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);

  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ tag: 'INPUT', ringVisible: true });
  for (const ingredient of ['eggs', 'spinach', 'feta', 'ham']) {
    await page.keyboard.type(ingredient);
    await page.keyboard.press('Enter');
  }
  expect(await page.getByRole('listitem').count()).toBe(4);

  await tabTo(page, 'Remove ham');
  await page.keyboard.press('Space');
  expect(await page.getByRole('listitem').count()).toBe(3);

  // The panel's code arrives on demand: a cook sees it appear before reaching for it.
  await page.getByRole('button', { name: 'Get a recipe' }).waitFor();
  await tabTo(page, 'Get a recipe');
  await page.keyboard.press('Space');
  const recipeName = demoRecipe(['eggs', 'spinach', 'feta']).name;
  // The recipe's heading (once the recipe is whole, the status line says its name too).
  await page.getByRole('heading', { name: recipeName }).waitFor();
  await page.getByRole('heading', { name: 'Suggested Recipe:' }).waitFor();
  // The recipe takes focus from "Get a recipe", so the next Tab goes through it, not to the footer.
  expect(await focused(page)).toMatchObject({ tag: 'H3', name: recipeName });

  await tabTo(page, 'Clear All', 'Shift+Tab');
  await page.keyboard.press('Enter');
  expect(await page.getByRole('listitem').count()).toBe(0);
  expect(await focused(page)).toMatchObject({ tag: 'INPUT' });
});
