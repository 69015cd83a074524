import { useSyncExternalStore } from 'react';
import { canReadAloud } from './speech';

// Browsers list their voices a moment after the page loads, and again when voices are added or removed.
const subscribe = (changed: () => void) => {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return () => {};
  const synthesis = window.speechSynthesis;
  synthesis.addEventListener('voiceschanged', changed);
  return () => synthesis.removeEventListener('voiceschanged', changed);
};

/** Whether this browser can read aloud now (speech synthesis with a voice). */
export const useCanReadAloud = (): boolean => useSyncExternalStore(subscribe, canReadAloud, () => false);
