import { configureStore, type Middleware, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import {
  PREFERENCES_STORAGE_KEY,
  preferencesChangedElsewhere,
} from '../features/preferences/preferencesChangedElsewhere';
import { selectTheme, themeToggled } from '../features/theme/themeSlice';
import { saveTheme } from '../features/theme/themeStorage';
import type { RecipeDatabaseDeps } from '../features/myRecipes/recipeConnection';
import { huggingFaceDeps, type ModelDeps } from '../model/modelDeps';
import { buildModelSettings } from '../model/buildModelSettings';
import { featureMiddleware } from './featureMiddleware';
import { rootReducer } from './rootReducer';

export type RootState = ReturnType<typeof rootReducer>;

const saveThemeOnToggle: Middleware<object, RootState> = (api) => (next) => (action) => {
  const result = next(action);
  if (themeToggled.match(action)) saveTheme(selectTheme(api.getState()));
  return result;
};

/** Preferences saved in another tab reach this one at once: one truth for every tab of the app. */
function followOtherTabs(dispatch: (action: ReturnType<typeof preferencesChangedElsewhere>) => unknown) {
  if (typeof window === 'undefined') return;
  window.addEventListener('storage', (event) => {
    if (event.key === PREFERENCES_STORAGE_KEY && event.newValue !== null)
      dispatch(preferencesChangedElsewhere(event.newValue));
  });
}

/** What the thunks reach the outside world through: the model, and (optionally) the recipes database. */
export type AppDeps = ModelDeps & RecipeDatabaseDeps;

export function makeStore(preloadedState?: Partial<RootState>, deps: AppDeps = huggingFaceDeps(buildModelSettings())) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    devTools: process.env.NODE_ENV !== 'production',
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: deps },
      }).concat(saveThemeOnToggle, featureMiddleware.middleware),
  });
  followOtherTabs(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<Returned = void> = ThunkAction<Returned, RootState, AppDeps, UnknownAction>;
