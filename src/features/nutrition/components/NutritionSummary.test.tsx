import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../../i18n/partTexts';
import { labelKcal, labelRounded } from '../../../core/nutrition/labelRounding';
import table from '../../../core/nutrition/nutritionTable.json';
import { recipeNutrition } from '../../../core/nutrition/recipeNutrition';
import { unitsChosen } from '../../preferences/preferencesSlice';
import { servingsChanged } from '../../cook/cookSlice';
import { AGREES, agreement, HAND_WORKED } from '../../../../__tests__/support/handWorkedNutrition';
import { answering, fakeDeps } from '../../../../__tests__/support/fakeChatClient';
import { renderApp, stateWith } from '../../../../__tests__/support/renderApp';
import { startEachTestAfresh } from '../../../../__tests__/support/cookTestRecipe';
import { withNutritionShown } from '../../../../__tests__/support/nutritionShown';
import { friedRiceWithCalories } from '../../../../__tests__/support/friedRiceWithCalories';

startEachTestAfresh();

const withRecipeShown = (reply: object = friedRiceWithCalories) => withNutritionShown(reply);

const valueOf = (summary: HTMLElement, label: string) =>
  within(summary).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

it("shows a serving's figures from the USDA's table under the ingredients, not the reply's calories", async () => {
  const { summary } = await withRecipeShown();
  expect(valueOf(summary, 'Energy')).toBe('440 kcal (1,826 kJ)');
  expect(valueOf(summary, 'Protein')).toBe('13 g');
  expect(valueOf(summary, 'Salt')).toBe('0.19 g');
  expect(summary).not.toHaveTextContent('999');
  expect(summary).toHaveTextContent('USDA FoodData Central, SR Legacy');
});

it('says how much of the recipe the figures cover, naming what they leave out', async () => {
  const { summary } = await withRecipeShown();
  expect(summary).toHaveTextContent('From 2 of 3 ingredients; not counted: to taste salt (no amount).');
});

it('keeps the figures per serving when the cook shows 4 servings', async () => {
  const { summary, user } = await withRecipeShown();
  await user.click(screen.getByRole('button', { name: 'More servings' }));
  await user.click(screen.getByRole('button', { name: 'More servings' }));
  expect(screen.getByRole('group', { name: 'Servings' })).toHaveTextContent('4 servings');
  expect(valueOf(summary, 'Energy')).toBe('440 kcal (1,826 kJ)');
});

it('gives sodium in milligrams under US units, as US labels do', async () => {
  const { summary, store } = await withRecipeShown();
  act(() => {
    store.dispatch(unitsChosen('us'));
  });
  expect(valueOf(summary, 'Sodium')).toBe('75 mg');
});

it("puts the same figures in the page's JSON-LD, as schema.org NutritionInformation", async () => {
  await withRecipeShown();
  const jsonLd = () =>
    JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as {
      nutrition?: { calories?: string; sodiumContent?: string };
    };
  await waitFor(() => expect(jsonLd().nutrition).toBeDefined());
  expect(jsonLd().nutrition).toMatchObject({ calories: '440 kcal', sodiumContent: '75 mg' });
});

/** The card's figures as read on it: "440 kcal (1,826 kJ)" → 440, "10 g, of which saturated 3 g" → 10. */
const shownFigures = (summary: HTMLElement) => ({
  kcal: Number(valueOf(summary, 'Energy')!.split(' ')[0]!.replace(/,/g, '')),
  protein: parseFloat(valueOf(summary, 'Protein')!),
  fat: parseFloat(valueOf(summary, 'Fat')!),
  carbohydrate: parseFloat(valueOf(summary, 'Carbohydrate')!),
});

describe.each(HAND_WORKED)('the card of $name', ({ name, servings, lines, perServing }) => {
  it('shows the figures worked by hand per serving, at 1, 2 and 4 servings', async () => {
    const ingredients = lines.map((line) => ({ name: line, measurement: '' }));
    const { summary, store } = await withRecipeShown({
      name,
      description: 'Worked by hand.',
      ingredients,
      servings,
      instructions: ['Cook it.'],
    });
    for (const shown of [1, 2, 4]) {
      await act(async () => {
        store.dispatch(servingsChanged(shown));
      });
      // The card is drawn a step behind the store (a deferred render), which a loaded machine may not finish
      // within the act: the count it shows is waited for.
      await waitFor(() =>
        expect(screen.getByRole('group', { name: 'Servings' })).toHaveTextContent(`${shown} serving`),
      );
      expect({ shown, ...agreement(shownFigures(summary), perServing, { labelRounded: true }) }).toEqual({
        shown,
        ...AGREES,
      });
    }
  });
});

