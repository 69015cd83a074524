import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';
import type { IngredientRule } from '../../core/ingredients/ingredientRules';
import { SURE_ENOUGH } from '../../core/photo/foodsSeen';
import { foodsFromPhotoAdded } from '../ingredients/ingredientsSlice';
import { readPhoto, type PhotoFailure } from './readPhoto';

/** A food the model saw, as the cook confirms it: ticked or not, its name as they corrected it. */
export interface SeenFood {
  id: number;
  name: string;
  ticked: boolean;
  /** The model was not sure it is there (so it was offered unticked). */
  unsure: boolean;
  /** Why the list turned it away when the cook added it (the rule a typed ingredient meets); null until then. */
  refusedFor: IngredientRule | null;
}

/** Where a photo is: none open, being read (shrunk and sent), its foods waiting to be confirmed, or failed. */
export type PhotoPhase = 'closed' | 'reading' | 'confirming' | 'failed';

export interface PhotoState {
  phase: PhotoPhase;
  foods: SeenFood[];
  /** The demo chef's sample shelf rather than what a model saw. */
  sample: boolean;
  failure: PhotoFailure | null;
  /** The running read; a result of an older one is ignored. */
  requestId: string | null;
  /** How many foods the cook's last tap on Add put in the list, said once the foods are closed. */
  lastAdded: number;
}

const initialState: PhotoState = {
  phase: 'closed',
  foods: [],
  sample: false,
  failure: null,
  requestId: null,
  lastAdded: 0,
};

const photoSliceDefinition = createSlice({
  name: 'photo',
  initialState,
  reducers: {
    seenFoodTicked(state, action: PayloadAction<{ id: number; ticked: boolean }>) {
      const food = state.foods.find(({ id }) => id === action.payload.id);
      if (food) food.ticked = action.payload.ticked;
    },
    /** The cook corrected a name: its refusal no longer holds, and a food named is one they mean to add. */
    seenFoodRenamed(state, action: PayloadAction<{ id: number; name: string }>) {
      const food = state.foods.find(({ id }) => id === action.payload.id);
      if (!food) return;
      food.name = action.payload.name;
      food.refusedFor = null;
    },
    /** Cancel or Dismiss: the foods (or the failure) go, and nothing is added. */
    photoDismissed(state) {
      Object.assign(state, { ...initialState, lastAdded: state.lastAdded });
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(readPhoto.pending, (state, action) => {
        Object.assign(state, { ...initialState, phase: 'reading', requestId: action.meta.requestId });
      })
      .addCase(readPhoto.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        state.phase = 'confirming';
        state.requestId = null;
        state.sample = action.payload.sample === true;
        state.foods = action.payload.foods.map(({ name, sure }, id) => ({
          id,
          name,
          ticked: sure >= SURE_ENOUGH,
          unsure: sure < SURE_ENOUGH,
          refusedFor: null,
        }));
      })
      // A read the cook stopped (Cancel, another photo) is no longer the running one, so it says nothing.
      .addCase(readPhoto.rejected, (state, action) => {
        if (action.meta.requestId !== state.requestId) return;
        state.requestId = null;
        state.phase = 'failed';
        state.failure = action.payload ?? { kind: 'request-failed' };
      })
      .addCase(foodsFromPhotoAdded, (state, action) => {
        const { added, addedIds, refused } = action.payload;
        state.foods = state.foods.filter(({ id }) => !addedIds.includes(id));
        for (const { id, rule } of refused) {
          const food = state.foods.find((seen) => seen.id === id);
          if (food) food.refusedFor = rule;
        }
        state.lastAdded = added.length;
        // Everything the cook meant to add is in: the foods close. A refusal keeps them open, with its words.
        if (refused.length === 0) Object.assign(state, { ...initialState, lastAdded: added.length });
      });
  },
  selectors: {
    selectPhotoPhase: (state) => state.phase,
    selectSeenFoods: (state) => state.foods,
    selectPhotoIsSample: (state) => state.sample,
    selectPhotoFailure: (state) => state.failure,
    selectLastAdded: (state) => state.lastAdded,
    selectTickedFoods: (state) => state.foods.filter(({ ticked }) => ticked),
  },
});

declare module '../../app/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof photoSliceDefinition> {}
}

/** Injected when the photo button's code loads. */
export const photoSlice = photoSliceDefinition.injectInto(rootReducer);

export const { seenFoodTicked, seenFoodRenamed, photoDismissed } = photoSlice.actions;
export const {
  selectPhotoPhase,
  selectSeenFoods,
  selectPhotoIsSample,
  selectPhotoFailure,
  selectLastAdded,
  selectTickedFoods,
} = photoSlice.selectors;
