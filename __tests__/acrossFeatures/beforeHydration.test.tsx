import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { App } from '../../src/page/App';
import { RecipeProvider } from '../../src/app/RecipeProvider';
import { makeStore } from '../../src/app/store';
import { selectDraft, selectIngredients } from '../../src/features/ingredients/ingredientsSlice';
import { answering, fakeDeps } from '../support/fakeChatClient';

/** The page as the build prerenders it, used by the cook before the scripts run, then hydrated. */
async function hydrateAfter(doEarly: (form: HTMLFormElement, input: HTMLInputElement) => void) {
  const app = (store: ReturnType<typeof makeStore>) => (
    <RecipeProvider store={store} hydrating>
      <App demoMode={false} />
    </RecipeProvider>
  );
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(app(makeStore(undefined, fakeDeps(answering('')))));
  const input = container.querySelector<HTMLInputElement>('#ingredient-input')!;
  doEarly(input.form!, input);
  const store = makeStore(undefined, fakeDeps(answering('')));
  const root = await act(async () => hydrateRoot(container, app(store)));
  return { store, input, unmount: () => act(async () => root.unmount()) };
}

describe('what the cook did before the scripts ran', () => {
  it('keeps the text typed into the prerendered input', async () => {
    const { store, unmount } = await hydrateAfter((_, input) => {
      input.value = 'salt';
    });
    expect(selectDraft(store.getState())).toBe('salt');
    expect(selectIngredients(store.getState())).toEqual([]);
    await unmount();
  });

  it('adds it when Add was pressed too (the page held that submit back)', async () => {
    // The page's inline script marks the held-back submit on the form, an attribute React did not render: React's
    // development build says so once (the production build is silent), and the form then takes the mark away.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { store, input, unmount } = await hydrateAfter((form, early) => {
      early.value = 'salt';
      form.dataset.pendingSubmit = 'true';
    });
    expect(consoleError.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringContaining("attributes of the server rendered HTML didn't match the client properties"),
    ]);
    consoleError.mockRestore();
    expect(selectIngredients(store.getState())).toEqual(['salt']);
    expect(input.form?.dataset.pendingSubmit).toBeUndefined();
    expect(input.value).toBe('');
    await unmount();
  });
});
