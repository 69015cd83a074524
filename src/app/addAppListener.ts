import { addListener } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from './store';

/**
 * A listener, as the action that adds it to the store it is dispatched to (see listenerMiddleware.ts). Its own
 * module: only code that loads after the first screen adds listeners this way.
 */
export const addAppListener = addListener.withTypes<RootState, AppDispatch>();
