import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import {
  addIngredients,
  chromiumForThisFile,
  scrolledToResults,
  setScenario,
  type OpenedApp,
  type ViewportName,
} from './support/browser';

const chromium = chromiumForThisFile();

/** The screens a cook meets the app on: a phone, the narrowest phone, a laptop. */
const SCREENS: Array<[string, ViewportName, { width: number; height: number }]> = [
  ['390×844', 'phone', { width: 390, height: 844 }],
  ['320×640', 'phone', { width: 320, height: 640 }],
  ['1280×800', 'desktop', { width: 1280, height: 800 }],
];

/** As a model writes one when the cook set preferences: the servings and times before the ingredients. */
const RECIPE_WITH_FACTS = JSON.stringify({
  name: 'Chicken and spinach rice',
  description: 'A one-pot supper.',
  servings: 2,
  prepMinutes: 10,
  cookMinutes: 20,
  ingredients: [
    { name: 'chicken thighs', measurement: '300 g' },
    { name: 'rice', measurement: '1 cup' },
    { name: 'spinach', measurement: '2 handfuls' },
  ],
  instructions: [
    'Brown the chicken.',
    'Add the rice and 2 cups of water; simmer for 15 minutes.',
    'Stir in the spinach.',
  ],
});

const TEN = ['eggs', 'spinach', 'feta', 'rice', 'leeks', 'garlic', 'lemon', 'dill', 'butter', 'peas'];

let app: OpenedApp;

async function openOn(viewport: ViewportName, size: { width: number; height: number }, theme: 'light' | 'dark') {
  app = await chromium.open(viewport, { reducedMotion: 'reduce' });
  await app.page.setViewportSize(size);
  if (theme === 'dark') await app.page.getByRole('button', { name: 'Switch to dark theme' }).click();
  return app.page;
}

/**
 * Each list row brought into view as the browser does it (scrollIntoView, as for a focused control): the rows
 * whose centre shows something else (the header, a bar, a panel over them).
 */
const coveredRows = (page: Page) =>
  page.evaluate(() => {
    const section = document.querySelector('section[aria-labelledby="ingredients-heading"]');
    const rows = [...(section?.querySelectorAll('li') ?? [])];
    return rows.flatMap((row) => {
      row.scrollIntoView({ block: 'nearest', behavior: 'instant' });
      const box = row.getBoundingClientRect();
      const shown = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return shown && row.contains(shown) ? [] : [row.textContent ?? ''];
    });
  });

/** Whether a "Get a recipe" button is on screen, uncovered, without scrolling. */
const getRecipeOnScreen = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('button')]
      .filter((button) => button.textContent === 'Get a recipe')
      .some((button) => {
        const box = button.getBoundingClientRect();
        if (box.width === 0 || box.top < 0 || box.bottom > window.innerHeight) return false;
        const shown = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return shown !== null && button.contains(shown);
      }),
  );

/** Adds the ten ingredients one at a time, each time checking no row is covered, then what `andAfter` checks. */
async function addTenNoneCovered(page: Page, andAfter: (index: number) => Promise<void> = async () => {}) {
  for (const [index, ingredient] of TEN.entries()) {
    await addIngredients(page, [ingredient]);
    await page.getByRole('button', { name: `Remove ${ingredient}` }).waitFor();
    expect({ ingredients: index + 1, covered: await coveredRows(page) }).toEqual({
      ingredients: index + 1,
      covered: [],
    });
    await andAfter(index);
  }
}

describe.each(SCREENS)('the list on a %s screen', (_, viewport, size) => {
  it('is never covered, and shows "Get a recipe" without scrolling from the 3rd ingredient to the 10th', async () => {
    const page = await openOn(viewport, size, 'light');
    await addTenNoneCovered(page, async (index) => {
      if (index < 2) return;
      // The panel's code is fetched from the 2nd ingredient on, at idle time; three quick adds can beat it.
      await page.getByRole('button', { name: 'Get a recipe' }).first().waitFor();
      // Added from the input, which the browser keeps in view.
      await page.getByRole('textbox', { name: 'Ingredient' }).scrollIntoViewIfNeeded();
      expect({ ingredients: index + 1, onScreen: await getRecipeOnScreen(page) }).toEqual({
        ingredients: index + 1,
        onScreen: true,
      });
    });
  });

  it('is never covered with Preferences open, from 1 to 10 ingredients', async () => {
    const page = await openOn(viewport, size, 'light');
    await page.getByText('Preferences', { exact: true }).click();
    await addTenNoneCovered(page);
  });

  it('shows the recipe’s name, its times and its first ingredient on the first screen, nothing wider than it', async () => {
    await setScenario({ kind: 'content', content: RECIPE_WITH_FACTS });
    const page = await openOn(viewport, size, 'light');
    await addIngredients(page, TEN.slice(0, 4));
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.getByRole('button', { name: 'Start cooking' }).waitFor();
    // The scroll to the results takes the spec's 300 ms delay and 1000 ms (instant with reduced motion).
    await page.waitForFunction(() => {
      const name = document.getElementById('recipe-name');
      return name !== null && name.getBoundingClientRect().top >= 0 && name.getBoundingClientRect().top < 300;
    });
    const placed = await page.evaluate(() => {
      const inView = (element: Element | null | undefined) => {
        const box = element?.getBoundingClientRect();
        return box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight;
      };
      const card = document.getElementById('recipe-name')?.closest('article');
      return {
        name: inView(document.getElementById('recipe-name')),
        times: inView([...(card?.querySelectorAll('p') ?? [])].find((p) => p.textContent?.endsWith('min cook'))),
        firstIngredient: inView(card?.querySelector('li')),
      };
    });
    expect(placed).toEqual({ name: true, times: true, firstIngredient: true });
    const overflow = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      header: [...document.querySelectorAll('header *')].filter(
        (element) => element.getBoundingClientRect().right > window.innerWidth,
      ).length,
    }));
    expect(overflow).toEqual({ page: 0, header: 0 });
  });
});

