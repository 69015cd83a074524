import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { ingredientsSlice } from '../features/ingredients/ingredientsSlice';
import { recipeSlice } from '../features/recipe/recipeSlice';
import { selectTheme, themeSlice, themeToggled } from '../features/theme/themeSlice';
import { saveTheme } from '../features/theme/themeStorage';
import { huggingFaceDeps, type AppDeps } from './appDeps';
import { buildModelSettings } from './buildSettings';

const rootReducer = combineSlices(ingredientsSlice, recipeSlice, themeSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** Builds a store the same way for the app and for tests; `deps` carries the model client. */
export function makeStore(preloadedState?: Partial<RootState>, deps: AppDeps = huggingFaceDeps(buildModelSettings())) {
  const listeners = createListenerMiddleware<RootState>();
  listeners.startListening({
    actionCreator: themeToggled,
    effect: (_, api) => {
      saveTheme(selectTheme(api.getState()));
    },
  });

  return configureStore({
    reducer: rootReducer,
    preloadedState,
    devTools: process.env.NODE_ENV !== 'production',
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: deps } }).prepend(listeners.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
