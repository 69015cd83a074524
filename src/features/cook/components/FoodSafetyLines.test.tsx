import { act, screen, within } from '@testing-library/react';
import { answering, fakeDeps } from '../../../../__tests__/support/fakeChatClient';
import { renderApp, stateWith } from '../../../../__tests__/support/renderApp';
import { startEachTestAfresh } from '../../../../__tests__/support/cookTestRecipe';
import { undercookedChicken } from '../../../../__tests__/support/undercookedChicken';
import type { Recipe } from '../../../core/recipe/recipeTypes';
import { unitsChosen } from '../../preferences/preferencesSlice';

startEachTestAfresh();

const chicken = undercookedChicken;

const results = () => within(document.getElementById('results-section')!);

async function withChicken(recipe: Recipe = chicken) {
  const view = renderApp({
    preloadedState: stateWith(['chicken', 'lemon', 'thyme']),
    deps: fakeDeps(answering(JSON.stringify(recipe))),
  });
  await view.user.click(await screen.findByRole('button', { name: 'Get a recipe' }));
  await screen.findByRole('button', { name: 'Start cooking' });
  return view;
}

it('shows the safe temperature of the chicken as a plain line', async () => {
  await withChicken({ ...chicken, instructions: ['Roast until the chicken reaches 165°F.'] });
  const facts = screen.getByRole('list', { name: 'Food safety' });
  expect(within(facts).getByText('Cook the chicken to 74 °C (165 °F) inside')).toBeInTheDocument();
  expect(results().queryByRole('alert')).not.toBeInTheDocument();
});

it('warns, as an alert under the step, when a step stops short of it', async () => {
  await withChicken();
  expect(results().getByRole('alert')).toHaveTextContent(
    'Warning: this step takes the chicken to 49 °C (120 °F), below the safe minimum of 74 °C (165 °F) inside.',
  );
  const steps = results().getAllByRole('list').at(-1)!;
  expect(within(steps).getAllByRole('listitem')[1]).toHaveTextContent(/to 120°F and serve\.⚠ Warning/);
});

it('puts the cook’s units first', async () => {
  const { store } = await withChicken();
  act(() => {
    store.dispatch(unitsChosen('us'));
  });
  expect(screen.getByText('Cook the chicken to 165 °F (74 °C) inside')).toBeInTheDocument();
  expect(results().getByRole('alert')).toHaveTextContent('takes the chicken to 120 °F (49 °C)');
});

it('shows the warning on its step in cook mode, without announcing it again', async () => {
  const { user } = await withChicken();
  await user.click(screen.getByRole('button', { name: 'Start cooking' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).queryByText(/^Warning:/)).not.toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Next step' }));
  expect(within(dialog).getByText(/^Warning: this step takes the chicken/)).toBeInTheDocument();
  expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  expect(within(dialog).getByText('Cook the chicken to 74 °C (165 °F) inside')).toBeInTheDocument();
});
