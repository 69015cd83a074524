import { combineReducers, configureStore, type Middleware, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { ingredientsSlice } from '../features/ingredients/ingredientsSlice';
import { recipeSlice } from '../features/recipe/recipeSlice';
import { settingsSlice } from '../features/settings/settingsSlice';
import { selectTheme, themeSlice, themeToggled } from '../features/theme/themeSlice';
import { saveTheme } from '../features/theme/themeStorage';
import { huggingFaceDeps, type ModelDeps } from '../model/modelDeps';
import { buildModelSettings } from '../model/buildModelSettings';

const rootReducer = combineReducers({
  [ingredientsSlice.reducerPath]: ingredientsSlice.reducer,
  [recipeSlice.reducerPath]: recipeSlice.reducer,
  [themeSlice.reducerPath]: themeSlice.reducer,
  [settingsSlice.reducerPath]: settingsSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

const saveThemeOnToggle: Middleware<object, RootState> = (api) => (next) => (action) => {
  const result = next(action);
  if (themeToggled.match(action)) saveTheme(selectTheme(api.getState()));
  return result;
};

export function makeStore(preloadedState?: Partial<RootState>, deps: ModelDeps = huggingFaceDeps(buildModelSettings())) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    devTools: process.env.NODE_ENV !== 'production',
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: deps } }).concat(saveThemeOnToggle),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk = ThunkAction<void, RootState, ModelDeps, UnknownAction>;
