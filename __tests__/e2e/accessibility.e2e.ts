import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { addIngredients, chromiumForThisFile, setScenario, type OpenedApp } from './support/browser';

const three = ['eggs', 'spinach', 'feta'];
const withPeanutButter = JSON.stringify({
  name: 'Satay noodles',
  description: 'Noodles in a peanut sauce.',
  ingredients: [{ name: 'peanut butter', measurement: '3 tbsp' }],
  instructions: ['Stir the peanut butter into the noodles.'],
});

/** A step of a journey: how to reach a state from the one before, and the state's name, checked there. */
type Step = [state: string, reach: (page: Page) => Promise<void>];

const getRecipe = (page: Page) => page.getByRole('button', { name: 'Get a recipe' }).click();
const openPreferences = (page: Page) => page.getByText('Preferences', { exact: true }).click();
const addAllergy = async (page: Page, allergy: string) => {
  await page.getByRole('textbox', { name: 'Allergies' }).fill(allergy);
  await page.getByRole('button', { name: 'Add allergy' }).click();
};

/**
 * Every state a cook meets, reached along four journeys: each state is the one before it plus one step, so a
 * journey checks each of its states where a cook would meet it.
 */
const journeys: Array<[journey: string, steps: Step[]]> = [
  [
    'a request, its failure, a recipe and cook mode',
    [
      ['the empty page', async () => {}],
      ['a list of ingredients', (page) => addIngredients(page, three)],
      [
        'an ingredient that is not food',
        async (page) => {
          await addIngredients(page, ['bleach']);
          await page.getByText("That doesn't look like something to cook with.").waitFor();
        },
      ],
      [
        'a request loading',
        async (page) => {
          await setScenario({ kind: 'hang' });
          await getRecipe(page);
          await page.getByText('results will appear here ...').waitFor();
        },
      ],
      [
        'a failure',
        async (page) => {
          await page.getByRole('button', { name: 'Stop' }).click();
          await setScenario({ kind: 'status', status: 500 });
          await getRecipe(page);
          await page.getByText('Failed to load recipe.', { exact: true }).waitFor();
        },
      ],
      [
        'a recipe',
        async (page) => {
          await setScenario({ kind: 'recipe' });
          await page.getByRole('button', { name: 'Try again' }).click();
          await page.getByRole('heading', { name: 'Suggested Recipe:' }).waitFor();
        },
      ],
      [
        'cook mode with a timer running',
        async (page) => {
          await page.getByRole('button', { name: 'Start cooking' }).click();
          await page.getByRole('button', { name: 'Next step' }).click();
          await page
            .getByRole('dialog')
            .getByRole('button', { name: /^Start .* timer$/ })
            .first()
            .click();
          await page
            .getByRole('dialog')
            .getByText(/\d+:\d+ left/)
            .first()
            .waitFor();
        },
      ],
      [
        'a timer running with the card hidden',
        async (page) => {
          await page.getByRole('button', { name: 'Done' }).click();
          await page.getByRole('button', { name: 'Clear All' }).click();
          await page.getByRole('heading', { name: 'Timers' }).waitFor();
        },
      ],
    ],
  ],
  [
    'My recipes',
    [
      [
        'My recipes with a saved and a recent recipe, one just removed',
        async (page) => {
          await addIngredients(page, three);
          await getRecipe(page);
          await page.getByRole('button', { name: 'Save recipe' }).click();
          await getRecipe(page);
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
        async (page) => {
          await page
            .getByRole('dialog', { name: 'My recipes' })
            .getByRole('button', { name: /^Demo: / })
            .first()
            .click();
          await page.getByRole('heading', { name: 'From My recipes:' }).waitFor();
        },
      ],
    ],
  ],
  [
    'preferences and a recipe they withhold',
    [
      [
        'the preferences open and set',
        async (page) => {
          await openPreferences(page);
          await page.getByRole('radio', { name: 'Vegan' }).check();
          await addAllergy(page, 'peanuts');
          await addAllergy(page, 'peanuts');
          await page.getByText('This allergy is already in the list.').waitFor();
        },
      ],
      [
        'a recipe withheld for an allergy',
        async (page) => {
          await setScenario({ kind: 'content', content: withPeanutButter });
          await addIngredients(page, three);
          await getRecipe(page);
          await page.locator('#results-section').getByText('you avoid peanuts', { exact: false }).waitFor();
        },
      ],
    ],
  ],
  [
    'allergies checked by name and added since',
    [
      [
        'a recipe with the labels note, an allergy told back and one checked by name only',
        async (page) => {
          await openPreferences(page);
          await addAllergy(page, 'celery allergy, shellfish');
          await page.getByText('checked by name only', { exact: false }).first().waitFor();
          await addIngredients(page, three);
          await getRecipe(page);
          await page.getByText('The check helps, but it can miss things', { exact: false }).waitFor();
        },
      ],
      [
        'a recipe on screen that an allergy added since rules out',
        async (page) => {
          await page.getByRole('button', { name: 'Start cooking' }).waitFor();
          await page.getByRole('textbox', { name: 'Allergies' }).fill('eggs');
          await page.getByRole('textbox', { name: 'Allergies' }).press('Enter');
          await page.getByRole('button', { name: 'Cook it anyway' }).waitFor();
        },
      ],
    ],
  ],
];

const chromium = chromiumForThisFile();

describe.each(['light', 'dark'] as const)('axe-core in the %s theme', (theme) => {
  let app: OpenedApp;

  it.each(journeys)('finds no violation in any state along %s', async (_, steps) => {
    // Injecting axe-core is an inline script, which the page's own policy rightly refuses.
    app = await chromium.open('desktop', { bypassCSP: true });
    if (theme === 'dark') await app.page.getByRole('button', { name: 'Switch to dark theme' }).click();
    for (const [state, reach] of steps) {
      await reach(app.page);
      expect({ state, violations: await axeViolations(app.page) }).toEqual({ state, violations: [] });
    }
  });
});
