import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, createRef } from 'react';
import { RecipeProvider } from '../../src/app/RecipeProvider';
import { makeStore } from '../../src/app/store';
import { Header } from '../../src/page/Header';
import { IngredientForm } from '../../src/features/ingredients/IngredientForm';
import { IngredientList } from '../../src/features/ingredients/IngredientList';
import { GeneratePanel } from '../../src/features/recipe/components/GeneratePanel';
import { RecipeResults } from '../../src/features/recipe/components/RecipeResults';
import { RecipeRequestControlsProvider } from '../../src/features/recipe/components/RecipeRequestControls';
import { fakeDeps, sampleRecipe, streamingChatClient } from '../support/fakeChatClient';
import { stateWith } from '../support/renderApp';

const SECTIONS = {
  header: <Header />,
  form: <IngredientForm inputRef={createRef<HTMLInputElement>()} />,
  list: <IngredientList focusInput={() => undefined} />,
  generate: <GeneratePanel />,
  results: <RecipeResults />,
};
type Section = keyof typeof SECTIONS;

/** The app's sections, each inside a React Profiler that counts its commits. */
function renderCountingRenders() {
  const renders: Record<Section, number> = { header: 0, form: 0, list: 0, generate: 0, results: 0 };
  const model = streamingChatClient();
  const store = makeStore(stateWith(['tomatoes', 'basil', 'spaghetti']), fakeDeps(model.client, { stream: true }));
  render(
    <RecipeProvider store={store}>
      <RecipeRequestControlsProvider>
        {(Object.keys(SECTIONS) as Section[]).map((id) => (
          <Profiler key={id} id={id} onRender={() => (renders[id] += 1)}>
            {SECTIONS[id]}
          </Profiler>
        ))}
      </RecipeRequestControlsProvider>
    </RecipeProvider>,
  );
  const reset = () => (Object.keys(renders) as Section[]).forEach((id) => (renders[id] = 0));
  return { renders, reset, model, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

/** One animation frame, on fake timers: the streamed update's throttle runs and its promises settle. */
const nextFrame = () => act(() => jest.advanceTimersByTimeAsync(16));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('re-renders only the form while the cook types', async () => {
  const { renders, reset, user } = renderCountingRenders();
  reset();
  await user.type(screen.getByRole('textbox', { name: 'Ingredient' }), 'oregano');
  expect(screen.getByRole('textbox', { name: 'Ingredient' })).toHaveValue('oregano');
  expect(renders.form).toBeGreaterThan(0);
  expect({ ...renders, form: 0 }).toEqual({ header: 0, form: 0, list: 0, generate: 0, results: 0 });
});

it('re-renders only the results for a streamed update', async () => {
  const { renders, reset, model, user } = renderCountingRenders();
  await user.click(screen.getByRole('button', { name: 'Get a recipe' }));
  await screen.findByRole('button', { name: 'Stop' });
  reset();
  model.write(JSON.stringify(sampleRecipe).slice(0, 60));
  await nextFrame();
  expect(screen.getByRole('heading', { name: sampleRecipe.name })).toBeInTheDocument();
  expect(renders.results).toBeGreaterThan(0);
  expect({ ...renders, results: 0 }).toEqual({ header: 0, form: 0, list: 0, generate: 0, results: 0 });
});
