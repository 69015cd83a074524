import { screen, waitFor } from '@testing-library/react';
import { ingredientLines, withRecipe, startEachTestAfresh } from '../../../../__tests__/support/cookTestRecipe';
import { catchSavedFiles } from '../../../../__tests__/support/savedFile';

startEachTestAfresh();

describe('the card', () => {
  it('marks each ingredient as had or to buy, with the basics counted as had', async () => {
    await withRecipe();
    expect(ingredientLines()).toEqual([
      '200 g spaghetti✓ have',
      '3 tomatoes✓ have',
      '1/2 cup parmesanto buy',
      'to taste salt✓ have',
    ]);
  });

  it('scales every quantity it can read with the servings, and leaves "to taste" alone', async () => {
    const { user } = await withRecipe();
    expect(screen.getByRole('group', { name: 'Servings' })).toHaveTextContent('2 servings');
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    await user.click(screen.getByRole('button', { name: 'More servings' }));
    expect(screen.getByRole('group', { name: 'Servings' })).toHaveTextContent('4 servings');
    expect(ingredientLines()).toEqual([
      '400 g spaghetti✓ have',
      '6 tomatoes✓ have',
      '1 cup parmesanto buy',
      'to taste salt✓ have',
    ]);
    await user.click(screen.getByRole('button', { name: 'Fewer servings' }));
    await user.click(screen.getByRole('button', { name: 'Fewer servings' }));
    expect(ingredientLines()[0]).toBe('200 g spaghetti✓ have');
  });

  it('copies the lines the cook does not have, and says how many', async () => {
    const { user } = await withRecipe();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Copy shopping list' }));
    expect(writeText).toHaveBeenCalledWith('1/2 cup parmesan');
    expect(await screen.findByText('1 item copied')).toBeInTheDocument();
  });

  it('shares as text on the clipboard where the Web Share API is missing', async () => {
    const { user } = await withRecipe();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(
      expect.stringContaining('Tomato pasta\nPasta with a quick tomato sauce.\nServes 2'),
    );
    expect(await screen.findByText('Recipe copied as text.')).toBeInTheDocument();
  });

  /** Taps "Download recipe" and reads back the file the page saved. */
  async function downloaded(user: Awaited<ReturnType<typeof withRecipe>>['user']): Promise<unknown> {
    const files = catchSavedFiles();
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Download recipe' }));
    expect(files.clicked()).toBe(true);
    files.restore();
    return files.read();
  }

  it('downloads the recipe as schema.org JSON-LD', async () => {
    const { user } = await withRecipe();
    expect(await downloaded(user)).toMatchObject({
      '@type': 'Recipe',
      name: 'Tomato pasta',
      recipeYield: '2 servings',
    });
  });

  it("downloads a serving's nutrition with it, from the app's table", async () => {
    const { user } = await withRecipe();
    // Counted once the table's code is here, as the page's own JSON-LD shows.
    await waitFor(() =>
      expect(document.querySelector('script[type="application/ld+json"]')?.textContent).toContain('Nutrition'),
    );
    // 200 g spaghetti, 3 medium tomatoes (369 g) and ½ cup parmesan (50 g) for 2: 509 kcal a serving.
    expect(await downloaded(user)).toMatchObject({
      nutrition: { '@type': 'NutritionInformation', calories: '510 kcal' },
    });
  });

  it('puts the recipe in the page as JSON-LD, with "<" escaped', async () => {
    await withRecipe();
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script!.textContent)).toMatchObject({ '@type': 'Recipe', name: 'Tomato pasta' });
  });
});
