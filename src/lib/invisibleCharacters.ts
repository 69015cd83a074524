/**
 * Characters that take no room on screen (zero-width spaces and joiners, the word joiner, the byte-order mark,
 * the soft hyphen). Pasted text brings them; to a cook they are nothing, so the app treats them as nothing.
 */
const INVISIBLE_CHARACTERS = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;

export function withoutInvisibleCharacters(text: string): string {
  return text.replace(INVISIBLE_CHARACTERS, '');
}
