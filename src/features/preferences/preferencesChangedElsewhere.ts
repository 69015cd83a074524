import { createAction } from '@reduxjs/toolkit';

/**
 * The stored preferences changed under this tab (another tab saved them, or this tab's save was merged with
 * theirs): the stored JSON, read by the preferences slice with the same rules as at start. Its own small module,
 * so the store can dispatch it without loading the preferences code.
 */
export const preferencesChangedElsewhere = createAction<string>('preferences/changedElsewhere');
