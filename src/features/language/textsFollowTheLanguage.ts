import { addAppListener } from '../../app/addAppListener';
import { selectLanguage } from './languageSlice';
import { speakLanguage } from './speakLanguage';

/**
 * The store is the one source of the page's language: whatever changes it, the texts follow. Added by the code
 * that changes it once the page is up (the language choice; another tab's choice, see app/otherTabs), so none of
 * it is in the first download; the page's first language is spoken by index.tsx.
 */
export const textsFollowTheLanguage = addAppListener({
  predicate: (_, state, original) => selectLanguage(state) !== selectLanguage(original),
  effect: async (_, listenerApi) => {
    await listenerApi.dispatch(speakLanguage(selectLanguage(listenerApi.getState())));
  },
});
