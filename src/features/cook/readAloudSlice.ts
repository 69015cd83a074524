import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';
import { isRecord } from '../../lib/isRecord';

export type SpeechRate = 'slower' | 'normal' | 'faster';
export const SPEECH_RATES: readonly SpeechRate[] = ['slower', 'normal', 'faster'];
/** The utterance's rate for each choice (1 is the voice's own pace). */
export const RATE_VALUES: Record<SpeechRate, number> = { slower: 0.8, normal: 1, faster: 1.25 };

export interface ReadAloudState {
  /** Cook mode reads each step aloud as it is shown. Off unless the cook turned it on (then remembered). */
  on: boolean;
  rate: SpeechRate;
}

export const READ_ALOUD_STORAGE_KEY = 'readAloud';
const OFF: ReadAloudState = { on: false, rate: 'normal' };

/** The kept choice, field by field; off at normal pace when nothing (or nothing readable) is kept. */
export function readSavedReadAloud(): ReadAloudState {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(READ_ALOUD_STORAGE_KEY) ?? 'null');
    if (!isRecord(saved)) return OFF;
    return {
      on: saved.on === true,
      rate: SPEECH_RATES.includes(saved.rate as SpeechRate) ? (saved.rate as SpeechRate) : OFF.rate,
    };
  } catch {
    return OFF;
  }
}

/** Keeps the choice; refused storage leaves it for this visit. */
export function saveReadAloud(state: ReadAloudState): void {
  try {
    window.localStorage.setItem(READ_ALOUD_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Private mode or a full storage: the choice holds while this page is open.
  }
}

const readAloudSliceDefinition = createSlice({
  name: 'readAloud',
  initialState: readSavedReadAloud,
  reducers: {
    readAloudToggled(state) {
      state.on = !state.on;
    },
    speechRateChosen(state, action: PayloadAction<SpeechRate>) {
      if (SPEECH_RATES.includes(action.payload)) state.rate = action.payload;
    },
  },
  selectors: {
    selectReadAloud: (state): ReadAloudState => state,
  },
});

declare module '../../app/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof readAloudSliceDefinition> {}
}

/** Injected with the cooking tools. */
export const readAloudSlice = readAloudSliceDefinition.injectInto(rootReducer);

export const { readAloudToggled, speechRateChosen } = readAloudSlice.actions;
export const { selectReadAloud } = readAloudSlice.selectors;
