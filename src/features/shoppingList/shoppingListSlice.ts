import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';
import type { RecipeOnTheList } from '../../core/shopping/shoppingList';
import { readSavedShoppingList, type ShoppingListState } from './shoppingListStorage';

const without = (keys: string[], key: string) => keys.filter((kept) => kept !== key);

/** Loaded with the card's "Add to shopping list" and with the list's panel, not with the first screen. */
const shoppingListSliceDefinition = createSlice({
  name: 'shoppingList',
  initialState: readSavedShoppingList,
  reducers: {
    /** A recipe put on the list; put on again (at other servings, say), it replaces itself. */
    recipeAddedToList(state, action: PayloadAction<RecipeOnTheList>) {
      const recipe = { ...action.payload, lines: [...action.payload.lines] };
      const at = state.recipes.findIndex((listed) => listed.id === recipe.id);
      if (at === -1) state.recipes.push(recipe);
      else state.recipes[at] = recipe;
    },
    /** A recipe taken off the list takes its amounts with it. */
    recipeTakenOffList(state, action: PayloadAction<string>) {
      state.recipes = state.recipes.filter((recipe) => recipe.id !== action.payload);
    },
    ownItemAdded(state, action: PayloadAction<string>) {
      const item = action.payload.trim();
      if (item && !state.ownItems.includes(item)) state.ownItems.push(item);
    },
    ownItemRemoved(state, action: PayloadAction<string>) {
      state.ownItems = without(state.ownItems, action.payload);
    },
    lineTicked(state, action: PayloadAction<string>) {
      if (!state.ticked.includes(action.payload)) state.ticked.push(action.payload);
    },
    lineUnticked(state, action: PayloadAction<string>) {
      state.ticked = without(state.ticked, action.payload);
    },
    /** A food the cook has, back on the list to buy. */
    hadLinePutBack(state, action: PayloadAction<string>) {
      if (!state.putBack.includes(action.payload)) state.putBack.push(action.payload);
    },
    /** Every recipe, item and tick gone: a new week's shopping. */
    listCleared: () => ({ recipes: [], ownItems: [], ticked: [], putBack: [] }),
  },
  selectors: {
    selectListedRecipes: (state) => state.recipes,
    selectOwnItems: (state) => state.ownItems,
    selectTicked: (state) => state.ticked,
    selectPutBack: (state) => state.putBack,
  },
});

declare module '../../app/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof shoppingListSliceDefinition> {}
}

/** Injected into the store's reducer as soon as this code is loaded. */
export const shoppingListSlice = shoppingListSliceDefinition.injectInto(rootReducer);

export const {
  recipeAddedToList,
  recipeTakenOffList,
  ownItemAdded,
  ownItemRemoved,
  lineTicked,
  lineUnticked,
  hadLinePutBack,
  listCleared,
} = shoppingListSlice.actions;
export const { selectListedRecipes, selectOwnItems, selectTicked, selectPutBack } = shoppingListSlice.selectors;

export type { ShoppingListState };
