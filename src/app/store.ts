import { configureStore, createListenerMiddleware, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { RecipeDatabaseDeps } from '../features/myRecipes/recipeConnection';
import type { PhotoDeps } from '../features/photo/readPhoto';
import { huggingFaceDeps, type ModelDeps } from '../modelConnection/modelDeps';
import { buildModelSettings } from '../modelConnection/buildModelSettings';
import { rootReducer } from './rootReducer';

export type RootState = ReturnType<typeof rootReducer>;

/** What the thunks reach the outside world through: the model, and (optionally) the recipes database and photos. */
export type AppDeps = ModelDeps & RecipeDatabaseDeps & PhotoDeps;

export function makeStore(preloadedState?: Partial<RootState>, deps: AppDeps = huggingFaceDeps(buildModelSettings())) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    devTools: process.env.NODE_ENV !== 'production',
    middleware: (getDefaultMiddleware) =>
      // Where the app's effects live (RTK's listener middleware), one per store: each listener is an addAppListener
      // action the code that makes the change dispatches (addAppListener.ts), so a store made for a test has only
      // the listeners its test adds. Before the serializability check, as RTK's docs place it: adding a listener
      // dispatches its effect function.
      getDefaultMiddleware({ thunk: { extraArgument: deps } }).prepend(createListenerMiddleware().middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<Returned = void> = ThunkAction<Returned, RootState, AppDeps, UnknownAction>;
