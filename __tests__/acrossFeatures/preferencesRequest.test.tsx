import { screen, within } from '@testing-library/react';
import { makeStore } from '../../src/app/store';
import {
  allergyAdded,
  basicsToggled,
  dietChosen,
  servingsChosen,
  timeLimitChosen,
} from '../../src/features/preferences/preferencesSlice';
import { NOT_FOOD_SENTENCE, REPLY_FIELDS_SENTENCE } from '../../src/core/modelRequest/preferencesPrompt';
import { servingsFromSystemMessage } from '../e2e/support/fakeProvider';
import { selectRecipeState } from '../../src/features/recipe/recipeSlice';
import { recipeTimesLine } from '../../src/core/recipe/recipeTimesLine';
import { parseRecipe } from '../../src/core/recipe/parseRecipe';
import { SYSTEM_PROMPT, userMessageFor } from '../../src/core/modelRequest/recipePrompt';
import { requestRecipe } from '../../src/features/recipe/requestRecipe';
import type { Recipe } from '../../src/core/recipe/recipeTypes';
import { answering, fakeDeps, sampleRecipe, wordsOf, type FakeChatClient } from '../support/fakeChatClient';
import { renderApp, stateWith } from '../support/renderApp';

const ingredients = ['tomatoes', 'basil', 'spaghetti'];
const storeAnswering = (client: FakeChatClient) => makeStore(stateWith(ingredients), fakeDeps(client));
const systemMessageOf = (client: FakeChatClient) => wordsOf(client.requests[0]?.messages[0]);
const recipeWith = (ingredient: string): Recipe => ({
  ...sampleRecipe,
  ingredients: [...sampleRecipe.ingredients, { name: ingredient, measurement: '2 tbsp' }],
});

