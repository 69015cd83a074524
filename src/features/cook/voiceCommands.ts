/** What a cook can say in cook mode, with the Listen switch on. */
export type VoiceCommand =
  'next' | 'back' | 'repeat' | 'start timer' | 'stop timer' | 'read ingredients' | 'stop reading' | 'close';

/**
 * The words for each command, found as whole words anywhere in what was heard ("okay next step please"). Listed
 * so that the more specific command is found first: "stop timer" and "stop reading" before a bare "stop".
 */
const COMMAND_WORDS: readonly [VoiceCommand, RegExp][] = [
  ['start timer', /\b(?:start|set)(?: the| a)? timer\b/],
  ['stop timer', /\b(?:stop|cancel|end)(?: the)? timer\b/],
  ['stop reading', /\b(?:stop (?:reading|talking|speaking)|be quiet|quiet|silence)\b/],
  ['read ingredients', /\b(?:read(?: the| me the)? ingredients|ingredients)\b/],
  ['repeat', /\b(?:repeat|again|say that again|what was that)\b/],
  ['back', /\b(?:back|previous|go back|last step)\b/],
  ['next', /\b(?:next|continue|forward)\b/],
  ['close', /\b(?:close|exit|done cooking|finish cooking|stop cooking)\b/],
];

/** The command in a phrase the browser heard, or null when it holds none. */
export function voiceCommandIn(phrase: string): VoiceCommand | null {
  const heard = phrase.toLowerCase().replace(/[^\p{L}\s']/gu, ' ');
  return COMMAND_WORDS.find(([, words]) => words.test(heard))?.[0] ?? null;
}
