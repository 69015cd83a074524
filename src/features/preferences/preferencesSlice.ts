import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';
import { withAllergiesAdded } from '../../core/food/allergyRules';
import { preferencesChangedElsewhere } from './preferencesChangedElsewhere';
import { preferencesFrom } from '../../core/preferences/storedPreferences';
import { readSavedPreferences } from './preferencesStorage';
import { anyPreferenceSet } from '../../core/preferences/anyPreferenceSet';
import {
  DEFAULT_PREFERENCES,
  isDiet,
  isServings,
  isTimeLimit,
  isUnits,
  type Diet,
  type Preferences,
  type TimeLimit,
  type Units,
} from '../../core/preferences/preferencesTypes';

/** Loaded with the preferences form and with the recipe request, not with the first screen. */
const preferencesSliceDefinition = createSlice({
  name: 'preferences',
  initialState: readSavedPreferences,
  reducers: {
    dietChosen(state, action: PayloadAction<Diet>) {
      if (isDiet(action.payload)) state.diet = action.payload;
    },
    /**
     * A line as the cook typed it ("peanut allergy", "fish, shellfish"): what it names joins the list if it passes
     * the same rules as the form shows (see allergyRules).
     */
    allergyAdded(state, action: PayloadAction<string>) {
      state.allergies = withAllergiesAdded(state.allergies, action.payload);
    },
    allergyRemoved(state, action: PayloadAction<string>) {
      state.allergies = state.allergies.filter((allergy) => allergy !== action.payload);
    },
    servingsChosen(state, action: PayloadAction<number>) {
      if (isServings(action.payload)) state.servings = action.payload;
    },
    timeLimitChosen(state, action: PayloadAction<TimeLimit>) {
      if (isTimeLimit(action.payload)) state.maxMinutes = action.payload;
    },
    basicsToggled(state) {
      state.hasBasics = !state.hasBasics;
    },
    unitsChosen(state, action: PayloadAction<Units>) {
      if (isUnits(action.payload)) state.units = action.payload;
    },
    preferencesReset: () => DEFAULT_PREFERENCES,
  },
  extraReducers: (builder) => {
    builder.addCase(preferencesChangedElsewhere, (state, action) => {
      try {
        return preferencesFrom(JSON.parse(action.payload));
      } catch {
        // Not JSON: another app's value under the same key; this tab keeps what it has.
        return state;
      }
    });
  },
  selectors: {
    selectPreferences: (state): Preferences => state,
    selectAnyPreferenceSet: (state) => anyPreferenceSet(state),
  },
});

declare module '../../app/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof preferencesSliceDefinition> {}
}

/** Injected into the store's reducer as soon as this code is loaded; its selectors read the saved value until then. */
export const preferencesSlice = preferencesSliceDefinition.injectInto(rootReducer);

export const {
  dietChosen,
  allergyAdded,
  allergyRemoved,
  servingsChosen,
  timeLimitChosen,
  basicsToggled,
  unitsChosen,
  preferencesReset,
} = preferencesSlice.actions;
export const { selectPreferences, selectAnyPreferenceSet } = preferencesSlice.selectors;
