import type { Page } from 'playwright-core';
import type { Scenario } from './support/testChatServer';
import { axeViolations } from './support/axe';
import { addIngredients, setScenario, type OpenedApp, chromiumForThisFile } from './support/browser';

const three = ['eggs', 'spinach', 'feta'];
const withPeanutButter = JSON.stringify({
  name: 'Satay noodles',
  description: 'Noodles in a peanut sauce.',
  ingredients: [{ name: 'peanut butter', measurement: '3 tbsp' }],
  instructions: ['Stir the peanut butter into the noodles.'],
});

/** A recipe in cook mode, on its second step, with that step's first timer started. */
async function startATimerInCookMode(page: Page) {
  await addIngredients(page, three);
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await page.getByRole('button', { name: 'Start cooking' }).click();
  await page.getByRole('button', { name: 'Next step' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Start .* timer$/ })
    .first()
    .click();
}

const states: Array<[string, Scenario | null, (page: Page) => Promise<void>]> = [
  ['the empty page', null, async () => {}],
  ['a list of ingredients', null, (page) => addIngredients(page, three)],
  [
    'a request loading',
    { kind: 'hang' },
    async (page) => {
      await addIngredients(page, three);
      await page.getByRole('button', { name: 'Get a recipe' }).click();
      await page.getByText('results will appear here ...').waitFor();
    },
  ],
  [
    'a recipe',
    { kind: 'recipe' },
    async (page) => {
      await addIngredients(page, three);
      await page.getByRole('button', { name: 'Get a recipe' }).click();
      await page.getByRole('heading', { name: 'Suggested Recipe:' }).waitFor();
    },
  ],
  [
    'a failure',
    { kind: 'status', status: 500 },
    async (page) => {
      await addIngredients(page, three);
      await page.getByRole('button', { name: 'Get a recipe' }).click();
      await page.getByText('Failed to load recipe.', { exact: true }).waitFor();
    },
  ],
  [
    'the preferences open and set',
    null,
    async (page) => {
      await page.getByText('Preferences', { exact: true }).click();
      await page.getByRole('radio', { name: 'Vegan' }).check();
      await page.getByRole('textbox', { name: 'Allergies' }).fill('peanuts');
      await page.getByRole('button', { name: 'Add allergy' }).click();
      await page.getByRole('textbox', { name: 'Allergies' }).fill('peanuts');
      await page.getByRole('button', { name: 'Add allergy' }).click();
      await page.getByText('This allergy is already in the list.').waitFor();
    },
  ],
  [
    'a recipe withheld for an allergy',
    { kind: 'content', content: withPeanutButter },
    async (page) => {
      await page.getByText('Preferences', { exact: true }).click();
      await page.getByRole('textbox', { name: 'Allergies' }).fill('peanuts');
      await page.getByRole('button', { name: 'Add allergy' }).click();
      await addIngredients(page, three);
      await page.getByRole('button', { name: 'Get a recipe' }).click();
      await page.locator('#results-section').getByText('you avoid peanuts', { exact: false }).waitFor();
    },
  ],
  [
    'cook mode with a timer running',
    { kind: 'recipe' },
    async (page) => {
      await startATimerInCookMode(page);
      await page
        .getByRole('dialog')
        .getByText(/\d+:\d+ left/)
        .first()
        .waitFor();
    },
  ],
  [
    'My recipes with a saved and a recent recipe, one just removed',
    { kind: 'recipe' },
    async (page) => {
      await addIngredients(page, three);
      await page.getByRole('button', { name: 'Get a recipe' }).click();
      await page.getByRole('button', { name: 'Save recipe' }).click();
      await page.getByRole('button', { name: 'Get a recipe' }).click();
      await page.getByRole('button', { name: 'Save recipe' }).waitFor();
      await page.getByRole('button', { name: 'My recipes' }).click();
      const panel = page.getByRole('dialog', { name: 'My recipes' });
      // Recent holds both: the second, and the first, saved this visit.
      await panel.getByRole('heading', { name: 'Recent (2)' }).waitFor();
      await panel
        .getByRole('button', { name: /^Remove / })
        .last()
        .click();
      await panel.getByRole('button', { name: 'Undo' }).waitFor();
    },
  ],
  [
    'a recipe opened from My recipes',
    { kind: 'recipe' },
    async (page) => {
      await addIngredients(page, three);
      await page.getByRole('button', { name: 'Get a recipe' }).click();
      await page.getByRole('button', { name: 'Save recipe' }).click();
      await page.getByRole('button', { name: 'Clear All' }).click();
      await page.getByRole('button', { name: 'My recipes' }).click();
      await page
        .getByRole('dialog', { name: 'My recipes' })
        .getByRole('button', { name: /^Demo: / })
        .first()
        .click();
      await page.getByRole('heading', { name: 'From My recipes:' }).waitFor();
    },
  ],
  [
    'a recipe with the labels note, an allergy told back and one checked by name only',
    { kind: 'recipe' },
    async (page) => {
      await page.getByText('Preferences', { exact: true }).click();
      await page.getByRole('textbox', { name: 'Allergies' }).fill('celery allergy, shellfish');
      await page.getByRole('button', { name: 'Add allergy' }).click();
      await page.getByText('checked by name only', { exact: false }).first().waitFor();
      await addIngredients(page, three);
      await page.getByRole('button', { name: 'Get a recipe' }).click();
      await page.getByText('The check helps, but it can miss things', { exact: false }).waitFor();
    },
  ],
  [
    'a recipe on screen that an allergy added since rules out',
    { kind: 'recipe' },
    async (page) => {
      await addIngredients(page, three);
      // Opened before the recipe: once it shows, the page scrolls to it, and a click meanwhile can land elsewhere.
      await page.getByText('Preferences', { exact: true }).click();
      await page.getByRole('button', { name: 'Get a recipe' }).click();
      await page.getByRole('button', { name: 'Start cooking' }).waitFor();
      await page.getByRole('textbox', { name: 'Allergies' }).fill('eggs');
      await page.getByRole('textbox', { name: 'Allergies' }).press('Enter');
      await page.getByRole('button', { name: 'Cook it anyway' }).waitFor();
    },
  ],
  [
    'a timer running with the card hidden',
    { kind: 'recipe' },
    async (page) => {
      await startATimerInCookMode(page);
      await page.getByRole('button', { name: 'Done' }).click();
      await page.getByRole('button', { name: 'Clear All' }).click();
      await page.getByRole('heading', { name: 'Timers' }).waitFor();
    },
  ],
  [
    'an ingredient that is not food',
    null,
    async (page) => {
      await addIngredients(page, ['bleach']);
      await page.getByText("That doesn't look like something to cook with.").waitFor();
    },
  ],
];

const chromium = chromiumForThisFile();

describe.each(['light', 'dark'] as const)('axe-core in the %s theme', (theme) => {
  let app: OpenedApp;

  it.each(states)('finds no violation with %s', async (_, scenario, reach) => {
    if (scenario) await setScenario(scenario);
    // Injecting axe-core is an inline script, which the page's own policy rightly refuses.
    app = await chromium.open('desktop', { bypassCSP: true });
    if (theme === 'dark') await app.page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await reach(app.page);
    expect(await axeViolations(app.page)).toEqual([]);
  });
});
