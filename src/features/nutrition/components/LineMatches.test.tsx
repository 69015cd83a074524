import { act, within } from '@testing-library/react';
import table from '../../../core/nutrition/nutritionTable.json';
import { recipeNutrition } from '../../../core/nutrition/recipeNutrition';
import { labelRounded } from '../../../core/nutrition/labelRounding';
import { withNutritionShown } from '../../../../__tests__/support/nutritionShown';
import { startEachTestAfresh } from '../../../../__tests__/support/cookTestRecipe';
import { CHOSEN_FOODS_STORAGE_KEY } from '../chosenFoodsSlice';

startEachTestAfresh();
afterEach(() => window.localStorage.clear());

/** A bread whose flour the counter will not guess at: einkorn, which SR28 has no entry for. */
const bread = {
  name: 'Einkorn bread',
  description: 'A loaf.',
  ingredients: [
    { name: 'einkorn flour', measurement: '500 g' },
    { name: 'water', measurement: '350 ml' },
    { name: 'salt', measurement: '1 tsp' },
  ],
  servings: 8,
  instructions: ['Knead.', 'Bake.'],
};

async function withBreadShown() {
  const view = await withNutritionShown(bread, ['flour', 'water', 'salt']);
  const { summary } = view;
  await view.user.click(within(summary).getByRole('button', { name: 'What each line was counted as' }));
  // SR28's descriptions are downloaded when the matches are first opened.
  await within(summary).findByText(/counted as salt, table/);
  return view;
}

const energyOf = (summary: HTMLElement) =>
  within(summary).queryByText('Energy', { selector: 'dt' })?.nextElementSibling?.textContent;

it('says under the figures what each line was counted as, with the grams, or why it was not', async () => {
  const { summary } = await withBreadShown();
  expect(summary).toHaveTextContent('1 tsp salt counted as salt, table, 6 g');
  expect(summary).toHaveTextContent('350 ml water counted as');
  expect(summary).toHaveTextContent('500 g einkorn flour not counted: not sure which food it is');
});

it('counts a line as the food the cook picks, searched in their words, and the figures follow at once', async () => {
  const { summary, user } = await withBreadShown();
  expect(energyOf(summary)).toBeUndefined();
  await user.click(
    within(summary).getByRole('button', { name: 'Change the food “500 g einkorn flour” is counted as' }),
  );
  await user.type(within(summary).getByRole('searchbox', { name: 'Food for “500 g einkorn flour”' }), 'spelt');
  await user.click(within(summary).getByRole('button', { name: 'spelt, uncooked' }));
  const expected = recipeNutrition(['500 g spelt flour', '350 ml water', '1 tsp salt'], 8, table).perServing;
  expect(energyOf(summary)).toMatch(new RegExp(`^${labelRounded(expected).kcal} kcal`));
  expect(summary).toHaveTextContent('500 g einkorn flour counted as spelt, uncooked, 500 g (your choice)');
  expect(within(summary).getByText('“500 g einkorn flour” is now counted as spelt, uncooked.')).toHaveAttribute(
    'role',
    'status',
  );
});

it('keeps the pick on this device for that wording, and forgets it when the cook undoes it', async () => {
  const { summary, user } = await withBreadShown();
  await user.click(
    within(summary).getByRole('button', { name: 'Change the food “500 g einkorn flour” is counted as' }),
  );
  await user.type(within(summary).getByRole('searchbox'), 'spelt');
  await user.click(within(summary).getByRole('button', { name: 'spelt, uncooked' }));
  expect(JSON.parse(window.localStorage.getItem(CHOSEN_FOODS_STORAGE_KEY)!)).toEqual({ 'einkorn flour': '20140' });

  await user.click(within(summary).getByRole('button', { name: 'Undo your choice for “500 g einkorn flour”' }));
  expect(summary).toHaveTextContent('500 g einkorn flour not counted: not sure which food it is');
  expect(energyOf(summary)).toBeUndefined();
  expect(JSON.parse(window.localStorage.getItem(CHOSEN_FOODS_STORAGE_KEY)!)).toEqual({});
});

it('reads a pick kept from an earlier visit into a new recipe with the same wording', async () => {
  window.localStorage.setItem(CHOSEN_FOODS_STORAGE_KEY, JSON.stringify({ 'einkorn flour': '20140' }));
  const { summary } = await withBreadShown();
  expect(summary).toHaveTextContent('500 g einkorn flour counted as spelt, uncooked, 500 g (your choice)');
  expect(energyOf(summary)).toBeDefined();
});

it('closes the search with Escape and gives the focus back to the line’s Change, changing nothing', async () => {
  const { summary, user } = await withBreadShown();
  const change = within(summary).getByRole('button', { name: 'Change the food “1 tsp salt” is counted as' });
  await user.click(change);
  expect(change).toHaveAttribute('aria-expanded', 'true');
  expect(within(summary).getByRole('searchbox')).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(within(summary).queryByRole('searchbox')).toBeNull();
  expect(change).toHaveFocus();
  expect(summary).toHaveTextContent('1 tsp salt counted as salt, table, 6 g');
});

it('says when no food of the table is named so, and keeps what was typed', async () => {
  const { summary, user } = await withBreadShown();
  await user.click(within(summary).getByRole('button', { name: 'Change the food “350 ml water” is counted as' }));
  await act(() => user.type(within(summary).getByRole('searchbox'), 'unobtainium'));
  expect(summary).toHaveTextContent('No food of the table is named “unobtainium”.');
  expect(within(summary).getByRole('searchbox')).toHaveValue('unobtainium');
});
