import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';
import type { RecipeServiceMode } from '../../core/chat/recipeServiceMode';
import { readUserToken } from '../../modelConnection/userToken';

export interface SettingsState {
  /** Whether the cook has given their own token; the token itself never enters the store (or DevTools). */
  hasUserToken: boolean;
  /** False when the browser would not store it, so it lasts only for this visit. */
  userTokenRemembered: boolean;
  /** Whether the Chef settings dialog is open (from the header's key button or the demo notice). */
  dialogOpen: boolean;
  /** What the app's own server asks, once it has said (a build without a model asks it); null until then. */
  recipeServiceMode: RecipeServiceMode | null;
  /** Whether the server has been asked already: once per page, however often the page's effects run. */
  recipeServiceModeRequested: boolean;
}

/** Settings as a visitor without a token of their own first sees them (also what the build prerenders). */
export const SETTINGS_WITHOUT_TOKEN: SettingsState = {
  hasUserToken: false,
  userTokenRemembered: true,
  dialogOpen: false,
  recipeServiceMode: null,
  recipeServiceModeRequested: false,
};

const settingsSliceDefinition = createSlice({
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
    /** The page asked its own server which model it uses (once per page: see askRecipeServiceMode). */
    recipeServiceModeAsked: (state) => {
      state.recipeServiceModeRequested = true;
    },
    recipeServiceModeLearned: (state, action: PayloadAction<RecipeServiceMode | null>) => {
      state.recipeServiceMode = action.payload;
    },
    userTokenForgotten: (state) => {
      state.hasUserToken = false;
      state.userTokenRemembered = true;
    },
  },
  selectors: {
    /** Only when the server says it answers from the demo chef: a set-up server never asks cooks for a token. */
    selectRecipeServiceIsDemo: (state) => state.recipeServiceMode === 'demo',
    selectHasUserToken: (state) => state.hasUserToken,
    selectUserTokenRemembered: (state) => state.userTokenRemembered,
    selectModelSettingsOpen: (state) => state.dialogOpen,
    selectRecipeServiceModeRequested: (state) => state.recipeServiceModeRequested,
  },
});

declare module '../../app/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof settingsSliceDefinition> {}
}

/**
 * Injected when the code of a part that uses it arrives (the header's buttons, the demo notice): nothing on the
 * first screen reads it. Its selectors read the initial state until then.
 */
export const settingsSlice = settingsSliceDefinition.injectInto(rootReducer);

export const {
  modelSettingsOpened,
  modelSettingsClosed,
  userTokenSaved,
  userTokenForgotten,
  recipeServiceModeAsked,
  recipeServiceModeLearned,
} = settingsSlice.actions;
export const {
  selectHasUserToken,
  selectUserTokenRemembered,
  selectModelSettingsOpen,
  selectRecipeServiceIsDemo,
  selectRecipeServiceModeRequested,
} = settingsSlice.selectors;
