import { addListener } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import type { AppDispatch, RootState } from './store';
import { useAppDispatch } from './withTypes';

/**
 * A listener, as the action that adds it to the store it is dispatched to (see makeStore). Its own
 * module: only code that loads after the first screen adds listeners.
 */
export const addAppListener = addListener.withTypes<RootState, AppDispatch>();

/**
 * Adds the listener once the component that makes its change is on the page (the theme toggle, the preferences'
 * form, the lines' food picker, the header's account and My recipes). It stays after that component goes, as what
 * it answers may still come (another tab's change); adding it again adds nothing, as RTK finds it by its effect.
 */
export function useAppListener(listener: ReturnType<typeof addAppListener>): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(listener);
  }, [dispatch, listener]);
}
