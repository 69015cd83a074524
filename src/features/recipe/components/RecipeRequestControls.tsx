import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/withTypes';
import { selectCanRequestRecipe } from '../../ingredients/ingredientsSlice';
import { selectKeptId, selectOpenedFromMyRecipes } from '../recipeSlice';
import { requestRecipe } from '../requestRecipe';

export interface RecipeRequestControls {
  /** Asks for a recipe (refused while one is running). */
  request: () => void;
  /** Stops the running request, if any, and puts the screen back as it was before it. */
  stop: () => void;
}

const RecipeRequestContext = createContext<RecipeRequestControls | null>(null);

/**
 * Holds the running request's promise so it can be aborted: by Stop, when the list drops below the
 * minimum (Clear All included), when the cook opens a recipe from My recipes instead, and when the app
 * unmounts, so nothing updates the store after that.
 */
export function RecipeRequestControlsProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const canRequest = useAppSelector(selectCanRequestRecipe);
  const keptId = useAppSelector(selectKeptId);
  const openedFromMyRecipes = useAppSelector(selectOpenedFromMyRecipes);
  const running = useRef<ReturnType<ReturnType<typeof requestRecipe>> | null>(null);

  const stop = useCallback(() => {
    running.current?.abort();
    running.current = null;
  }, []);

  const request = useCallback(() => {
    const promise = dispatch(requestRecipe());
    running.current = promise;
    void promise.then(() => {
      if (running.current === promise) running.current = null;
    });
  }, [dispatch]);

  useEffect(() => {
    if (!canRequest) stop();
  }, [canRequest, stop]);

  useEffect(() => {
    if (openedFromMyRecipes) stop();
  }, [openedFromMyRecipes, keptId, stop]);

  useEffect(() => stop, [stop]);

  const controls = useMemo(() => ({ request, stop }), [request, stop]);
  return <RecipeRequestContext value={controls}>{children}</RecipeRequestContext>;
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- a developer's error, not a cook's text
export const OUTSIDE_PROVIDER_MESSAGE = 'useRecipeControls must be used within a RecipeRequestControlsProvider';

/** Request and Stop, without subscribing to the recipe state (so streaming does not re-render the caller). */
export function useRecipeControls(): RecipeRequestControls {
  const controls = useContext(RecipeRequestContext);
  if (controls === null) throw new Error(OUTSIDE_PROVIDER_MESSAGE);
  return controls;
}
