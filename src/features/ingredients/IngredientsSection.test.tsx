import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecipeProvider } from '../../app/RecipeProvider';
import { makeStore } from '../../app/store';
import { speakLanguage } from '../language/speakLanguage';
import { IngredientsSection } from './IngredientsSection';
import { idleMoments } from '../../../__tests__/support/idleMoments';
import { answering, fakeDeps } from '../../../__tests__/support/fakeChatClient';

// Lingui builds the language's number format the first time a text counts, and the list's hint is the first: in
// the task that shows the first row, unless the page has formatted it ahead.
it("formats the list's hint while idle, so the first Add builds no number format", async () => {
  const idle = idleMoments();
  const store = makeStore(undefined, fakeDeps(answering('{}')));
  await store.dispatch(speakLanguage('en'));
  render(
    <RecipeProvider store={store}>
      <IngredientsSection photo={null} preferences={null} />
    </RecipeProvider>,
  );
  await act(async () => {
    while (idle.count > 0) idle.runOne();
  });
  const numberFormats = jest.spyOn(Intl, 'NumberFormat');
  await userEvent.type(screen.getByRole('textbox', { name: 'Ingredient' }), 'eggs{Enter}');
  expect(screen.getByRole('status')).toHaveTextContent('Add 2 more ingredients to get a recipe.');
  expect(numberFormats).not.toHaveBeenCalled();
});
