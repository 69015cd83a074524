import { createListenerMiddleware } from '@reduxjs/toolkit';
import { textsFollowTheLanguage } from '../features/language/speakLanguage';
import { saveThemeWhenToggled } from '../features/theme/themeSlice';
import type { AppDispatch, RootState } from './store';

/**
 * Where the app's effects live (RTK's listener middleware): saving what the cook chose, reading again what
 * another tab changed. A first-screen feature's listeners are registered below; a feature whose code loads on
 * demand registers its own with startAppListening when that code arrives, so its effects download with it.
 */
export const listenerMiddleware = createListenerMiddleware();

export const startAppListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch>();
export type AppStartListening = typeof startAppListening;

saveThemeWhenToggled(startAppListening);
textsFollowTheLanguage(startAppListening);
