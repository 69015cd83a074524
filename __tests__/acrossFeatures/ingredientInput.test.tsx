import { screen } from '@testing-library/react';
import { makeStore } from '../../src/app/store';
import { MAX_INGREDIENT_LENGTH, validateIngredient } from '../../src/core/ingredients/ingredientRules';
import { ingredientAdded, selectIngredients } from '../../src/features/ingredients/ingredientsSlice';
import { userMessageFor } from '../../src/core/modelRequest/recipePrompt';
import { answering, fakeDeps } from '../support/fakeChatClient';
import { renderApp } from '../support/renderApp';

const long = 'a'.repeat(MAX_INGREDIENT_LENGTH + 1);

describe('long and pasted ingredient text', () => {
  it("refuses text over 60 characters with its own message, after the spec's three rules", () => {
    expect(validateIngredient(long, [])).toEqual({ ok: false, rule: 'too-long' });
    expect(validateIngredient('a'.repeat(MAX_INGREDIENT_LENGTH), [])).toMatchObject({ ok: true });
    expect(
      validateIngredient(
        long,
        Array.from({ length: 10 }, (_, i) => `${i}`),
      ),
    ).toEqual({ ok: false, rule: 'limit' });
  });

  it('shows a hint as soon as the text is too long, instead of cutting it off', async () => {
    const { user } = renderApp();
    const input = screen.getByRole('textbox', { name: 'Ingredient' });
    await user.click(input);
    await user.paste(long);
    expect(input).toHaveValue(long);
    expect(screen.getByText(`61/${MAX_INGREDIENT_LENGTH} characters: shorten it to add it.`)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Ingredient names can be up to 60 characters.');
    expect(input).toHaveValue(long);
  });

  it('turns tabs and newlines from pasted text into spaces', () => {
    const store = makeStore(undefined, fakeDeps(answering('')));
    store.dispatch(ingredientAdded('\tolive\noil\u0007 '));
    expect(selectIngredients(store.getState())).toEqual(['olive oil']);
  });

  it('never puts a control character into the prompt', () => {
    // eslint-disable-next-line no-control-regex -- control characters are what this test looks for
    expect(userMessageFor(['salt\n', 'pep\u0000per'])).not.toMatch(/[\u0000-\u001f]/);
  });
});
