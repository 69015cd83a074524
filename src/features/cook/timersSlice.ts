import { createSlice, nanoid, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer';
import { keptRecipeOpened } from '../recipe/recipeSlice';
import { requestRecipe } from '../recipe/requestRecipe';
import { MAX_TIMER_SECONDS } from '../../core/cooking/stepDurations';
import { readSavedTimers, type CookTimer } from './timersStorage';

/**
 * The running and finished timers, in their own state rather than the card's: kept with their end times
 * (timersStorage), they ring when the card is hidden and after a reload.
 */
const timersSliceDefinition = createSlice({
  name: 'timers',
  initialState: readSavedTimers,
  reducers: {
    timerStarted: {
      reducer(state, action: PayloadAction<CookTimer>) {
        // One timer per chip: a second tap on a step's running timer does not start another.
        const { step, label } = action.payload;
        if (state.some((timer) => !timer.ended && timer.step === step && timer.label === label)) return;
        state.push(action.payload);
      },
      prepare: ({ label, seconds, step }: { label: string; seconds: number; step: number }) => ({
        payload: {
          id: nanoid(),
          label,
          step,
          endsAt: Date.now() + Math.min(seconds, MAX_TIMER_SECONDS) * 1000,
          ended: false,
        },
      }),
    },
    timerEnded(state, action: PayloadAction<string>) {
      const timer = state.find(({ id }) => id === action.payload);
      if (timer) timer.ended = true;
    },
    timerDismissed: (state, action: PayloadAction<string>) => state.filter(({ id }) => id !== action.payload),
    timerPaused: {
      reducer(state, action: PayloadAction<{ id: string; at: number }>) {
        const timer = state.find(({ id }) => id === action.payload.id);
        if (timer && !timer.ended && timer.pausedLeftMs === undefined) {
          timer.pausedLeftMs = Math.max(0, timer.endsAt - action.payload.at);
        }
      },
      prepare: (id: string) => ({ payload: { id, at: Date.now() } }),
    },
    timerResumed: {
      reducer(state, action: PayloadAction<{ id: string; at: number }>) {
        const timer = state.find(({ id }) => id === action.payload.id);
        if (timer?.pausedLeftMs === undefined) return;
        timer.endsAt = action.payload.at + timer.pausedLeftMs;
        delete timer.pausedLeftMs;
      },
      prepare: (id: string) => ({ payload: { id, at: Date.now() } }),
    },
    /** Undo of a cancel: the timer runs on to its own end time (or rings at once if that has passed). */
    timerRestored(state, action: PayloadAction<CookTimer>) {
      if (!state.some(({ id }) => id === action.payload.id)) state.push(action.payload);
    },
  },
  extraReducers: (builder) => {
    // A new recipe (suggested or opened from My recipes), or none after a failure: its timers stop.
    builder
      .addCase(requestRecipe.fulfilled, () => [])
      .addCase(keptRecipeOpened, () => [])
      .addCase(requestRecipe.rejected, (state, action) => (action.meta.aborted ? state : []));
  },
  selectors: {
    selectTimers: (state) => state,
  },
});

declare module '../../app/rootReducer' {
  export interface LazyLoadedSlices extends WithSlice<typeof timersSliceDefinition> {}
}

/** Injected with the cooking tools, and with the alarms the page loads at idle time to ring kept timers. */
export const timersSlice = timersSliceDefinition.injectInto(rootReducer);

export const { timerStarted, timerEnded, timerDismissed, timerRestored, timerPaused, timerResumed } =
  timersSlice.actions;
export const { selectTimers } = timersSlice.selectors;
