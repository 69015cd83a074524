import { act, render, screen } from '@testing-library/react';
import { Rehearsal } from '../../page/whatLoadsWhen';
import userEvent from '@testing-library/user-event';
import { StyleSheetManager } from 'styled-components';
import { RecipeProvider } from '../../app/RecipeProvider';
import { makeStore } from '../../app/store';
import { speakLanguage } from '../language/speakLanguage';
import { IngredientsSection } from './IngredientsSection';
import { idleMoments } from '../../../__tests__/support/idleMoments';
import { answering, fakeDeps } from '../../../__tests__/support/fakeChatClient';

/** The page's styles: a new rule restyles the whole page. */
const styles = () => [...document.querySelectorAll('style')].map((style) => style.textContent).join('');

/** The section with an empty list, once the page has been idle; its styles in a sheet of its own. */
async function renderedAndIdle() {
  const idle = idleMoments();
  const store = makeStore(undefined, fakeDeps(answering('{}')));
  await store.dispatch(speakLanguage('en'));
  const styleHost = document.head.appendChild(document.createElement('div'));
  render(
    <StyleSheetManager target={styleHost}>
      <RecipeProvider store={store}>
        <IngredientsSection photo={null} preferences={null} rehearsal={Rehearsal} />
      </RecipeProvider>
    </StyleSheetManager>,
  );
  await act(async () => {
    while (idle.count > 0) idle.runOne();
  });
  return store;
}

// Lingui builds the language's number format the first time a text counts, and the list's hint is the first: in
// the task that shows the first row, unless the page has formatted it ahead.
it("formats the list's hint while idle, so the first Add builds no number format", async () => {
  await renderedAndIdle();
  const numberFormats = jest.spyOn(Intl, 'NumberFormat');
  await userEvent.type(screen.getByRole('textbox', { name: 'Ingredient' }), 'eggs{Enter}');
  expect(screen.getByRole('status')).toHaveTextContent('Add 2 more ingredients to get a recipe.');
  expect(numberFormats).not.toHaveBeenCalled();
});

it('lays the list out while idle, so the first Add brings the page no new style rules', async () => {
  await renderedAndIdle();
  const stylesBefore = styles();
  await userEvent.type(screen.getByRole('textbox', { name: 'Ingredient' }), 'eggs{Enter}');
  expect(screen.getByRole('heading', { name: 'Ingredients on hand:' })).toBeInTheDocument();
  expect(styles()).toBe(stylesBefore);
});

it('leaves nothing of the rehearsal in the page, and the list empty', async () => {
  const store = await renderedAndIdle();
  expect(screen.queryByText('Ingredients on hand:')).not.toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(store.getState().ingredients.items).toEqual([]);
});
