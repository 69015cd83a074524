import { screen, within } from '@testing-library/react';
import { answering, fakeDeps } from '../../../../__tests__/support/fakeChatClient';
import { renderApp, stateWith, stubScrollingInEachTest } from '../../../../__tests__/support/renderApp';
import type { Recipe } from '../../../core/recipe/recipeTypes';

stubScrollingInEachTest();
beforeEach(() => window.localStorage.clear());

const omelette: Recipe = {
  name: 'Spanish omelette',
  description: 'As ever.',
  ingredients: [
    { name: 'eggs', measurement: '6' },
    { name: 'potatoes', measurement: '500 g' },
    { name: 'onion', measurement: '1' },
    { name: 'olive oil', measurement: '100 ml' },
  ],
  instructions: ['Fry the potatoes.', 'Set them in the eggs.'],
};

/** The page with the omelette on its card, the cook having eggs, rice and milk. */
async function withOmeletteShown() {
  const view = renderApp({
    preloadedState: stateWith(['eggs', 'rice', 'milk']),
    deps: fakeDeps(answering(JSON.stringify(omelette))),
  });
  await view.user.click(await screen.findByRole('button', { name: 'Get a recipe' }));
  await screen.findByRole('button', { name: 'Add to shopping list' });
  return view;
}

async function openTheList(user: ReturnType<typeof renderApp>['user']) {
  await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Shopping list' }));
  return screen.findByRole('dialog', { name: 'Shopping list' });
}

it('puts the card’s recipe on the list, and says so on its button', async () => {
  const { user } = await withOmeletteShown();
  await user.click(screen.getByRole('button', { name: 'Add to shopping list' }));
  expect(screen.getByRole('button', { name: 'On the shopping list' })).toHaveAttribute('aria-pressed', 'true');
});

it('shows the lines to buy by aisle, with the recipe that needs them, and what the cook has apart', async () => {
  const { user } = await withOmeletteShown();
  await user.click(screen.getByRole('button', { name: 'Add to shopping list' }));
  const list = await openTheList(user);
  const produce = within(list).getByRole('region', { name: 'Fruit and vegetables' });
  expect(within(produce).getByRole('checkbox', { name: '500 g potatoes' })).not.toBeChecked();
  expect(produce).toHaveTextContent('for Spanish omelette');
  expect(within(list).getByRole('region', { name: 'You have these' })).toHaveTextContent('6 eggs');
});

it('ticks a line off, puts a had food back, and adds an item of the cook’s own', async () => {
  const { user } = await withOmeletteShown();
  await user.click(screen.getByRole('button', { name: 'Add to shopping list' }));
  const list = await openTheList(user);
  await user.click(within(list).getByRole('checkbox', { name: '1 onion' }));
  expect(within(list).getByRole('checkbox', { name: '1 onion' })).toBeChecked();
  expect(within(list).getByRole('status')).toHaveTextContent('1 of 2 in the basket.');
  await user.click(within(list).getByRole('button', { name: 'Buy anyway: eggs' }));
  expect(within(list).getByRole('region', { name: 'Dairy and eggs' })).toHaveTextContent('6 eggs');
  await user.type(within(list).getByRole('textbox', { name: 'Add an item of your own' }), 'kitchen roll{Enter}');
  const other = within(list).getByRole('region', { name: 'Other' });
  expect(within(other).getByRole('checkbox', { name: 'kitchen roll' })).toBeInTheDocument();
  expect(other).toHaveTextContent('your item');
  await user.click(within(other).getByRole('button', { name: 'Remove kitchen roll' }));
  expect(within(list).queryByRole('region', { name: 'Other' })).toBeNull();
});

it('takes a recipe off the list with its amounts', async () => {
  const { user } = await withOmeletteShown();
  await user.click(screen.getByRole('button', { name: 'Add to shopping list' }));
  const list = await openTheList(user);
  await user.click(within(list).getByRole('button', { name: 'Take off Spanish omelette' }));
  expect(within(list).getByText(/Your list is empty/)).toBeInTheDocument();
});

it('shares the list as text, copied where the browser cannot share', async () => {
  const { user } = await withOmeletteShown();
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  await user.click(screen.getByRole('button', { name: 'Add to shopping list' }));
  const list = await openTheList(user);
  await user.click(within(list).getByRole('button', { name: 'Share the list' }));
  expect(writeText).toHaveBeenCalledWith(
    expect.stringMatching(/^Shopping list\n\nFruit and vegetables\n- 500 g potatoes\n- 1 onion/),
  );
  expect(within(list).getByRole('status')).toHaveTextContent('The list was copied: paste it where you like.');
});

it('finds the list as the cook left it after a reload', async () => {
  const first = await withOmeletteShown();
  await first.user.click(screen.getByRole('button', { name: 'Add to shopping list' }));
  const list = await openTheList(first.user);
  await first.user.click(within(list).getByRole('checkbox', { name: '1 onion' }));
  first.unmount();
  const { user } = renderApp({ preloadedState: stateWith(['eggs']) });
  const again = await openTheList(user);
  expect(within(again).getByRole('checkbox', { name: '1 onion' })).toBeChecked();
});
