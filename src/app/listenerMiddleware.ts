import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './store';

/**
 * Where the app's effects live (RTK's listener middleware): saving what the cook chose, the texts following the
 * language, reading again what another tab changed. A feature's listener is an `addAppListener` action (addAppListener.ts) its code
 * dispatches to the store it runs in (the theme toggle, the language choice, the preferences form), which loads
 * after the first screen: its effects download with it. Adding the same listener again adds nothing (RTK finds it
 * by its effect), so the code that needs one dispatches it without asking who did before.
 */
export const listenerMiddleware = createListenerMiddleware();

export const startAppListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch>();
export type AppStartListening = typeof startAppListening;