let consoleError: jest.SpyInstance;
beforeEach(() => {
  window.localStorage.clear();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe('the request with preferences', () => {
  it('is exactly the spec request when no preference is set', async () => {
    const client = answering(JSON.stringify(sampleRecipe));
    await storeAnswering(client).dispatch(requestRecipe());
    expect(client.requests[0]?.messages).toEqual([
      { role: 'system', content: SYSTEM_PROMPT },
      {
        role: 'user',
        content: 'I have tomatoes, basil, spaghetti. Please give me a recipe you would recommend I make!',
      },
    ]);
  });

  it('asks for the recipe in the cook’s language, after the spec instructions, when it is not English', async () => {
    const client = answering(JSON.stringify(sampleRecipe));
    await makeStore({ ...stateWith(ingredients), language: 'es' }, fakeDeps(client)).dispatch(requestRecipe());
    expect(systemMessageOf(client)).toBe(
      `${SYSTEM_PROMPT} Write everything the cook reads in Spanish: the name, the description, each ingredient's name and measurement, and every step; keep the JSON keys in English.`,
    );
    expect(client.requests[0]?.messages[1]?.content).toBe(userMessageFor(ingredients));
  });

  it.each([
    [
      'vegan',
      dietChosen('vegan'),
      'The recipe must be vegan: no meat, poultry, fish, seafood, gelatin, dairy, eggs or honey.',
    ],
    [
      'vegetarian',
      dietChosen('vegetarian'),
      'The recipe must be vegetarian: no meat, poultry, fish, seafood or gelatin.',
    ],
    ['pescatarian', dietChosen('pescatarian'), 'The recipe must be pescatarian: no meat or poultry'],
    ['gluten-free', dietChosen('gluten-free'), 'The recipe must be gluten-free'],
    ['dairy-free', dietChosen('dairy-free'), 'The recipe must be dairy-free'],
    ['an allergy', allergyAdded('peanuts'), 'The cook is allergic to peanuts: use none of them in any form'],
    ['servings', servingsChosen(4), 'Make it for 4 servings.'],
    ['a time limit', timeLimitChosen(30), 'It must be ready in 30 minutes or less, preparation and cooking together.'],
    ['no basics', basicsToggled(), 'Do not use salt, pepper, oil or water unless they are listed.'],
  ])('tells the chef about %s in the system message, after the spec instructions', async (_, action, sentence) => {
    const client = answering(JSON.stringify(sampleRecipe));
    const store = storeAnswering(client);
    store.dispatch(action);
    await store.dispatch(requestRecipe());
    const system = systemMessageOf(client);
    expect(system.startsWith(`${SYSTEM_PROMPT} `)).toBe(true);
    expect(system).toContain(sentence);
    expect(system).toContain(REPLY_FIELDS_SENTENCE);
    expect(system).toContain(NOT_FOOD_SENTENCE);
    expect(client.requests[0]?.messages[1]).toEqual({ role: 'user', content: userMessageFor(ingredients) });
  });

  it('lists several allergies in one sentence', async () => {
    const client = answering(JSON.stringify(sampleRecipe));
    const store = storeAnswering(client);
    ['peanuts', 'shellfish', 'sesame'].forEach((allergy) => store.dispatch(allergyAdded(allergy)));
    await store.dispatch(requestRecipe());
    expect(systemMessageOf(client)).toContain('The cook is allergic to peanuts, shellfish and sesame:');
  });

  it('writes the servings so the demo chef can read them back', () => {
    expect(servingsFromSystemMessage(`${SYSTEM_PROMPT} Make it for 4 servings.`)).toBe(4);
    expect(servingsFromSystemMessage(`${SYSTEM_PROMPT} Make it for 1 serving.`)).toBe(1);
    expect(servingsFromSystemMessage(SYSTEM_PROMPT)).toBeUndefined();
  });
});

describe('the reply checked in code', () => {
  it.each([
    [
      'an allergen',
      allergyAdded('peanuts'),
      'peanut butter',
      { kind: 'allergy', uses: 'peanut butter', allergy: 'peanuts' },
    ],
    ['the diet', dietChosen('vegetarian'), 'smoked bacon', { kind: 'diet', uses: 'bacon', diet: 'vegetarian' }],
    ['something not food', servingsChosen(2), 'bleach', { kind: 'not-food', uses: 'bleach' }],
  ] as const)('withholds a recipe that uses %s, says why, and logs it', async (_, action, ingredient, conflict) => {
    const store = storeAnswering(answering(JSON.stringify(recipeWith(ingredient))));
    store.dispatch(action);
    await store.dispatch(requestRecipe());
    expect(selectRecipeState(store.getState())).toMatchObject({
      recipe: null,
      failure: { kind: 'withheld', conflict },
    });
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('withheld'),
      conflict,
      'Recipe:',
      expect.anything(),
    );
  });

  it('shows a clean recipe as usual', async () => {
    const store = storeAnswering(answering(JSON.stringify(sampleRecipe)));
    store.dispatch(dietChosen('vegan'));
    store.dispatch(allergyAdded('peanuts'));
    await store.dispatch(requestRecipe());
    expect(selectRecipeState(store.getState()).recipe).toEqual(sampleRecipe);
  });

  it('shows the withheld line under the failure text, with Try again asking once more', async () => {
    const client = answering(JSON.stringify(recipeWith('peanut butter')));
    const { user, store } = renderApp({ preloadedState: stateWith(ingredients), deps: fakeDeps(client) });
    store.dispatch(allergyAdded('peanuts'));
    await user.click(await screen.findByRole('button', { name: 'Get a recipe' }));
    const results = await screen.findByText('Failed to load recipe.');
    const section = results.closest('section') as HTMLElement;
    expect(
      within(section).getByText('This recipe uses peanut butter, and you avoid peanuts. Try again for another one.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: sampleRecipe.name })).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    await screen.findByText('Failed to load recipe.');
    expect(client.requests).toHaveLength(2);
    expect(client.requests[1]?.messages[0]?.content).toContain('allergic to peanuts');
  });
});

describe('servings and times in the reply', () => {
  const reply = (facts: Record<string, unknown>) => JSON.stringify({ ...sampleRecipe, ...facts });

  it('reads servings, prep and cook minutes when present', () => {
    const parsed = parseRecipe(reply({ servings: 4, prepMinutes: 15, cookMinutes: '30' }));
    expect(parsed).toEqual({ ok: true, recipe: { ...sampleRecipe, servings: 4, prepMinutes: 15, cookMinutes: 30 } });
  });

  it('accepts a reply without them: the four spec fields are enough', () => {
    expect(parseRecipe(JSON.stringify(sampleRecipe))).toEqual({ ok: true, recipe: sampleRecipe });
  });

  it.each([0, -2, 2.5, 1441, '4 people', null, true])('ignores an absurd value (%p) and keeps the recipe', (value) => {
    const parsed = parseRecipe(reply({ servings: value, prepMinutes: value, cookMinutes: value }));
    expect(parsed).toEqual({ ok: true, recipe: sampleRecipe });
  });

  it('writes the times as one line, with only what is known', () => {
    expect(recipeTimesLine({ servings: 4, prepMinutes: 15, cookMinutes: 30 })).toBe('15 min prep · 30 min cook');
    expect(recipeTimesLine({ cookMinutes: 90 })).toBe('1 h 30 min cook');
    expect(recipeTimesLine({ prepMinutes: 60 })).toBe('1 h prep');
    expect(recipeTimesLine({ servings: 4 })).toBe('');
  });

  it('shows the times on the card, and the servings once, in the servings control', async () => {
    const client = answering(reply({ servings: 4, prepMinutes: 15, cookMinutes: 30 }));
    const { user } = renderApp({ preloadedState: stateWith(ingredients), deps: fakeDeps(client) });
    await user.click(await screen.findByRole('button', { name: 'Get a recipe' }));
    expect(await screen.findByText('15 min prep · 30 min cook')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Servings' })).toHaveTextContent('4 servings');
    expect(screen.queryByText(/Serves 4/)).not.toBeInTheDocument();
  });
});
