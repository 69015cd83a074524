import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecipeProvider } from '../../app/RecipeProvider';
import { makeStore } from '../../app/store';
import { cookModeOpened } from '../cook/cookSlice';
import { newVersionWaiting } from './appUpdateSlice';
import { loadNewVersion, registerServiceWorker } from './serviceWorkerRegistration';
import { UpdateLine } from './UpdateLine';
import { pageDeps } from '../../page/whatLoadsWhen';

const NEW_VERSION_LINE = 'A new version of Personal AI Chef is ready.';

jest.mock('./serviceWorkerRegistration', () => ({
  registerServiceWorker: jest.fn(),
  loadNewVersion: jest.fn(() => Promise.resolve()),
}));

function renderUpdateLine() {
  const store = makeStore(undefined, pageDeps());
  render(
    <RecipeProvider store={store}>
      <UpdateLine />
    </RecipeProvider>,
  );
  return store;
}

afterEach(() => jest.clearAllMocks());

it('registers the service worker, telling the store when a new version waits', () => {
  const store = renderUpdateLine();
  expect(registerServiceWorker).toHaveBeenCalled();
  const onNewVersion = jest.mocked(registerServiceWorker).mock.calls[0]![0];
  act(() => onNewVersion());
  expect(store.getState().appUpdate?.waiting).toBe(true);
});

it('says nothing while no new version waits', () => {
  renderUpdateLine();
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

it('says in one line that a new version is ready, with Reload, in a live region', async () => {
  const store = renderUpdateLine();
  act(() => {
    store.dispatch(newVersionWaiting());
  });
  expect(await screen.findByRole('status')).toHaveTextContent(NEW_VERSION_LINE);
  expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled();
});

it('loads the new version when the cook chooses Reload, and says it is reloading', async () => {
  const store = renderUpdateLine();
  act(() => {
    store.dispatch(newVersionWaiting());
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Reload' }));
  expect(loadNewVersion).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Reloading…' })).toBeDisabled();
});

it('keeps the line back while cook mode is open', () => {
  const store = renderUpdateLine();
  act(() => {
    store.dispatch(cookModeOpened());
    store.dispatch(newVersionWaiting());
  });
  expect(screen.queryByText(NEW_VERSION_LINE)).not.toBeInTheDocument();
});
