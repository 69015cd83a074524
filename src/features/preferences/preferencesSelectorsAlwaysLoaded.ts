import type { RootState } from '../../app/store';
import { DEFAULT_SERVINGS, type Preferences } from '../../core/preferences/preferencesTypes';

/**
 * What the recipe's request may read of the preferences before the preferences' code has loaded (it is injected
 * with the form under the list, which loads once the page is interactive): importing the slice would read the
 * saved preferences into the store from the request's code.
 */

/** The cook's preferences once their slice has loaded, else undefined. */
export const selectLoadedPreferences = (state: RootState): Preferences | undefined => state.preferences;

/** The servings a recipe is asked for: the cook's, else the default. */
export const selectServingsAsked = (state: RootState): number => state.preferences?.servings ?? DEFAULT_SERVINGS;
