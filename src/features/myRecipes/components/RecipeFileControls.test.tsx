import { screen, within } from '@testing-library/react';
import { withSaveableRecipe } from '../../../../__tests__/support/keptRecipes';
import { stubScrollingInEachTest } from '../../../../__tests__/support/renderApp';
import { catchSavedFiles } from '../../../../__tests__/support/savedFile';

// The nutrition table's code cannot be downloaded for the export in this visit (no network, no cache).
const offlineTable = () => Promise.reject(new Error('Loading chunk nutritionTable failed.'));

stubScrollingInEachTest();

it('exports the saved recipes without their nutrition when its table cannot be downloaded, and says so', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  const files = catchSavedFiles();
  const { user } = await withSaveableRecipe({ deps: { downloadNutritionCounting: offlineTable } });
  await user.click(screen.getByRole('button', { name: 'Save recipe' }));
  await user.click(screen.getByRole('button', { name: 'My recipes' }));
  const panel = await screen.findByRole('dialog', { name: 'My recipes' });
  await user.click(within(panel).getByRole('button', { name: 'Export saved recipes' }));
  expect(
    await within(panel).findByText('Exported 1 recipe, without nutrition: its table could not be downloaded.'),
  ).toBeInTheDocument();
  const [exported] = (await files.read()) as object[];
  expect(exported).toMatchObject({ '@type': 'Recipe' });
  expect(exported).not.toHaveProperty('nutrition');
  expect(consoleError).toHaveBeenCalledWith('The nutrition table could not be loaded:', expect.any(Error));
  files.restore();
});
