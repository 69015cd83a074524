import { screen } from '@testing-library/react';
import { withSaveableRecipe } from '../../../../__tests__/support/keptRecipes';
import { stubScrollingInEachTest } from '../../../../__tests__/support/renderApp';

stubScrollingInEachTest();

describe('Save recipe', () => {
  it('says Saved once pressed, and Save recipe again when pressed again', async () => {
    const { user } = await withSaveableRecipe();
    await user.click(screen.getByRole('button', { name: 'Save recipe' }));
    expect(await screen.findByRole('button', { name: 'Saved' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Saved' }));
    expect(await screen.findByRole('button', { name: 'Save recipe' })).toBeInTheDocument();
  });
});
