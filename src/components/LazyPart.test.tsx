import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecipeProvider } from '../app/RecipeProvider';
import { useAppSelector } from '../app/withTypes';
import { makeStore } from '../app/store';
import { lazyComponent } from './lazyComponent';
import { LazyPart } from './LazyPart';
import { selectIngredients } from '../features/ingredients/ingredientsSlice';
import { answering, fakeDeps } from '../../__tests__/support/fakeChatClient';
import { stateWith } from '../../__tests__/support/renderApp';

function Ingredients() {
  return (
    <ul>
      {useAppSelector(selectIngredients).map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/recipeArea.js');

/** A part whose download fails `failures` times, then succeeds; `downloads` counts the attempts. */
function flakyPart(failures: number) {
  const attempts = { downloads: 0 };
  const Part = lazyComponent(async () => {
    attempts.downloads += 1;
    if (attempts.downloads <= failures) throw chunkError();
    return Ingredients;
  });
  return { Part, attempts };
}

/** Rendered in an awaited act, so React waits for the part's download (and its failure) before the test looks. */
async function renderPart(Part: ReturnType<typeof flakyPart>['Part']) {
  const store = makeStore(stateWith(['salt', 'pepper']), fakeDeps(answering('')));
  await act(async () => {
    render(
      <RecipeProvider store={store}>
        <p>Already on screen</p>
        <LazyPart couldNotLoad="parts.recipeArea" retry={Part.retry}>
          <Part />
        </LazyPart>
      </RecipeProvider>,
    );
  });
  return { store, user: userEvent.setup() };
}

/** Retry, in an awaited act: the new download is waited for like the first. */
const retry = (user: ReturnType<typeof userEvent.setup>) =>
  act(async () => user.click(screen.getByRole('button', { name: 'Retry' })));

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe('a part of the page whose code cannot be downloaded', () => {
  it('says so in one line with Retry, and leaves the rest of the page and the store as they were', async () => {
    const { Part } = flakyPart(1);
    const { store } = await renderPart(Part);
    expect(screen.getByRole('alert')).toHaveTextContent('The recipe panel could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText('Already on screen')).toBeInTheDocument();
    expect(selectIngredients(store.getState())).toEqual(['salt', 'pepper']);
    expect(consoleError).toHaveBeenCalledWith(
      'A part of the page could not be loaded (parts.recipeArea):',
      expect.any(TypeError),
      expect.any(String),
    );
  });

  it('downloads it again on Retry and shows it', async () => {
    const { Part, attempts } = flakyPart(1);
    const { user } = await renderPart(Part);
    await retry(user);
    expect(screen.getByText('pepper')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(attempts.downloads).toBe(2);
  });

  it('on Retry while a download started offline is still under way, waits for it, then downloads again', async () => {
    // The first download fails; a prefetch starts a second while the network is still down, which fails only
    // after the cook has tapped Retry; the third, the Retry's own, works.
    let failSecond: (error: unknown) => void = () => undefined;
    const attempts = { downloads: 0 };
    const Part = lazyComponent(async () => {
      attempts.downloads += 1;
      if (attempts.downloads === 1) throw chunkError();
      if (attempts.downloads === 2)
        return new Promise<never>((_, reject) => {
          failSecond = reject;
        });
      return Ingredients;
    });
    const { user } = await renderPart(Part);
    void Part.load().catch(() => undefined);
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      failSecond(chunkError());
    });
    expect(screen.getByText('pepper')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(attempts.downloads).toBe(3);
  });

  it('suggests reloading once a Retry has failed too', async () => {
    const { Part } = flakyPart(2);
    const { user } = await renderPart(Part);
    expect(screen.getByRole('alert')).not.toHaveTextContent(/reload/);
    await retry(user);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The recipe panel could not be loaded. If this keeps happening, reload the page: the app may have been updated.',
    );
  });
});

describe('a part whose code was downloaded ahead of need', () => {
  /** Rendered outside an awaited act: a part that suspends shows its fallback here, however briefly. */
  function renderWithFallback(Part: ReturnType<typeof flakyPart>['Part']) {
    const store = makeStore(stateWith(['salt', 'pepper']), fakeDeps(answering('')));
    render(
      <RecipeProvider store={store}>
        <LazyPart couldNotLoad="parts.recipeArea" retry={Part.retry} fallback={<p>Loading the list</p>}>
          <Part />
        </LazyPart>
      </RecipeProvider>,
    );
  }

  it('is shown in the same render that asks for it, never its fallback', async () => {
    const { Part } = flakyPart(0);
    await act(() => Part.load());
    renderWithFallback(Part);
    expect(screen.getByText('pepper')).toBeInTheDocument();
    expect(screen.queryByText('Loading the list')).not.toBeInTheDocument();
  });

  it('shows its fallback while its code is still downloading', () => {
    renderWithFallback(flakyPart(0).Part);
    expect(screen.getByText('Loading the list')).toBeInTheDocument();
  });
});
