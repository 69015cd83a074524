/** What the stand-ins put on window for a test to read and drive. */
export interface SpeechStandIns {
  /** Each utterance spoken (its text, language and rate), and each cancel. */
  said: Array<{ text: string; lang: string; rate: number } | 'cancel'>;
  /** Each recognition session the page started, newest last. */
  recognitions: Array<{
    started: number;
    aborted: boolean;
    onresult: ((event: unknown) => void) | null;
    onerror: ((event: { error: string }) => void) | null;
    onend: (() => void) | null;
  }>;
  /** Says a phrase into the newest session that is still open. */
  hear: (phrase: string) => void;
}

/**
 * Stand-ins for the Web Speech API, installed before the page's scripts (a browser test's init script) or called
 * directly (jsdom): speech synthesis with one voice that records what is said, and speech recognition, under both
 * its names (newer Chromium has the unprefixed one, which the app prefers), into which the test speaks. Self-
 * contained, as an init script must be.
 */
export function speechStandIns(): void {
  const said: SpeechStandIns['said'] = [];
  const recognitions: SpeechStandIns['recognitions'] = [];
  Object.defineProperty(window, 'speechSynthesis', {
    configurable: true,
    value: {
      getVoices: () => [{ name: 'Test voice', lang: 'en-US' }],
      speak: (utterance: { text: string; lang: string; rate: number }) =>
        said.push({ text: utterance.text, lang: utterance.lang, rate: utterance.rate }),
      cancel: () => said.push('cancel'),
      addEventListener: () => {},
      removeEventListener: () => {},
    },
  });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', {
    configurable: true,
    value: class {
      lang = '';
      rate = 1;
      constructor(public text: string) {}
    },
  });
  class Recognition {
    started = 0;
    aborted = false;
    onresult: ((event: unknown) => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    onend: (() => void) | null = null;
    constructor() {
      recognitions.push(this);
    }
    start() {
      this.started += 1;
    }
    abort() {
      this.aborted = true;
    }
  }
  for (const name of ['SpeechRecognition', 'webkitSpeechRecognition']) {
    Object.defineProperty(window, name, { configurable: true, value: Recognition });
  }
  const standIns: SpeechStandIns = {
    said,
    recognitions,
    hear: (phrase) => {
      const session = recognitions.at(-1);
      if (session && !session.aborted) session.onresult?.({ resultIndex: 0, results: [[{ transcript: phrase }]] });
    },
  };
  Object.assign(window, { speech: standIns });
}

/** Takes the Web Speech API away, as in a browser without it (an init script, or jsdom after the stand-ins). */
export function noSpeech(): void {
  for (const name of ['speechSynthesis', 'SpeechSynthesisUtterance', 'webkitSpeechRecognition', 'SpeechRecognition']) {
    Object.defineProperty(window, name, { configurable: true, value: undefined });
    Reflect.deleteProperty(window, name);
  }
}

/** The stand-ins of the page this runs in (jsdom). */
export const standIns = (): SpeechStandIns => (window as unknown as { speech: SpeechStandIns }).speech;
