import { createAction } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '../../app/withTypes';
import type { RequestFailure } from '../../core/modelRequest/recipeFailure';
import { ideasSoFar, type RecipeIdea } from '../../core/steering/recipeIdea';
import { steeringIngredients } from '../../core/steering/steeringIngredients';
import { askUnderDeadline } from '../../modelConnection/askUnderDeadline';
import { browserIsOffline } from '../../lib/browserIsOffline';
import { selectIngredients } from '../ingredients/ingredientsSlice';
import { selectPreferences } from '../preferences/preferencesSlice';
import { selectRecipe } from '../recipe/recipeSlice';
import { selectLanguage } from '../language/languageSlice';

/** More of the ideas have arrived; `requestId` ties them to the request still running. */
export const ideasPreviewed = createAction<{ requestId: string; ideas: RecipeIdea[] }>('steering/ideasPreviewed');

/**
 * Asks for three short ideas from the same ingredients and preferences, other than every recipe shown this visit;
 * each is shown as soon as it has arrived whole. Fails as a recipe request fails (offline, busy, stalled…), and
 * as unreadable when the reply held no idea.
 */
export const requestIdeas = createAppAsyncThunk<RecipeIdea[], void, { rejectValue: RequestFailure }>(
  'steering/ideasRequested',
  async (_, { getState, dispatch, extra, signal, requestId, rejectWithValue }) => {
    if (browserIsOffline()) return rejectWithValue({ kind: 'offline' });
    const state = getState();
    // The card's recipe too: it may have arrived before this code, and so before the names were kept.
    const onCard = selectRecipe(state);
    const shownNames = [...new Set([...(state.steering?.shownNames ?? []), ...(onCard ? [onCard.name] : [])])];
    const language = selectLanguage(state);
    const ask = {
      ingredients: steeringIngredients(selectIngredients(state), onCard),
      preferences: selectPreferences(state),
      shownNames,
      ...(language !== 'en' && { language }),
    };
    let text = '';
    let previewedCount = 0;
    const asked = await askUnderDeadline(extra, signal, async ({ model, signal: deadline, alive }) => {
      for await (const piece of model.askForIdeas(ask, { signal: deadline })) {
        alive();
        if (!piece.text) continue;
        text += piece.text;
        const ideas = ideasSoFar(text, shownNames);
        if (ideas.length > previewedCount) {
          previewedCount = ideas.length;
          dispatch(ideasPreviewed({ requestId, ideas }));
        }
      }
    });
    if (!asked.ok) return rejectWithValue(asked.failure);
    const ideas = ideasSoFar(text, shownNames);
    return ideas.length > 0 ? ideas : rejectWithValue({ kind: 'unreadable' });
  },
  { condition: (_, { getState }) => getState().steering?.ideas.requestId == null },
);
