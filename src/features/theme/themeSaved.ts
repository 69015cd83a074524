import { addAppListener } from '../../app/addAppListener';
import { selectTheme, themeToggled } from './themeSlice';
import { saveTheme } from './themeStorage';

/**
 * The cook's choice is kept for the next visit (and the other tabs hear of it: see app/otherTabs). Added by the
 * toggle, the only thing that toggles the theme, so none of it is in the first download.
 */
export const themeSaved = addAppListener({
  actionCreator: themeToggled,
  effect: (_, listenerApi) => {
    if (!saveTheme(selectTheme(listenerApi.getState())))
      console.warn('The theme cannot be saved in this browser; it applies until the page is closed.');
  },
});
