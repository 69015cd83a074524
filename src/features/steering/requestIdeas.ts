import { createAsyncThunk } from '@reduxjs/toolkit';
import { ChatConnectionError } from '../../core/chat/chatClient';
import { rejectOnAbort, requestDeadline, STALL_TIMEOUT_MS, TOTAL_TIMEOUT_MS } from '../../core/chat/requestTimeout';
import { classifyRequestError } from '../../core/request/classifyRequestError';
import type { Preferences } from '../../core/preferences/preferencesTypes';
import type { RequestFailure } from '../../core/request/recipeFailure';
import { ideasSoFar, type RecipeIdea } from '../../core/steering/recipeIdea';
import { steeringIngredients } from '../../core/steering/steeringIngredients';
import type { ModelDeps } from '../../model/modelDeps';
import { browserIsOffline } from '../../lib/browserIsOffline';
import { builtEndpointUrl } from '../../model/requestSettings';
import { selectIngredients, type IngredientsState } from '../ingredients/ingredientsSlice';
import { selectPreferences } from '../preferences/preferencesSlice';
import { selectRecipe } from '../recipe/recipeSlice';
import type { RecipeState } from '../recipe/recipeState';
import { ideasPreviewed } from './steeringActions';
import type { SteeringState } from './steeringState';

interface IdeasRequestState {
  ingredients: IngredientsState;
  recipe?: RecipeState;
  preferences?: Preferences;
  steering?: SteeringState;
}

export interface IdeasThunkConfig {
  state: IdeasRequestState;
  extra: ModelDeps;
  rejectValue: RequestFailure;
}

/**
 * Asks for three short ideas from the same ingredients and preferences, other than every recipe shown this visit;
 * each is shown as soon as it has arrived whole. Fails as a recipe request fails (offline, busy, stalled…), and
 * as unreadable when the reply held no idea.
 */
export const requestIdeas = createAsyncThunk.withTypes<IdeasThunkConfig>()<RecipeIdea[], void>(
  'steering/ideasRequested',
  async (_, { getState, dispatch, extra, signal, requestId, rejectWithValue }) => {
    if (browserIsOffline()) return rejectWithValue({ kind: 'offline' });
    const state = getState();
    // The card's recipe too: it may have arrived before this code, and so before the names were kept.
    const onCard = selectRecipe(state);
    const shownNames = [...new Set([...(state.steering?.shownNames ?? []), ...(onCard ? [onCard.name] : [])])];
    const ask = {
      ingredients: steeringIngredients(selectIngredients(state), onCard),
      preferences: selectPreferences(state),
      shownNames,
    };
    const deadline = requestDeadline(signal, {
      totalMs: extra.timeoutMs ?? TOTAL_TIMEOUT_MS,
      stallMs: extra.stallTimeoutMs ?? STALL_TIMEOUT_MS,
    });
    let text = '';
    let previewedCount = 0;
    const reading = (async () => {
      const model = await extra.loadRecipeModel().catch((error: unknown) => {
        throw new ChatConnectionError(error);
      });
      for await (const piece of model.askForIdeas(ask, { signal: deadline.signal })) {
        deadline.alive();
        if (!piece.text) continue;
        text += piece.text;
        const ideas = ideasSoFar(text, shownNames);
        if (ideas.length > previewedCount) {
          previewedCount = ideas.length;
          dispatch(ideasPreviewed({ requestId, ideas }));
        }
      }
    })();
    try {
      await Promise.race([reading, rejectOnAbort(deadline.signal)]);
    } catch (error) {
      if (signal.aborted) throw error;
      return rejectWithValue(
        classifyRequestError(deadline.signal.aborted ? deadline.signal.reason : error, {
          online: typeof navigator === 'undefined' || navigator.onLine,
          endpointUrl: extra.endpointUrl ?? builtEndpointUrl(),
        }),
      );
    } finally {
      deadline.dispose();
    }
    const ideas = ideasSoFar(text, shownNames);
    return ideas.length > 0 ? ideas : rejectWithValue({ kind: 'unreadable' });
  },
  { condition: (_, { getState }) => getState().steering?.ideas.requestId == null },
);
