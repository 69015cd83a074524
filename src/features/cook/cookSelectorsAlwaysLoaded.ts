import type { RootState } from '../../app/store';

/**
 * What other features may read of the cook's state before the cook slice's code has loaded (it is injected with
 * the cook's card): importing the slice would bring its code into theirs.
 */

/** A timer is running or ringing: false until the timers slice exists (its code loads with the alarms). */
export const selectAnyTimer = (state: RootState): boolean => (state.timers?.length ?? 0) > 0;

/** Cook mode is open: false until the cook slice exists. */
export const selectCookModeOpen = (state: RootState): boolean => state.cook?.cookModeOpen === true;
