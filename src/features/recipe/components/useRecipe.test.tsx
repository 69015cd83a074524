import { render, screen } from '@testing-library/react';
import { pageDeps } from '../../../page/whatLoadsWhen';
import { RecipeProvider } from '../../../app/RecipeProvider';
import { makeStore } from '../../../app/store';
import { USE_RECIPE_OUTSIDE_PROVIDER, useRecipe } from './useRecipe';
import { stateWith } from '../../../../__tests__/support/renderApp';

function RecipeFlags() {
  const { recipe, loading, hasGenerated, disabled } = useRecipe();
  return <p>{JSON.stringify({ recipe, loading, hasGenerated, disabled })}</p>;
}

describe('useRecipe', () => {
  it('throws exactly the spec’s message outside RecipeProvider', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() => render(<RecipeFlags />)).toThrow(new Error('useRecipe must be used within a RecipeProvider'));
      expect(USE_RECIPE_OUTSIDE_PROVIDER).toBe('useRecipe must be used within a RecipeProvider');
    } finally {
      consoleError.mockRestore();
    }
  });

  it('gives the recipe state inside RecipeProvider', () => {
    render(
      <RecipeProvider store={makeStore(stateWith(['a', 'b', 'c']), pageDeps())}>
        <RecipeFlags />
      </RecipeProvider>,
    );
    expect(
      screen.getByText('{"recipe":null,"loading":false,"hasGenerated":false,"disabled":false}'),
    ).toBeInTheDocument();
  });
});
