import { browserIsOffline } from '../../lib/browserIsOffline';
import type { RecipeChange } from '../../core/steering/recipeChange';
import type { RecipeIdea } from '../../core/steering/recipeIdea';
import { selectKeptId, selectRecipe } from '../recipe/recipeSlice';
import { requestRecipe } from '../recipe/requestRecipe';
import type { AppThunk } from '../../app/store';
import { offlineAskRefused, changeRequested, ideaChosen } from './steeringSlice';

/** What requestRecipe's dispatch returns: a promise of its outcome, with abort(). */
type RecipeRequested = ReturnType<ReturnType<typeof requestRecipe>>;

/** The cook's tap on a change: said as the event it is, then asked for as a new version of the card's recipe. */
export const askForChange =
  (change: RecipeChange): AppThunk<RecipeRequested | undefined> =>
  (dispatch, getState) => {
    const [recipe, keptId] = [selectRecipe(getState()), selectKeptId(getState())];
    if (!recipe) return undefined;
    dispatch(changeRequested({ change, from: { recipe, keptId, change: null, basedOn: null } }));
    // Said at once, beside the card, which stays as it is (a failed request would take its place).
    if (browserIsOffline()) {
      dispatch(offlineAskRefused());
      return undefined;
    }
    return dispatch(requestRecipe({ change }));
  };

/** The cook's tap on an idea: said as the event it is, then asked for in full, as any new recipe. */
export const chooseIdea =
  (idea: RecipeIdea): AppThunk<RecipeRequested | undefined> =>
  (dispatch) => {
    dispatch(ideaChosen(idea));
    if (browserIsOffline()) {
      dispatch(offlineAskRefused());
      return undefined;
    }
    return dispatch(requestRecipe({ idea }));
  };
