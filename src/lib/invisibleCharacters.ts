/**
 * Characters that take no room on screen: zero-width spaces and joiners, direction marks and embeddings, the
 * word joiner and invisible operators, variation selectors, fillers, tag characters, the byte-order mark and the
 * soft hyphen. Pasted text brings them, and a model's reply can hide a word behind them ("pea\u00ADnut"); to a
 * cook they are nothing, so the app treats them as nothing.
 */
const INVISIBLE_CHARACTERS =
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]|[\u{E0000}-\u{E007F}]/gu;

export function withoutInvisibleCharacters(text: string): string {
  return text.replace(INVISIBLE_CHARACTERS, '');
}
