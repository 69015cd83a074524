import { RATE_VALUES, type SpeechRate } from '../readAloudSlice';

/** Whether this browser can read aloud: speech synthesis with at least one voice. */
export function canReadAloud(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && window.speechSynthesis.getVoices().length > 0;
}

/** Says `text` at once (cutting off what was being said), in the page's language, at the cook's pace. */
export function speak(text: string, rate: SpeechRate): void {
  if (!('speechSynthesis' in window)) return;
  window.speechSynthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = document.documentElement.lang || 'en';
  utterance.rate = RATE_VALUES[rate];
  window.speechSynthesis.speak(utterance);
}

/** Stops whatever is being said. */
export function stopSpeaking(): void {
  if ('speechSynthesis' in window) window.speechSynthesis.cancel();
}
