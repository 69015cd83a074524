import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';
import type { RootState } from '../../app/store';
import { selectCookModeOpen } from '../cook/cookSelectorsAlwaysLoaded';

export interface AppUpdateState {
  /** A newer version of the app has been installed by the service worker, and waits for the cook to load it. */
  waiting: boolean;
  /** The cook chose Reload: the new version is taking over, and the page loads it next. */
  reloading: boolean;
}

const initialState: AppUpdateState = { waiting: false, reloading: false };

const appUpdateSliceDefinition = createSlice({
  name: 'appUpdate',
  initialState,
  reducers: {
    newVersionWaiting(state) {
      state.waiting = true;
    },
    reloadChosen(state) {
      if (state.waiting) state.reloading = true;
    },
  },
});

declare module '../../app/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof appUpdateSliceDefinition> {}
}

/** Injected with the update line's code, which loads once the page is interactive. */
export const appUpdateSlice = appUpdateSliceDefinition.injectInto(rootReducer);

export const { newVersionWaiting, reloadChosen } = appUpdateSlice.actions;

/**
 * The update line shows while a new version waits, except in cook mode: the page never changes under a cook who
 * is following the steps, and the line is back as soon as cook mode closes.
 */
export const selectUpdateLineShown = (state: RootState): boolean =>
  state.appUpdate?.waiting === true && !selectCookModeOpen(state);

export const selectReloading = (state: RootState): boolean => state.appUpdate?.reloading === true;
