import type { Page } from 'playwright-core';
import { SYSTEM_PROMPT } from '../../src/core/modelRequest/recipePrompt';
import {
  addIngredients,
  eventually,
  ingredientInput,
  lastChatRequest,
  setScenario,
  chromiumForThisFile,
  waitUntilInteractive,
  type ViewportName,
} from './support/browser';

const three = ['rice', 'spinach', 'onion'];
const summary = 'Vegan · no peanuts · 4 servings · ≤ 30 min';
const getRecipe = (page: Page) => page.getByRole('button', { name: 'Get a recipe' });

async function setPreferences(page: Page) {
  await page.getByText('Preferences', { exact: true }).click();
  await page.getByRole('radio', { name: 'Vegan' }).check();
  await page.getByRole('textbox', { name: 'Allergies' }).fill('peanuts');
  await page.getByRole('textbox', { name: 'Allergies' }).press('Enter');
  await page.getByRole('combobox', { name: 'Servings' }).selectOption('4');
  await page.getByRole('combobox', { name: 'Time' }).selectOption({ label: '30 minutes or less' });
  await page.getByText(summary).waitFor();
}

const chromium = chromiumForThisFile();

it.each(['phone', 'desktop'] as ViewportName[])(
  'on a %s: "bleach" refused; preferences kept across a reload and told to the chef; a satay reply withheld at its name',
  async (viewport) => {
    await setScenario({ kind: 'recipe' });
    const { page, errors } = await chromium.open(viewport);
    await addIngredients(page, ['bleach']);
    await eventually(
      () => page.getByRole('alert').first().textContent(),
      "That doesn't look like something to cook with.",
    );
    expect(await page.getByRole('listitem').count()).toBe(0);
    expect(await ingredientInput(page).inputValue()).toBe('bleach');

    await setPreferences(page);
    await page.reload();
    await waitUntilInteractive(page);
    await page.getByText(summary).waitFor();

    // The chef is told them, and its recipe serves 4.
    await addIngredients(page, three);
    await getRecipe(page).click();
    await page.getByRole('heading', { name: 'Suggested Recipe:' }).waitFor();
    await page.getByRole('group', { name: 'Servings' }).getByText('4 servings').waitFor();
    const [system, user] = (await lastChatRequest()).messages;
    expect(system?.content.startsWith(`${SYSTEM_PROMPT} `)).toBe(true);
    expect(system?.content).toContain('The recipe must be vegan');
    expect(system?.content).toContain('The cook is allergic to peanuts');
    expect(system?.content).toContain('Make it for 4 servings.');
    expect(system?.content).toContain('It must be ready in 30 minutes or less');
    expect(user?.content).toBe('I have rice, spinach, onion. Please give me a recipe you would recommend I make!');
    expect(errors).toEqual([]);

    // The name arrives first in the stream, and is checked like the rest: the request stops there.
    await setScenario({
      kind: 'content',
      content: JSON.stringify({
        name: 'Satay rice',
        description: 'Rice with a peanut sauce.',
        ingredients: [
          { name: 'rice', measurement: '200 g' },
          { name: 'peanut butter', measurement: '3 tbsp' },
        ],
        instructions: ['Cook the rice.', 'Stir in the peanut butter.'],
      }),
    });
    await getRecipe(page).click();
    await page.getByText('Failed to load recipe.', { exact: true }).waitFor();
    await page
      .locator('#results-section')
      .getByText('This recipe uses satay, and you avoid peanuts.', { exact: false })
      .waitFor();
    expect(await page.getByRole('heading', { name: 'Satay rice' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true);
  },
);

it('opens the preferences from the keyboard, focus visible on the control', async () => {
  const { page } = await chromium.open('desktop');
  // Its code arrives just after the first screen's, with "Add from a photo" before it.
  await page.getByText('Preferences', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Add from a photo' }).waitFor();
  await ingredientInput(page).focus();
  // Past "Add Ingredient" and "Add from a photo".
  for (let stop = 0; stop < 3; stop += 1) await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => ({
    tag: document.activeElement?.tagName,
    text: document.activeElement?.textContent,
    outline: getComputedStyle(document.activeElement as Element).outlineStyle,
  }));
  expect(focused).toEqual({ tag: 'SUMMARY', text: '▸ Preferences', outline: 'solid' });
  await page.keyboard.press('Enter');
  await page.getByRole('group', { name: 'Diet' }).waitFor();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  expect(await page.getByRole('radio', { name: 'No diet' }).isChecked()).toBe(true);
});