it.each([
  ['phone', 'a recipe', undefined],
  ['desktop', 'a recipe', undefined],
  ['phone', 'a recipe with servings and times', RECIPE_WITH_FACTS],
  ['desktop', 'a recipe with servings and times', RECIPE_WITH_FACTS],
] as const)(
  'keeps the first ingredient in place (within 8 px) when a streamed recipe completes, on a %s, for %s',
  async (viewport, _, content) => {
    const stream = { streamDelayMs: 20, streamChunkChars: 4 };
    await setScenario(content ? { kind: 'content', content, stream } : { kind: 'recipe', stream });
    app = await chromium.open(viewport, { reducedMotion: 'reduce' });
    const { page } = app;
    await addIngredients(page, ['chicken', 'rice', 'spinach']);
    await page.evaluate(() => {
      const positions: Array<{ top: number; complete: boolean }> = [];
      (window as unknown as { firstLinePositions: typeof positions }).firstLinePositions = positions;
      new MutationObserver(() => {
        const line = document.getElementById('recipe-name')?.closest('article')?.querySelector('li');
        if (!line) return;
        const complete = [...document.querySelectorAll('h2')].some((h) => h.textContent === 'Suggested Recipe:');
        positions.push({ top: line.getBoundingClientRect().top + window.scrollY, complete });
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.getByRole('button', { name: 'Start cooking' }).waitFor();
    await setScenario({ kind: 'recipe' });
    const positions = await page.evaluate(
      () => (window as unknown as { firstLinePositions: Array<{ top: number; complete: boolean }> }).firstLinePositions,
    );
    const lastStreamed = positions.filter((position) => !position.complete).at(-1);
    const finished = positions.filter((position) => position.complete).at(-1);
    expect(lastStreamed).toBeDefined();
    expect(finished).toBeDefined();
    expect(Math.abs(finished!.top - lastStreamed!.top)).toBeLessThanOrEqual(8);
  },
);

it('gives a recipe card on a phone one servings control beside its ingredients, meat by weight, grain by the cup, and More actions by keyboard', async () => {
  const page = await openOn('phone', { width: 390, height: 844 }, 'light');
  await app.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await addIngredients(page, ['chicken thighs', 'rice', 'spinach']);
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await page.getByRole('button', { name: 'Start cooking' }).waitFor();

  const results = page.locator('#results-section');
  expect(await results.getByRole('group', { name: 'Servings' }).count()).toBe(1);
  expect(await results.getByRole('combobox').count()).toBe(0);
  const gap = await page.evaluate(() => {
    const heading = [...document.querySelectorAll('h4')].find((h) => h.textContent === 'Ingredients')!;
    const servings = document.querySelector('[role="group"][aria-label="Servings"]')!;
    return Math.abs(heading.getBoundingClientRect().top - servings.getBoundingClientRect().top);
  });
  expect(gap).toBeLessThan(44);

  // The demo chef's meat by weight and its grain by the cup.
  const lines = await page.locator('#results-section article li').allTextContents();
  expect(lines.slice(0, 3).map((line) => line.replace(/(✓ have|to buy)$/, ''))).toEqual([
    '300 g chicken thighs',
    '1 cup rice',
    '2 handfuls spinach',
  ]);

  // More actions from the keyboard, copying the shopping list. The page moves focus to the recipe as it shows it:
  // focus More actions once it has.
  await scrolledToResults(page);
  await page.getByRole('button', { name: 'More actions' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Copy shopping list' }).waitFor();
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Copy shopping list');
  await page.keyboard.press('End');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Download recipe');
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await page.getByText(/items? copied|Nothing to buy/).waitFor();
  expect(await page.getByRole('menu').count()).toBe(0);
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('More actions');
});

it.each(['light', 'dark'] as const)(
  'passes axe on a phone in the %s theme with the Get a recipe bar shown, then a recipe with More actions open',
  async (theme) => {
    app = await chromium.open('phone', { bypassCSP: true });
    if (theme === 'dark') await app.page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await addIngredients(app.page, TEN);
    await app.page.getByRole('textbox', { name: 'Ingredient' }).scrollIntoViewIfNeeded();
    await app.page.locator('[data-quick-bar]').waitFor();
    expect(await axeViolations(app.page)).toEqual([]);

    await app.page.getByRole('button', { name: 'Get a recipe' }).first().click();
    await app.page.getByRole('button', { name: 'More actions' }).waitFor();
    await scrolledToResults(app.page);
    await app.page.getByRole('button', { name: 'More actions' }).click();
    await app.page.getByRole('menu', { name: 'More actions' }).waitFor();
    expect(await axeViolations(app.page)).toEqual([]);
  },
);