it('gives no figures per serving when the lines left out could hold much of its energy, and names them', async () => {
  const { summary } = await withRecipeShown({
    name: 'Yuzu glaze',
    description: 'A glaze.',
    ingredients: [
      { name: 'yuzu kosho', measurement: '200 g' },
      { name: 'mirin', measurement: '100 ml' },
      { name: 'olive oil', measurement: '1 tbsp' },
    ],
    servings: 2,
    instructions: ['Stir.'],
  });
  expect(within(summary).queryByText('Energy')).toBeNull();
  expect(summary).toHaveTextContent(
    'Part of this dish is not counted, and it could hold much of its energy, so no figures per serving are given.',
  );
  expect(summary).toHaveTextContent('From 1 of 3 ingredients; not counted: 200 g yuzu kosho (not in the food table)');
  const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as {
    nutrition?: unknown;
  };
  expect(jsonLd.nutrition).toBeUndefined();
});

it('gives only the range of energy when the missing lines could add more than a tenth, but no more than counted', async () => {
  const { summary } = await withRecipeShown({
    name: 'Spaghetti with schmaltz',
    description: 'Rich.',
    ingredients: [
      { name: 'spaghetti', measurement: '400 g' },
      { name: 'chopped tomatoes', measurement: '1 (400 g) can' },
      { name: 'schmaltz', measurement: '2 tbsp' },
    ],
    servings: 4,
    instructions: ['Cook.'],
  });
  const counted = recipeNutrition(['400 g spaghetti', '1 (400 g) can chopped tomatoes'], 4, table).perServing.kcal;
  const most = counted + (2 * 14.7868 * 9) / 4;
  expect(within(summary).queryByText('Protein')).toBeNull();
  expect(summary).toHaveTextContent(
    `Energy: ${labelKcal(counted)} to ${labelKcal(most)} kcal a serving. Part of the dish is not counted, so no other figures are given.`,
  );
  expect(summary).toHaveTextContent('not counted: 2 tbsp schmaltz (not in the food table)');
});

describe('in Spanish', () => {
  afterEach(() => {
    act(() => i18n.activate('en'));
    window.localStorage.clear();
  });

  /** A Spanish cook's page, and the recipe a model wrote in Spanish shown on it. */
  async function withSpanishRecipeShown() {
    window.localStorage.setItem('language', 'es');
    const view = renderApp({
      preloadedState: stateWith(['arroz', 'huevos', 'espinacas']),
      deps: fakeDeps(
        answering(
          JSON.stringify({
            name: 'Arroz con huevo',
            description: 'Sencillo.',
            ingredients: [
              { name: 'arroz', measurement: '200 g' },
              { name: 'huevos', measurement: '2' },
              { name: 'espinacas', measurement: '100 g' },
            ],
            servings: 2,
            instructions: ['Cocina.'],
          }),
        ),
      ),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Pedir una receta' }));
    return { ...view, summary: await screen.findByRole('region', { name: 'Información nutricional por ración' }) };
  }

  /** The English figures of the same dish, as the card rounds them. */
  const englishKcal = () =>
    labelRounded(recipeNutrition(['200 g rice', '2 eggs', '100 g spinach'], 2, table).perServing).kcal;

  it('counts a Spanish recipe by its Spanish lines, as its English would be counted', async () => {
    const { summary } = await withSpanishRecipeShown();
    expect(within(summary).getByText('Valor energético', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      `${englishKcal()} kcal`,
    );
  });

  it('reads a Spanish recipe by Spanish rules when it is opened again from My recipes on an English page', async () => {
    const { user } = await withSpanishRecipeShown();
    await user.click(screen.getByText('Preferencias'));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Idioma' }), 'English');
    await user.click(await screen.findByRole('button', { name: 'My recipes' }));
    const recent = within(await screen.findByRole('dialog', { name: 'My recipes' })).getByRole('region', {
      name: 'Recent',
    });
    await user.click(await within(recent).findByRole('button', { name: 'Arroz con huevo' }));
    const summary = await screen.findByRole('region', { name: 'Nutrition per serving' });
    expect(valueOf(summary, 'Energy')).toMatch(new RegExp(`^${englishKcal()} kcal`));
    expect(screen.getByText('200 g de arroz')).toBeInTheDocument();
  });
});
