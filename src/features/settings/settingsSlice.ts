import { createSlice } from '@reduxjs/toolkit';
import { readUserToken } from './userToken';

export interface SettingsState {
  /** Whether the cook has given their own token; the token itself never enters the store (or DevTools). */
  hasUserToken: boolean;
  /** False when the browser would not store it, so it lasts only for this visit. */
  userTokenRemembered: boolean;
}

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: (): SettingsState => ({ hasUserToken: readUserToken() !== '', userTokenRemembered: true }),
  reducers: {
    userTokenSaved: (state, action: { payload: { remembered: boolean } }) => {
      state.hasUserToken = true;
      state.userTokenRemembered = action.payload.remembered;
    },
    userTokenForgotten: (state) => {
      state.hasUserToken = false;
      state.userTokenRemembered = true;
    },
  },
  selectors: {
    selectHasUserToken: (state) => state.hasUserToken,
    selectUserTokenRemembered: (state) => state.userTokenRemembered,
  },
});

export const { userTokenSaved, userTokenForgotten } = settingsSlice.actions;
export const { selectHasUserToken, selectUserTokenRemembered } = settingsSlice.selectors;
