import { createAction, createSlice, prepareAutoBatched, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';
import type { RequestFailure } from '../../core/modelRequest/recipeFailure';
import type { Recipe } from '../../core/recipe/recipeTypes';
import type { RecipeChange } from '../../core/steering/recipeChange';
import type { RecipeIdea } from '../../core/steering/recipeIdea';
import { keptRecipeOpened, versionShown } from '../recipe/recipeSlice';
import { requestRecipe } from '../recipe/requestRecipe';
import { ideasPreviewed, requestIdeas } from './requestIdeas';

/** One version of the recipe on the card: the first as it arrived, then each change the cook asked for. */
export interface RecipeVersion {
  recipe: Recipe;
  /** Where it is kept in My recipes (each version arrives as a recipe does). */
  keptId: string | null;
  /** The change that made it, and the version it was made from; null for the first. */
  change: RecipeChange | null;
  basedOn: number | null;
}

export interface SteeringState {
  /** Every version of this visit's recipe, oldest first, until the cook asks for a new recipe. */
  versions: RecipeVersion[];
  /** The version on the card. */
  shown: number;
  /** The last change was tapped with no network. */
  askedOffline: boolean;
  /** A change that brought no new version, and why (withheld, busy…): the card keeps its recipe. */
  changeFailure: { change: RecipeChange; failure: RequestFailure } | null;
  /** Every recipe name shown this visit: other ideas are other than these. */
  shownNames: string[];
  ideas: {
    list: RecipeIdea[];
    /** The running ideas request; results of an older one are ignored. */
    requestId: string | null;
    failure: RequestFailure | null;
  };
}

/**
 * The cook asked for a change to the recipe on the card, `from` (the request follows as `recipe/requested`). The
 * card's recipe comes with it: the first version, when it arrived before the steering code did. Rendered in the
 * next frame with the request's pending action (RTK's autoBatch), so that the request leaves before the render.
 */
export const changeRequested = createAction(
  'steering/changeRequested',
  prepareAutoBatched<{ change: RecipeChange; from: RecipeVersion }>(),
);
/** The cook chose one of the other ideas, to have it in full (the request follows as `recipe/requested`, batched). */
export const ideaChosen = createAction('steering/ideaChosen', prepareAutoBatched<RecipeIdea>());
/** The cook tapped a change or an idea with no network: said at once, and nothing is asked. */
export const offlineAskRefused = createAction('steering/offlineAskRefused');

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
