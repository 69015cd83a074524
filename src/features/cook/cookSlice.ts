import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';
import type { RootState } from '../../app/store';
import { selectIngredients } from '../ingredients/ingredientsSlice';
import { selectPreferences } from '../preferences/preferencesSlice';
import type { Units } from '../../core/preferences/preferencesTypes';
import { recipeConflict } from '../../core/food/recipeConflict';
import { ingredientLine } from '../../core/recipe/ingredientLine';
import { MAX_SERVINGS_IN_REPLY } from '../../core/recipe/replyText';
import {
  keptRecipeOpened,
  selectMadeForServings,
  selectRecipe,
  selectRecipeCheckedFor,
  selectRecipeLanguage,
} from '../recipe/recipeSlice';
import { requestRecipe } from '../recipe/requestRecipe';
import { isOnHand } from '../../core/cooking/onHand';
import type { RecipeForExport } from '../../core/cooking/recipeJsonLd';
import { scaleIngredientLine } from '../../core/cooking/scaleIngredient';
import { foodSafetyOf } from '../../core/cooking/safety/foodSafety';
import { stepIngredients } from '../../core/cooking/stepIngredients';
import { measuredLine } from '../../core/cooking/units/measuredLine';
import { measuredText } from '../../core/cooking/units/measuredText';

export const MIN_SHOWN_SERVINGS = 1;
/** More servings goes up to this, or to what the recipe serves when that is more. */
export const MAX_SHOWN_SERVINGS = 24;

export interface CookState {
  /** The servings the card is scaled to; null while the cook has not changed them (the recipe's own). */
  servings: number | null;
  cookModeOpen: boolean;
  /** The step cook mode shows (0-based). */
  step: number;
  /** The cook read the warning that this recipe conflicts with their preferences, and chose to cook it. */
  warningAccepted: boolean;
  /** The cook asked to see the recipe's own quantities and temperatures rather than in their units. */
  asWritten: boolean;
}

const initialState: CookState = {
  servings: null,
  cookModeOpen: false,
  step: 0,
  warningAccepted: false,
  asWritten: false,
};

const cookSliceDefinition = createSlice({
  name: 'cook',
  initialState,
  reducers: {
    servingsChanged(state, action: PayloadAction<number>) {
      const servings = action.payload;
      if (Number.isInteger(servings) && servings >= MIN_SHOWN_SERVINGS && servings <= MAX_SERVINGS_IN_REPLY) {
        state.servings = servings;
      }
    },
    cookModeOpened(state) {
      state.cookModeOpen = true;
    },
    conflictWarningAccepted(state) {
      state.warningAccepted = true;
    },
    cookModeClosed(state) {
      state.cookModeOpen = false;
    },
    asWrittenToggled(state) {
      state.asWritten = !state.asWritten;
    },
    stepShown(state, action: PayloadAction<number>) {
      if (Number.isInteger(action.payload) && action.payload >= 0) state.step = action.payload;
    },
  },
  extraReducers: (builder) => {
    // A new recipe (suggested or opened from My recipes), or none after a failure: its servings and cook mode
    // start over.
    builder
      .addCase(requestRecipe.fulfilled, () => initialState)
      .addCase(keptRecipeOpened, () => initialState)
      .addCase(requestRecipe.rejected, (state, action) => (action.meta.aborted ? state : initialState));
  },
  selectors: {
    selectCookState: (state): CookState => state,
  },
});

declare module '../../app/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof cookSliceDefinition> {}
}

/** Injected with the cooking tools' code, which loads with the recipe panel. */
export const cookSlice = cookSliceDefinition.injectInto(rootReducer);

export const { servingsChanged, cookModeOpened, conflictWarningAccepted, cookModeClosed, stepShown, asWrittenToggled } =
  cookSlice.actions;
export const { selectCookState } = cookSlice.selectors;

/** What the recipe serves: as the reply says, else what the cook had asked for when it was made. */
export const selectBaseServings = (state: RootState): number =>
  selectRecipe(state)?.servings ?? selectMadeForServings(state) ?? selectPreferences(state).servings;

