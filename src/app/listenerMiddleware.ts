import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './store';

/**
 * Where the app's effects live (RTK's listener middleware): saving what the cook chose, the texts following the
 * language, reading again what another tab changed. Each feature registers its own with startAppListening in the
 * code that makes the change (the theme toggle, the language choice, the preferences form), which loads after the
 * first screen: its effects download with it.
 */
export const listenerMiddleware = createListenerMiddleware();

export const startAppListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch>();
export type AppStartListening = typeof startAppListening;
