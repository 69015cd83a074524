import { startAppListening } from '../../app/listenerMiddleware';
import { selectTheme, themeToggled } from './themeSlice';
import { saveTheme } from './themeStorage';

/**
 * The cook's choice is kept for the next visit (and the other tabs hear of it: see app/otherTabs). Registered by
 * the toggle's code, the only thing that toggles the theme, so none of it is in the first download.
 */
startAppListening({
  actionCreator: themeToggled,
  effect: (_, listenerApi) => {
    if (!saveTheme(selectTheme(listenerApi.getState())))
      console.warn('The theme cannot be saved in this browser; it applies until the page is closed.');
  },
});
