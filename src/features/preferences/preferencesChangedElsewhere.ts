import { createAction } from '@reduxjs/toolkit';

/** Where the preferences are kept (localStorage); read back, validated, by preferencesFrom. */
export const PREFERENCES_STORAGE_KEY = 'preferences';

/**
 * The stored preferences changed under this tab (another tab saved them, or this tab's save was merged with
 * theirs): the stored JSON, read by the preferences slice with the same rules as at start. Its own small module
 * (with the key), so the store can listen for it without loading the preferences code.
 */
export const preferencesChangedElsewhere = createAction<string>('preferences/changedElsewhere');
