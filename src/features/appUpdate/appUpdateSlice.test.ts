/** @jest-environment jsdom */
import { makeStore } from '../../app/store';
import { cookModeClosed, cookModeOpened } from '../cook/cookSlice';
import { newVersionWaiting, reloadChosen, selectReloading, selectUpdateLineShown } from './appUpdateSlice';
import { pageDeps } from '../../page/whatLoadsWhen';

describe('the update line', () => {
  it('is not shown while no new version waits', () => {
    const store = makeStore(undefined, pageDeps());
    expect(selectUpdateLineShown(store.getState())).toBe(false);
  });

  it('shows once a new version waits', () => {
    const store = makeStore(undefined, pageDeps());
    store.dispatch(newVersionWaiting());
    expect(selectUpdateLineShown(store.getState())).toBe(true);
  });

  it('waits while cook mode is open, and shows again when it closes', () => {
    const store = makeStore(undefined, pageDeps());
    store.dispatch(cookModeOpened());
    store.dispatch(newVersionWaiting());
    expect(selectUpdateLineShown(store.getState())).toBe(false);
    store.dispatch(cookModeClosed());
    expect(selectUpdateLineShown(store.getState())).toBe(true);
  });

  it('is reloading once the cook chooses Reload', () => {
    const store = makeStore(undefined, pageDeps());
    store.dispatch(newVersionWaiting());
    store.dispatch(reloadChosen());
    expect(selectReloading(store.getState())).toBe(true);
  });

  it('does not reload when no new version waits', () => {
    const store = makeStore(undefined, pageDeps());
    store.dispatch(reloadChosen());
    expect(selectReloading(store.getState())).toBe(false);
  });
});
