import { createSlice, original, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import type { TermList } from '../../core/food/findTerm';
import { EVERYDAY_NON_FOODS } from '../../core/food/nonFoods';
import {
  ingredientsMissingForRecipe,
  lengthOverLimit,
  MIN_INGREDIENTS_FOR_RECIPE,
  validateIngredient,
  type IngredientRule,
} from '../../core/ingredients/ingredientRules';
import type { FoodsJoining } from '../../core/photo/foodsJoiningList';

export interface IngredientWarning {
  rule: IngredientRule;
}

export interface IngredientsState {
  items: string[];
  /** What is typed in the input, so Clear All and the limit warning can empty it. */
  draft: string;
  /** A fresh object per rejected add, so a repeated mistake restarts its timer. */
  warning: IngredientWarning | null;
  /**
   * The non-foods the list refuses: the everyday names from the first screen, the whole list once it has arrived
   * (loadAllNonFoods), so what the list accepts depends only on its state and the events it has heard.
   */
  nonFoods: TermList;
}

const initialState: IngredientsState = { items: [], draft: '', warning: null, nonFoods: EVERYDAY_NON_FOODS };

/**
 * The list's non-foods as the object itself, not Immer's draft of it: findTerm compiles each list once, keyed by
 * the object (a draft is a new proxy each time, so every Add would compile about 500 names again).
 */
const nonFoodsOf = (state: Draft<IngredientsState>): TermList => original(state).nonFoods;

/** The one way a food joins the list, typed or from a photo: by the spec's rules; the verdict says whether it did. */
function admit(state: Draft<IngredientsState>, name: string) {
  const verdict = validateIngredient(name, state.items, nonFoodsOf(state));
  if (verdict.ok) state.items.push(verdict.ingredient);
  return verdict;
}

export const ingredientsSlice = createSlice({
  name: 'ingredients',
  initialState,
  reducers: {
    /** Typing again answers a warning, so it goes; but the limit's, which empties the input when its second is up. */
    draftChanged(state, action: PayloadAction<string>) {
      if (action.payload !== state.draft && state.warning && state.warning.rule !== 'limit') state.warning = null;
      state.draft = action.payload;
    },
    /** The user asked to add what they typed; the spec's rules decide whether it joins the list. */
    ingredientAdded(state, action: PayloadAction<string>) {
      const verdict = admit(state, action.payload);
      if (!verdict.ok) {
        state.warning = { rule: verdict.rule };
        return;
      }
      state.draft = '';
      state.warning = null;
    },
    /**
     * The cook added the foods their photo showed (foodsJoiningList says which of them join): each still meets the
     * list's rules here, as a typed one does, so nothing joins the list that the form would refuse.
     */
    foodsFromPhotoAdded(state, action: PayloadAction<FoodsJoining>) {
      for (const name of action.payload.added) admit(state, name);
    },
    /** The whole list of non-foods arrived (after the first screen); from now on the list refuses all of them. */
    allNonFoodsLoaded(state, action: PayloadAction<TermList>) {
      state.nonFoods = action.payload as Draft<TermList>;
    },
    ingredientRemoved(state, action: PayloadAction<number>) {
      state.items.splice(action.payload, 1);
    },
    ingredientsCleared(state) {
      state.items = [];
      state.draft = '';
      state.warning = null;
    },
    warningExpired(state) {
      if (state.warning?.rule === 'limit') state.draft = '';
      state.warning = null;
    },
  },
  selectors: {
    selectIngredients: (state) => state.items,
    selectDraft: (state) => state.draft,
    selectWarning: (state) => state.warning,
    // One message at a time: a warning says it all until the cook types again.
    selectDraftLengthOverLimit: (state) => (state.warning ? null : lengthOverLimit(state.draft)),
    selectCanRequestRecipe: (state) => state.items.length >= MIN_INGREDIENTS_FOR_RECIPE,
    selectIngredientsMissingForRecipe: (state) => ingredientsMissingForRecipe(state.items.length),
  },
});

export const {
  draftChanged,
  ingredientAdded,
  foodsFromPhotoAdded,
  allNonFoodsLoaded,
  ingredientRemoved,
  ingredientsCleared,
  warningExpired,
} = ingredientsSlice.actions;
export const {
  selectIngredients,
  selectDraft,
  selectWarning,
  selectDraftLengthOverLimit,
  selectCanRequestRecipe,
  selectIngredientsMissingForRecipe,
} = ingredientsSlice.selectors;

/**
 * The non-foods the list refuses now, for a photo's foods, checked as a typed one is. Outside `selectors`, so the
 * first download, which never reads it, does not carry it.
 */
export const selectNonFoods = (state: { ingredients: IngredientsState }): TermList => state.ingredients.nonFoods;
