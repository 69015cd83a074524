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

it('shares and copies the shopping list in the cook’s units', async () => {
  const { user, store } = await withRecipe();
  act(() => {
    store.dispatch(unitsChosen('metric'));
  });
  const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  await user.click(screen.getByRole('button', { name: 'More actions' }));
  await user.click(screen.getByRole('menuitem', { name: 'Copy shopping list' }));
  expect(writeText).toHaveBeenLastCalledWith('50 g parmesan');
  await user.click(screen.getByRole('button', { name: 'More actions' }));
  await user.click(screen.getByRole('menuitem', { name: 'Share' }));
  expect(writeText).toHaveBeenLastCalledWith(expect.stringContaining('- 50 g parmesan'));
});
