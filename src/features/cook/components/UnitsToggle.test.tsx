import { act, screen } from '@testing-library/react';
import { ingredientLines, startEachTestAfresh, withRecipe } from '../../../../__tests__/support/cookTestRecipe';
import { unitsChosen } from '../../preferences/preferencesSlice';

startEachTestAfresh();

it('is not on the card while units are as written', async () => {
  await withRecipe();
  expect(screen.queryByRole('button', { name: 'Show as written' })).not.toBeInTheDocument();
});

it('shows the recipe as written and back in the cook’s units', async () => {
  const { user, store } = await withRecipe();
  act(() => {
    store.dispatch(unitsChosen('us'));
  });
  expect(ingredientLines()[0]).toMatch(/^7 oz spaghetti/);
  await user.click(screen.getByRole('button', { name: 'Show as written' }));
  expect(ingredientLines()[0]).toMatch(/^200 g spaghetti/);
  await user.click(screen.getByRole('button', { name: 'Show in US units' }));
  expect(ingredientLines()[0]).toMatch(/^7 oz spaghetti/);
});
