import { DEFAULT_PREFERENCES } from '../preferences/preferencesTypes';
import { recipeMessages } from '../modelRequest/recipePrompt';
import { changeMessages, ideasMessages } from '../modelRequest/steeringPrompts';
import { sampleRecipe } from '../../../__tests__/support/fakeChatClient';

/** Nutrition comes from the food table: no message the app sends asks the model for it. */
it.each([
  [
    'a recipe',
    recipeMessages(['eggs', 'spinach', 'feta'], { ...DEFAULT_PREFERENCES, diet: 'vegan', servings: 4, maxMinutes: 30 }),
  ],
  ['a change', changeMessages(['eggs', 'spinach', 'feta'], sampleRecipe, { kind: 'quicker' })],
  ['other ideas', ideasMessages(['eggs', 'spinach', 'feta'], [])],
])('asking for %s never asks for calories, macros or nutrition', (_, messages) => {
  expect(messages.map(({ content }) => content).join(' ')).not.toMatch(/calori|kcal|macro|nutri|protein|carb/i);
});