/** The most servings the card can be scaled to: MAX_SHOWN_SERVINGS, or what the recipe serves when more. */
export const selectMaxShownServings = (state: RootState): number =>
  Math.max(MAX_SHOWN_SERVINGS, selectBaseServings(state));

export const selectShownServings = (state: RootState): number =>
  selectCookState(state).servings ?? selectBaseServings(state);

/** The units the card shows: the cook's (Preferences), unless they asked to see the recipe as written. */
export const selectShownUnits = (state: RootState): Units =>
  selectCookState(state).asWritten ? 'as-written' : selectPreferences(state).units;

/** Each ingredient's line, scaled from the recipe's servings to the shown ones, in the recipe's own units. */
export const selectScaledLines = createSelector(
  [selectRecipe, selectBaseServings, selectShownServings, selectRecipeLanguage],
  (recipe, base, shown, language) =>
    (recipe?.ingredients ?? []).map((ingredient) =>
      scaleIngredientLine(ingredientLine(ingredient, language), shown / base, language),
    ),
);

/** Each ingredient's line as the card shows it: scaled to the shown servings, in the shown units. */
export const selectIngredientLines = createSelector(
  [selectRecipe, selectBaseServings, selectShownServings, selectShownUnits, selectRecipeLanguage],
  (recipe, base, shown, units, language) =>
    (recipe?.ingredients ?? []).map((ingredient) =>
      measuredLine(ingredientLine(ingredient, language), shown / base, units, language),
    ),
);

/** For each step, the ingredient lines it uses, as the card shows them (scaled, in the shown units). */
export const selectStepIngredientLines = createSelector([selectRecipe, selectIngredientLines], (recipe, lines) =>
  stepIngredients(
    (recipe?.ingredients ?? []).map(({ name }) => name),
    recipe?.instructions ?? [],
  ).map((indexes) => indexes.map((index) => lines[index]!).filter(Boolean)),
);

/** What the recipe shown needs said about food safety (read from its own words, whatever the units shown). */
export const selectFoodSafety = createSelector([selectRecipe], (recipe) => (recipe ? foodSafetyOf(recipe) : null));

/** The steps as the card and cook mode show them: temperatures, gas marks and pan sizes in the shown units. */
export const selectShownSteps = createSelector([selectRecipe, selectShownUnits], (recipe, units) =>
  (recipe?.instructions ?? []).map((step) => measuredText(step, units)),
);

/** Whether the cook has each ingredient (on their list, or a basic when "I have the basics" is on). */
export const selectOnHand = createSelector(
  [selectRecipe, selectIngredients, (state: RootState) => selectPreferences(state).hasBasics, selectRecipeLanguage],
  (recipe, listed, hasBasics, language) =>
    (recipe?.ingredients ?? []).map(({ name }) => isOnHand(name, listed, hasBasics, language)),
);

/** The lines the cook still needs to buy, as shown. */
export const selectShoppingList = createSelector([selectIngredientLines, selectOnHand], (lines, onHand) =>
  lines.filter((line, index) => line !== '' && !onHand[index]),
);

/**
 * Why the recipe shown conflicts with the cook's preferences as they are now, or null: a kept recipe opened from
 * My recipes, or a recipe still on screen when an allergy was added (here or in another tab). A recipe that just
 * arrived passed the request's check against these very preferences, and is not checked twice.
 */
export const selectShownRecipeConflict = createSelector(
  [selectRecipe, selectPreferences, selectRecipeCheckedFor],
  (recipe, preferences, checkedFor) =>
    !recipe || preferences === checkedFor ? null : recipeConflict(recipe, preferences),
);

/**
 * What Download and the page's JSON-LD are made of: the recipe scaled to the servings shown, in its own units (the
 * model's words are the record), whatever the date.
 */
export const selectRecipeForExport = createSelector(
  [
    selectRecipe,
    selectScaledLines,
    selectShownServings,
    (state: RootState) => selectPreferences(state).diet,
    selectIngredients,
    selectRecipeLanguage,
  ],
  (recipe, lines, servings, diet, madeFrom, language): Omit<RecipeForExport, 'date'> | null =>
    recipe && { recipe, language, lines: lines.filter(Boolean), servings, diet, madeFrom },
);
