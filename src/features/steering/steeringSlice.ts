import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';
import { keptRecipeOpened } from '../../recipe/keptRecipeOpened';
import { requestRecipe } from '../recipe/requestRecipe';
import { requestIdeas } from './requestIdeas';
import { changeRequested, ideasPreviewed, offlineAskRefused, versionShown } from './steeringActions';
import type { RecipeVersion, SteeringState } from './steeringState';

const initialState: SteeringState = {
  versions: [],
  shown: 0,
  askedOffline: false,
  changeFailure: null,
  shownNames: [],
  ideas: { list: [], requestId: null, failure: null },
};

const remembered = (state: SteeringState, name: string) => {
  if (!state.shownNames.includes(name)) state.shownNames.push(name);
};

const steeringSliceDefinition = createSlice({
  name: 'steering',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(requestRecipe.pending, (state) => {
        state.askedOffline = false;
        state.changeFailure = null;
      })
      .addCase(changeRequested, (state, action) => {
        const { from } = action.payload;
        // The card's recipe is the first version when none is known (it arrived before this code), or when it is
        // not the version shown (opened in another way since).
        if (state.versions[state.shown]?.keptId !== from.keptId || state.versions.length === 0) {
          state.versions = [from];
          state.shown = 0;
        }
      })
      .addCase(offlineAskRefused, (state) => {
        state.askedOffline = true;
      })
      .addCase(requestRecipe.fulfilled, (state, action) => {
        const change = action.meta.arg?.change ?? null;
        const version: RecipeVersion = {
          recipe: action.payload,
          keptId: action.meta.requestId,
          change,
          basedOn: change ? state.shown : null,
        };
        // A change is a new version of this recipe, kept beside the others; anything else (Get a recipe, an idea)
        // starts a new recipe.
        state.versions = change ? [...state.versions, version] : [version];
        state.shown = state.versions.length - 1;
        state.ideas = initialState.ideas;
        remembered(state, action.payload.name);
      })
      .addCase(requestRecipe.rejected, (state, action) => {
        const change = action.meta.arg?.change;
        if (change && !action.meta.aborted)
          state.changeFailure = { change, failure: action.payload ?? { kind: 'request-failed' } };
      })
      .addCase(keptRecipeOpened, (state, action) => {
        state.versions = [{ recipe: action.payload.recipe, keptId: action.payload.id, change: null, basedOn: null }];
        state.shown = 0;
        state.ideas = initialState.ideas;
        remembered(state, action.payload.recipe.name);
      })
      .addCase(versionShown, (state, action) => {
        if (action.payload.index < state.versions.length) state.shown = action.payload.index;
        state.changeFailure = null;
      })
      .addCase(requestIdeas.pending, (state, action) => {
        state.askedOffline = false;
        state.ideas = { list: [], requestId: action.meta.requestId, failure: null };
      })
      .addCase(ideasPreviewed, (state, action) => {
        if (state.ideas.requestId === action.payload.requestId) state.ideas.list = action.payload.ideas;
      })
      .addCase(requestIdeas.fulfilled, (state, action) => {
        if (state.ideas.requestId !== action.meta.requestId) return;
        state.ideas = { list: action.payload, requestId: null, failure: null };
      })
      .addCase(requestIdeas.rejected, (state, action) => {
        if (state.ideas.requestId !== action.meta.requestId) return;
        state.ideas.requestId = null;
        // Stopped: nothing to say.
        state.ideas.failure = action.meta.aborted ? null : (action.payload ?? { kind: 'request-failed' });
      });
  },
  selectors: {
    selectVersions: (state) => state.versions,
    selectShownVersionIndex: (state) => state.shown,
    selectAskedOffline: (state) => state.askedOffline,
    selectChangeFailure: (state) => state.changeFailure,
    selectIdeas: (state) => state.ideas,
  },
});

declare module '../../app/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof steeringSliceDefinition> {}
}

/** Injected when a shown recipe's steering controls load. */
export const steeringSlice = steeringSliceDefinition.injectInto(rootReducer);

export const { selectVersions, selectShownVersionIndex, selectAskedOffline, selectChangeFailure, selectIdeas } =
  steeringSlice.selectors;
