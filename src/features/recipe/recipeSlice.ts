import { createSelector, createSlice } from '@reduxjs/toolkit';
import { ingredientsCleared, selectCanRequestRecipe } from '../ingredients/ingredientsSlice';
import type { Recipe } from './recipeTypes';
import { requestRecipe } from './requestRecipe';

export interface RecipeState {
  recipe: Recipe | null;
  loading: boolean;
  hasGenerated: boolean;
  /** The spec's "Get a recipe" disabled flag; the same reducer cases keep it equal to `loading`. */
  disabled: boolean;
}

const initialState: RecipeState = { recipe: null, loading: false, hasGenerated: false, disabled: false };

export const recipeSlice = createSlice({
  name: 'recipe',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(requestRecipe.pending, (state) => {
        state.loading = true;
        state.hasGenerated = true;
        state.disabled = true;
      })
      .addCase(requestRecipe.fulfilled, (state, action) => {
        state.recipe = action.payload;
        state.loading = false;
        state.disabled = false;
      })
      .addCase(requestRecipe.rejected, (state) => {
        state.recipe = null;
        state.loading = false;
        state.disabled = false;
      })
      .addCase(ingredientsCleared, (state) => {
        state.hasGenerated = false;
      });
  },
  selectors: {
    selectRecipeState: (state) => state,
    selectRecipe: (state) => state.recipe,
    selectRecipeLoading: (state) => state.loading,
    selectRecipeButtonDisabled: (state) => state.disabled,
  },
});

export const { selectRecipeState, selectRecipe, selectRecipeLoading, selectRecipeButtonDisabled } =
  recipeSlice.selectors;

export type ResultsView = 'hidden' | 'loading' | 'recipe' | 'failed';

/** What the results section shows, derived from both slices as the spec describes it. */
export const selectResultsView = createSelector(
  [recipeSlice.selectSlice, selectCanRequestRecipe],
  (recipe, enoughIngredients): ResultsView => {
    if (!recipe.hasGenerated || !enoughIngredients) return 'hidden';
    if (recipe.loading) return 'loading';
    return recipe.recipe ? 'recipe' : 'failed';
  },
);
