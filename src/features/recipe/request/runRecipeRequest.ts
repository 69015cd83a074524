import { SHOULD_AUTOBATCH, type GetThunkAPI } from '@reduxjs/toolkit';
import type { AppThunkConfig } from '../../../app/withTypes';
import { askUnderDeadline } from '../../../modelConnection/askUnderDeadline';
import { yieldToBrowser } from '../../../lib/yieldToBrowser';
import { selectIngredients } from '../../ingredients/ingredientsSlice';
import { selectPreferences } from '../../preferences/preferencesSlice';
import type { Preferences } from '../../../core/preferences/preferencesTypes';
import type { RequestFailure } from '../../../core/modelRequest/recipeFailure';
import type { RecipePreview } from '../../../core/recipe/recipeTypes';
import type { RecipeChange } from '../../../core/steering/recipeChange';
import type { RecipeIdea } from '../../../core/steering/recipeIdea';
import type { RecipeAsk } from '../../../core/modelRequest/recipeModel';
import { steeringIngredients } from '../../../core/steering/steeringIngredients';
import { recipeConflict } from '../../../core/food/recipeConflict';
import { arrivedRecipeKept } from './arrivedRecipeKept';
import { logNotARecipe, logRequestError, logWithheld, logWithheldWhileStreaming } from './failureLog';
import { readReply } from './readReply';
import { replyFailure } from './recipeReply';
import { selectLanguage } from '../../language/languageSlice';
import type { RecipeLanguage } from '../../../core/language/recipeLanguages';

// Loaded on demand (with the model client) by the requestRecipe thunk: none of this is needed to show the page.
// What prefetchRecipeModel prepares once this chunk has arrived comes with it.
export { prepareRecipeSchema } from '../../../core/modelRequest/recipeRequestFor';
export { recipeCheckPreparations } from '../../../core/food/recipeConflict';

/** What a request asks for beyond the spec's recipe: a new version of the shown one, or an idea in full. */
export interface RecipeRequestArg {
  change?: RecipeChange;
  idea?: RecipeIdea;
}

/** What the request adds to the store's types (see app/withTypes): why it failed, and what it was asked with. */
export interface RecipeThunkConfig {
  rejectValue: RequestFailure;
  pendingMeta: { servings: number; [SHOULD_AUTOBATCH]: true };
  /** The preferences the recipe was checked against (RecipeState's checkedFor), and the language it was asked in. */
  fulfilledMeta: { checkedFor: Preferences; language: RecipeLanguage };
}

export type RequestRecipeApi = GetThunkAPI<AppThunkConfig & RecipeThunkConfig>;

/**
 * The requestRecipe thunk's work: ask, give up when the stream stalls (20 s without data) or as a last resort
 * (3 min in all), turn what went wrong into a RequestFailure, check the recipe against the cook's preferences,
 * and keep it.
 */
export async function runRecipeRequest(
  { getState, dispatch, extra, signal, requestId, rejectWithValue, fulfillWithValue }: RequestRecipeApi,
  /** Shows a checked preview of the streamed reply (the thunk dispatches it as `recipe/previewed`). */
  previewed: (preview: RecipePreview) => void,
  { change, idea }: RecipeRequestArg = {},
) {
  // As they were when the cook asked: the reply is checked against the same ones the model was told, and the
  // recipe is kept with them.
  const preferences = selectPreferences(getState());
  // A change is made to the recipe on the card; the spec's request is made of the list alone.
  const shown = getState().recipe?.recipe ?? null;
  const listed = selectIngredients(getState());
  const ingredients = change || idea ? steeringIngredients(listed, shown) : listed;
  const language = selectLanguage(getState());
  const ask: RecipeAsk = {
    ingredients,
    preferences,
    ...(language !== 'en' && { language }),
    ...(change && shown && { change: { base: shown, change } }),
    ...(idea && { idea }),
  };
  const asked = await askUnderDeadline(extra, signal, ({ model, signal: deadline, alive }) =>
    readReply(model, ask, { signal: deadline, onData: alive, onPreview: previewed }),
  );
  if (!asked.ok) {
    logRequestError(asked.failure, asked.error);
    return rejectWithValue(asked.failure);
  }
  const reply = asked.value;
  if (reply.withheld) {
    logWithheldWhileStreaming(reply.withheld);
    return rejectWithValue({ kind: 'withheld', conflict: reply.withheld });
  }
  if (!reply.parsed.ok) {
    logNotARecipe({ ...reply, parsed: reply.parsed });
    return rejectWithValue(replyFailure(reply));
  }
  const { recipe } = reply.parsed;
  const conflict = recipeConflict(recipe, preferences);
  if (conflict) {
    logWithheld(conflict, recipe);
    return rejectWithValue({ kind: 'withheld', conflict });
  }
  // Reading and checking the reply was one task; showing the recipe (a store update, rendered at once) is another.
  await yieldToBrowser();
  // The database write does not hold the recipe back.
  void dispatch(arrivedRecipeKept(requestId, recipe, { ingredients, preferences }, language));
  return fulfillWithValue(recipe, { checkedFor: preferences, language });
}
