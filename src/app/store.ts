import { configureStore, type Middleware, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { savePreferences } from '../features/preferences/preferencesStorage';
import { selectTheme, themeToggled } from '../features/theme/themeSlice';
import { saveTheme } from '../features/theme/themeStorage';
import type { RecipeStorageDeps } from '../features/myRecipes/recipeStorage';
import { huggingFaceDeps, type ModelDeps } from '../model/modelDeps';
import { buildModelSettings } from '../model/buildModelSettings';
import { rootReducer } from './rootReducer';

export type RootState = ReturnType<typeof rootReducer>;

const saveThemeOnToggle: Middleware<object, RootState> = (api) => (next) => (action) => {
  const result = next(action);
  if (themeToggled.match(action)) saveTheme(selectTheme(api.getState()));
  return result;
};

const savePreferencesOnChange: Middleware<object, RootState> = (api) => (next) => (action) => {
  const before = api.getState().preferences;
  const result = next(action);
  const after = api.getState().preferences;
  // Not when the slice first arrives (undefined before): that is the saved value, read back.
  if (before && after && after !== before && !savePreferences(after)) {
    console.warn('Preferences cannot be saved in this browser; they apply until the page is closed.');
  }
  return result;
};

/** What the thunks reach the outside world through: the model, and (optionally) the recipes database. */
export type AppDeps = ModelDeps & RecipeStorageDeps;

export function makeStore(preloadedState?: Partial<RootState>, deps: AppDeps = huggingFaceDeps(buildModelSettings())) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    devTools: process.env.NODE_ENV !== 'production',
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: deps } }).concat(saveThemeOnToggle, savePreferencesOnChange),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk = ThunkAction<void, RootState, AppDeps, UnknownAction>;
