import { configureStore, createListenerMiddleware, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { NonFoodDeps } from '../features/ingredients/loadAllNonFoods';
import type { LanguageDeps } from '../features/language/speakLanguage';
import type { RecipeDatabaseDeps } from '../features/myRecipes/recipeConnection';
import type { NutritionDeps } from '../features/nutrition/nutritionOnDemand';
import type { PhotoDeps } from '../features/photo/readPhoto';
import type { RecipeRequestDeps } from '../features/recipe/requestRecipe';
import type { SignInDeps } from '../features/signIn/signInThunks';
import type { ModelDeps } from '../modelConnection/modelDeps';
import { rootReducer } from './rootReducer';

export type RootState = ReturnType<typeof rootReducer>;

/**
 * What the thunks reach the outside world through: the model, the recipes database, photos, and the code each
 * feature downloads on demand. The page passes its own (page/whatLoadsWhen.ts's pageDeps); tests pass theirs.
 */
export type AppDeps = ModelDeps &
  RecipeDatabaseDeps &
  PhotoDeps &
  RecipeRequestDeps &
  SignInDeps &
  NonFoodDeps &
  NutritionDeps &
  LanguageDeps;

export function makeStore(preloadedState: Partial<RootState> | undefined, deps: AppDeps) {
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
