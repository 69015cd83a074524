import { screen } from '@testing-library/react';
import { answering, fakeDeps } from './fakeChatClient';
import { renderApp, stateWith } from './renderApp';

/** The page, a recipe the model replies with asked for, and the card's nutrition figures once they are shown. */
export async function withNutritionShown(reply: object, ingredients: string[] = ['rice', 'eggs', 'salt']) {
  const view = renderApp({
    preloadedState: stateWith(ingredients),
    deps: fakeDeps(answering(JSON.stringify(reply))),
  });
  await view.user.click(await screen.findByRole('button', { name: 'Get a recipe' }));
  const summary = await screen.findByRole('region', { name: 'Nutrition per serving' });
  return { ...view, summary };
}
