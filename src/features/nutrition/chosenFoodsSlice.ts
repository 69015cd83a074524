import { createSlice, isAnyOf, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { addAppListener } from '../../app/addAppListener';
import { rootReducer } from '../../app/rootReducer';
import { isSrNumber, type ChosenFoods } from '../../core/nutrition/chosenFoods';
import { isRecord } from '../../lib/isRecord';

/** Where the cook's picks of food are kept (localStorage), so they hold in later recipes and after a reload. */
export const CHOSEN_FOODS_STORAGE_KEY = 'chosenFoods';

/** The kept picks that read back as a wording and an SR number; none when storage is empty, unreadable or refused. */
export function readSavedChosenFoods(): ChosenFoods {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(CHOSEN_FOODS_STORAGE_KEY) ?? 'null');
    if (!isRecord(saved)) return {};
    return Object.fromEntries(
      Object.entries(saved).filter((entry): entry is [string, string] => entry[0] !== '' && isSrNumber(entry[1])),
    );
  } catch {
    return {};
  }
}

/** Keeps them; refused storage leaves them for this visit. */
function saveChosenFoods(chosen: ChosenFoods): void {
  try {
    window.localStorage.setItem(CHOSEN_FOODS_STORAGE_KEY, JSON.stringify(chosen));
  } catch {
    // Private mode or a full storage: the picks hold while this page is open.
  }
}

/** A food the cook picked for a line, by the line's wording (readLine). */
export interface LineFoodChoice {
  wording: string;
  sr: string;
}

const chosenFoodsSliceDefinition = createSlice({
  name: 'chosenFoods',
  initialState: readSavedChosenFoods,
  reducers: {
    lineFoodChosen(state, action: PayloadAction<LineFoodChoice>) {
      const { wording, sr } = action.payload;
      if (wording !== '' && isSrNumber(sr)) state[wording] = sr;
    },
    lineFoodChoiceUndone(state, action: PayloadAction<string>) {
      delete state[action.payload];
    },
  },
  selectors: {
    selectChosenFoods: (state): ChosenFoods => state,
  },
});

declare module '../../app/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof chosenFoodsSliceDefinition> {}
}

/** Injected with the nutrition figures; its selector reads the kept picks until then. */
export const chosenFoodsSlice = chosenFoodsSliceDefinition.injectInto(rootReducer);

export const { lineFoodChosen, lineFoodChoiceUndone } = chosenFoodsSlice.actions;
export const { selectChosenFoods } = chosenFoodsSlice.selectors;

/** The cook's picks are kept for the next visit: added by the lines' matches, where they are made. */
export const chosenFoodsSaved = addAppListener({
  matcher: isAnyOf(lineFoodChosen, lineFoodChoiceUndone),
  effect: (_, listenerApi) => saveChosenFoods(selectChosenFoods(listenerApi.getState())),
});
