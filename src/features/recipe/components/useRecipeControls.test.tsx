import { render } from '@testing-library/react';
import { OUTSIDE_PROVIDER_MESSAGE, useRecipeControls } from './RecipeRequestControls';

describe('useRecipeControls', () => {
  function RecipeProbe() {
    useRecipeControls();
    return null;
  }

  it('throws a clear error outside the recipe request controls', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<RecipeProbe />)).toThrow(
      'useRecipeControls must be used within a RecipeRequestControlsProvider',
    );
    expect(OUTSIDE_PROVIDER_MESSAGE).toBe('useRecipeControls must be used within a RecipeRequestControlsProvider');
    consoleError.mockRestore();
  });
});
