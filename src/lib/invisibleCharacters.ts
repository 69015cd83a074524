/**
 * Characters that take no room on screen: zero-width spaces and joiners, direction marks and embeddings, the
 * word joiner and invisible operators, variation selectors, fillers, tag characters, the byte-order mark and the
 * soft hyphen. Pasted text brings them, and a model's reply can hide a word behind them ("pea\u00ADnut"); to a
 * cook they are nothing, so the app treats them as nothing.
 */
// Unicode's own class for them: soft hyphen, grapheme joiner, fillers, zero-width and direction marks, word joiner,
// variation selectors, the byte-order mark and tags.
const INVISIBLE_CHARACTERS = /\p{Default_Ignorable_Code_Point}/gu;

export function withoutInvisibleCharacters(text: string): string {
  return text.replace(INVISIBLE_CHARACTERS, '');
}
