import { act, screen } from '@testing-library/react';
import { recipeJsonLd } from '../../../core/cooking/recipeJsonLd';
import { keptRecipeOpened } from '../../recipe/recipeSlice';
import { recipesInFile } from '../../myRecipes/recipeFile';
import { importReportLine } from '../../myRecipes/components/myRecipesTexts';
import { englishText } from '../../../../__tests__/support/englishText';
import { conflictLine } from '../../../recipeCard/recipeLines';
import { allergyAdded, dietChosen } from '../../preferences/preferencesSlice';
import { DEFAULT_PREFERENCES } from '../../../core/preferences/preferencesTypes';
import type { Recipe } from '../../../core/recipe/recipeTypes';
import { answering, fakeDeps } from '../../../../__tests__/support/fakeChatClient';
import { renderApp, stateWith } from '../../../../__tests__/support/renderApp';

const satay: Recipe = {
  name: 'Noodle bowl',
  description: 'Noodles in a rich sauce.',
  ingredients: [
    { name: 'rice noodles', measurement: '200 g' },
    { name: 'peanut butter', measurement: '3 tbsp' },
    { name: 'lime', measurement: '1' },
  ],
  instructions: ['Cook the noodles.', 'Stir through the sauce.'],
};

const keptSatay = {
  id: 'kept-1',
  recipe: satay,
  madeFrom: { ingredients: ['rice noodles', 'peanut butter', 'lime'], preferences: DEFAULT_PREFERENCES },
  madeAt: Date.parse('2026-11-01'),
  saved: true,
};

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  window.localStorage.clear();
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => scrollTo.mockRestore());

function openKeptSatay() {
  const view = renderApp({ preloadedState: stateWith([]), deps: fakeDeps(answering('')) });
  act(() => {
    view.store.dispatch(allergyAdded('peanut allergy'));
    view.store.dispatch(keptRecipeOpened(keptSatay));
  });
  return view;
}

describe('a kept recipe opened after an allergy was added', () => {
  it('warns, naming the conflict, and offers Start cooking only once the cook chooses to cook it anyway', async () => {
    const { user } = openKeptSatay();
    const warning = (await screen.findByText(/Not safe for you as it stands/)).closest('[role="alert"]');
    expect(warning).toHaveTextContent(
      'Not safe for you as it stands. This recipe uses peanut butter, and you avoid peanuts.',
    );
    expect(screen.queryByRole('button', { name: 'Start cooking' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cook it anyway' }));
    expect(screen.getByRole('button', { name: 'Start cooking' })).toBeInTheDocument();
    expect(warning).toHaveTextContent('This recipe uses peanut butter, and you avoid peanuts.');
  });

  it('warns about a recipe already on screen the moment the allergy is added', async () => {
    const view = renderApp({
      preloadedState: stateWith(['rice noodles', 'lime', 'peanut butter']),
      deps: fakeDeps(answering(JSON.stringify(satay))),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Get a recipe' }));
    await screen.findByRole('button', { name: 'Start cooking' });
    act(() => {
      view.store.dispatch(allergyAdded('peanuts'));
    });
    expect(await screen.findByText(/This recipe uses peanut butter, and you avoid peanuts\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start cooking' })).not.toBeInTheDocument();
  });
});

describe('the note on a checked card', () => {
  it('says plainly that the check helps but labels still need reading, once allergies or a diet are set', async () => {
    const view = renderApp({
      preloadedState: stateWith(['rice', 'lime', 'spinach']),
      deps: fakeDeps(
        answering(
          JSON.stringify({ ...satay, ingredients: satay.ingredients.filter(({ name }) => name !== 'peanut butter') }),
        ),
      ),
    });
    act(() => {
      view.store.dispatch(allergyAdded('sesame'));
    });
    await view.user.click(await screen.findByRole('button', { name: 'Get a recipe' }));
    expect(
      await screen.findByText(
        'Checked against your allergies and diet by the app and by the chef. The check helps, but it can miss things: read the label of everything you buy.',
      ),
    ).toBeInTheDocument();
  });

  it('is not there with no preference set, as the spec’s card has none', async () => {
    const view = renderApp({
      preloadedState: stateWith(['rice', 'lime', 'spinach']),
      deps: fakeDeps(answering(JSON.stringify({ ...satay, ingredients: [satay.ingredients[0]!] }))),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Get a recipe' }));
    await screen.findByRole('button', { name: 'Start cooking' });
    expect(
      screen.queryByText(
        'Checked against your allergies and diet by the app and by the chef. The check helps, but it can miss things: read the label of everything you buy.',
      ),
    ).not.toBeInTheDocument();
  });
});

describe('the JSON-LD claims only a diet the recipe keeps to now', () => {
  const exported = (recipe: Recipe, diet: 'vegan' | 'vegetarian') =>
    recipeJsonLd({ recipe, lines: [], servings: 2, diet, madeFrom: [], date: '2026-11-24' });

  it('claims VeganDiet for a vegan recipe', () => {
    expect(exported({ ...satay, ingredients: [satay.ingredients[0]!] }, 'vegan').suitableForDiet).toBe(
      'https://schema.org/VeganDiet',
    );
  });

  it('claims nothing for a chicken recipe, although the cook is vegan now', () => {
    const chicken = { ...satay, ingredients: [{ name: 'chicken thighs', measurement: '4' }] };
    expect(exported(chicken, 'vegan')).not.toHaveProperty('suitableForDiet');
  });
});

describe('an imported file', () => {
  const file = JSON.stringify([
    { '@type': 'Recipe', name: 'Lime rice', recipeIngredient: ['200 g rice', '1 lime'], recipeInstructions: ['Cook.'] },
    {
      '@type': 'Recipe',
      name: 'Clean soup',
      recipeIngredient: ['1 cup bleach', '1 l water'],
      recipeInstructions: ['Mix.'],
    },
  ]);

  it('refuses a recipe that names something not food, and says which and why', async () => {
    const found = await recipesInFile(file);
    expect(found.ok && found.recipes.map(({ recipe }) => recipe.name)).toEqual(['Lime rice']);
    expect(
      found.ok &&
        importReportLine(englishText, (conflict) => conflictLine(englishText, 'en', conflict), {
          added: 1,
          duplicates: 0,
          notRecipes: 0,
          refused: found.refused,
        }),
    ).toBe(
      'Imported 1 recipe. Skipped 1: 1 refused. Clean soup: This recipe uses bleach, which is not something to cook with.',
    );
  });
});

describe('a diet chosen with a kept recipe on screen', () => {
  it('warns that a chicken recipe is not vegetarian', async () => {
    const view = renderApp({ preloadedState: stateWith([]), deps: fakeDeps(answering('')) });
    act(() => {
      view.store.dispatch(
        keptRecipeOpened({ ...keptSatay, recipe: { ...satay, ingredients: [{ name: 'chicken', measurement: '2' }] } }),
      );
      view.store.dispatch(dietChosen('vegetarian'));
    });
    expect(await screen.findByText(/This recipe uses chicken, which is not vegetarian\./)).toBeInTheDocument();
  });
});
