import type { RootState } from '../../app/store';

/**
 * What other features may read of the cook's state before the cook slice's code has loaded (it is injected with
 * the cook's card): importing the slice would bring its code into theirs.
 */

/** Cook mode is open: false until the cook slice exists. */
export const selectCookModeOpen = (state: RootState): boolean => state.cook?.cookModeOpen === true;
