/** Verbs that cook in an oven, as steps are written ("Roast the peppers", "Hornear 20 minutos", "Enfourner"). */
const OVEN_VERB =
  /(?<![\p{L}-])(bake|roast|broil|horne(?:a|ar|ad[oa]s?)|gratin(?:a|ar|ad[oa]s?|er|ez|ée?s?)|enfourn(?:er|ez|ée?s?)|rôti(?:r|ssez)|backen|überbacken|gratinieren|inforn(?:a|are|ate)|gratin(?:are|ate)|arrostir(?:e|li|lo))(?!\p{L})/iu;
/**
 * The oven itself, but not a Dutch oven (a pot) or a microwave; the French "four" only after an article, since
 * in English it is a number.
 */
const OVEN =
  /(?<!\b(?:dutch|microwave)\s)(?<!\p{L})(oven|broiler|horno|gratinador|(?<=\b(?:au|le|du|un)\s)four|gril|ofen|backofen|ofengrill|forno)(?!\p{L})(?!\s+(?:de\s+)?microondas)(?!\s+(?:à\s+)?micro-?ondes)(?!\s+a\s+microonde)/iu;

/** A verb as the line names it: Spanish and French ones by the English verb they are. */
const verbOf = (verb: string): OvenVerb =>
  /^(?:horne|enfourn|backen|inforn)/i.test(verb)
    ? 'bake'
    : /^(?:gratin|überbacken)/i.test(verb)
      ? 'broil'
      : /^(?:rôti|arrost)/i.test(verb)
        ? 'roast'
        : (verb.toLowerCase() as OvenVerb);

type OvenVerb = 'bake' | 'roast' | 'broil';
/** What a verb acts on runs to the first word that says how, where or how long. */
const OBJECT_ENDS =
  /^(?:for|in|at|on|until|with|to|and|then|over|under|about|or|uncovered|covered|pendant|dans|à|au|jusqu'à|jusqu’à|avec|puis|et|sur|sous|environ|ou|per|finché|fino|nel|nella|sul|sulla|circa)$/i;

/** "the peppers" in "Roast the peppers for 20 minutes.": up to five words after the verb. */
function objectAfter(step: string, end: number): string {
  const words = step
    .slice(end)
    .replace(/[.,;:!(].*$/s, '')
    .trim()
    .split(/\s+/);
  const object: string[] = [];
  for (const word of words) {
    if (!word || OBJECT_ENDS.test(word) || /\d/.test(word) || object.length === 5) break;
    object.push(word);
  }
  const text = object.join(' ');
  // A step written in capitals is quoted in the card's own case.
  return text === text.toUpperCase() ? text.toLowerCase() : text;
}

/** How a step uses an oven: a verb with what it acts on ("roast", "the peppers"), or the oven it names. */
export type OvenUse =
  | { kind: 'oven-verb'; verb: OvenVerb; object: string; step: number }
  | { kind: 'oven-named'; oven: 'oven' | 'broiler'; step: number };

/**
 * How the first step that needs an oven uses it (the card says "This version still roasts the peppers in step
 * 3."), or null when no step bakes, roasts, broils or names an oven.
 */
export function ovenUseIn(instructions: readonly string[]): OvenUse | null {
  for (const [index, step] of instructions.entries()) {
    const verb = OVEN_VERB.exec(step);
    const oven = OVEN.exec(step);
    if (verb && (!oven || verb.index <= oven.index)) {
      const object = objectAfter(step, verb.index + verb[0].length);
      return { kind: 'oven-verb', verb: verbOf(verb[1]!), object, step: index + 1 };
    }
    if (oven) {
      const named = oven[1]!.toLowerCase();
      const kind = /^(?:broiler|gratinador|gril|ofengrill)$/.test(named) ? 'broiler' : 'oven';
      return { kind: 'oven-named', oven: kind, step: index + 1 };
    }
  }
  return null;
}
