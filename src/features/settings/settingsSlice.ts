import { createSlice } from '@reduxjs/toolkit';
import { readUserToken } from '../../model/userToken';

export interface SettingsState {
  /** Whether the cook has given their own token; the token itself never enters the store (or DevTools). */
  hasUserToken: boolean;
  /** False when the browser would not store it, so it lasts only for this visit. */
  userTokenRemembered: boolean;
  /** Whether the Chef settings dialog is open (from the header's key button or the demo notice). */
  dialogOpen: boolean;
}

/** Settings as a visitor without a token of their own first sees them (also what the build prerenders). */
export const SETTINGS_WITHOUT_TOKEN: SettingsState = {
  hasUserToken: false,
  userTokenRemembered: true,
  dialogOpen: false,
};

export const settingsSlice = createSlice({
  name: 'settings',
  initialState: (): SettingsState => ({ ...SETTINGS_WITHOUT_TOKEN, hasUserToken: readUserToken() !== '' }),
  reducers: {
    modelSettingsOpened: (state) => {
      state.dialogOpen = true;
    },
    modelSettingsClosed: (state) => {
      state.dialogOpen = false;
    },
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
    selectModelSettingsOpen: (state) => state.dialogOpen,
  },
});

export const { modelSettingsOpened, modelSettingsClosed, userTokenSaved, userTokenForgotten } = settingsSlice.actions;
export const { selectHasUserToken, selectUserTokenRemembered, selectModelSettingsOpen } = settingsSlice.selectors;
