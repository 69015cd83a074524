import { numericQuantity } from 'numeric-quantity';
import { durationText } from '../../lib/durationText';

export interface StepDuration {
  /** For the timer's button and its line: "10 min", "25–30 min", "1 h 30 min", "45 s". */
  label: string;
  /** How long the timer runs: the lower end of a range, the moment to start checking. */
  seconds: number;
}

/** Longer than any step of a recipe: a longer "duration" (a typo, a broken reply) is not offered as a timer. */
export const MAX_TIMER_SECONDS = 24 * 60 * 60;

const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** Spanish, French, German and Italian numbers as steps write them, up to the hour and a half a step rarely passes. */
const NUMBER_WORDS: Record<string, number> = {
  // Spanish
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  quince: 15,
  veinte: 20,
  veinticinco: 25,
  treinta: 30,
  cuarenta: 40,
  'cuarenta y cinco': 45,
  cincuenta: 50,
  sesenta: 60,
  noventa: 90,
  // French ("un" and "une" as Spanish's)
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  quinze: 15,
  vingt: 20,
  'vingt-cinq': 25,
  trente: 30,
  quarante: 40,
  'quarante-cinq': 45,
  cinquante: 50,
  soixante: 60,
  'quatre-vingt-dix': 90,
  // German ("acht" and "elf" read only before a unit, like every word here)
  ein: 1,
  eine: 1,
  einen: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  elf: 11,
  zwölf: 12,
  fünfzehn: 15,
  zwanzig: 20,
  fünfundzwanzig: 25,
  dreißig: 30,
  vierzig: 40,
  fünfundvierzig: 45,
  fünfzig: 50,
  sechzig: 60,
  neunzig: 90,
  anderthalb: 1.5,
  eineinhalb: 1.5,
  // Italian ("un", "una", "uno" as Spanish's; "sei" and "otto" read only before a unit)
  due: 2,
  tre: 3,
  quattro: 4,
  cinque: 5,
  sei: 6,
  sette: 7,
  otto: 8,
  nove: 9,
  dieci: 10,
  undici: 11,
  dodici: 12,
  quindici: 15,
  venti: 20,
  venticinque: 25,
  trenta: 30,
  quaranta: 40,
  quarantacinque: 45,
  cinquanta: 50,
  sessanta: 60,
  novanta: 90,
};

/** "ten" → 10, "twenty-five" → 25, "forty five" → 45, "quince" → 15, "vingt-cinq" → 25; anything else → NaN. */
function wordNumber(words: string): number {
  if (Object.hasOwn(NUMBER_WORDS, words)) return NUMBER_WORDS[words]!;
  const [tens, unit] = words.split(/[\s-]+/);
  if (unit === undefined) {
    const single = [...UNITS, ...TEENS].indexOf(tens!);
    if (single >= 0) return single + 1;
  }
  const ten = TENS.indexOf(tens!);
  if (ten < 0) return NaN;
  return (ten + 2) * 10 + (unit === undefined ? 0 : UNITS.indexOf(unit) + 1 || NaN);
}

const NUMBER = String.raw`\d+(?:[.,]\d+)?(?:\s+\d+/\d+)?|\d+/\d+|\d*\s*[½⅓⅔¼¾⅛]`;
const WORD_NUMBER = [
  String.raw`(?:${TENS.join('|')})(?:[\s-]+(?:${UNITS.join('|')}))?`,
  ...TEENS,
  ...UNITS,
  String.raw`an?`,
  String.raw`half\s+an?`,
  String.raw`a\s+couple\s+of`,
  String.raw`un\s+par\s+de`,
  'media',
  String.raw`une\s+demi-`,
  String.raw`une\s+dizaine\s+de`,
  String.raw`eine\s+halbe`,
  String.raw`ein\s+paar`,
  String.raw`un\s+paio\s+di`,
  String.raw`una\s+decina\s+di`,
  String.raw`mezz['’]\s*`,
  String.raw`un['’]\s*`,
  // Longest first, so that "cuarenta y cinco" is read whole rather than as "cuarenta".
  ...Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length),
].join('|');
const UNIT = String.raw`hours?|hrs?|h|minutes?|mins?|seconds?|secs?|horas?|minutos?|segundos?|seg|heures?|secondes?|minuten|stunden?|std\.?|sekunden?|sek\.?|or[ae]|minut[oi]|second[oi]`;
const DURATION = new RegExp(
  String.raw`(?<![\p{L}\d_/.,])(?<from>${NUMBER}|${WORD_NUMBER})\s*(?:(?:-|–|—|to|a|à|bis)\s*(?<to>${NUMBER}|${WORD_NUMBER}))?\s*(?<unit>${UNIT})(?![\p{L}\d])` +
    String.raw`(?:\s*(?:and\s+|y\s+|et\s+|und\s+|e\s+)?(?<extra>\d+|media|demie|mezz[ao])\s*(?:minutes?|mins?|minutos?|minuten|min\.|minuti)?(?=[^\p{L}\d_]|$))?`,
  'giu',
);

const UNIT_SECONDS: Record<'h' | 'm' | 's', number> = { h: 3600, m: 60, s: 1 };
const unitKey = (unit: string): 'h' | 'm' | 's' =>
  /^(?:h|stund|std|or[ae]$)/i.test(unit) ? 'h' : /^m/i.test(unit) ? 'm' : 's';

function amountOf(text: string): number {
  const words = text.toLowerCase().replace(/\s+/g, ' ');
  if (words === 'a' || words === 'an') return 1;
  if (words.startsWith('half')) return 0.5;
  if (/^(?:a couple|un par|ein paar|un paio)/.test(words)) return 2;
  if (words === 'media' || /^(?:une demi|eine halbe|mezz)/.test(words)) return 0.5;
  if (/^un['’]/.test(words)) return 1;
  if (/^(?:une dizaine|una decina)/.test(words)) return 10;
  if (/^[a-z]/.test(words)) return wordNumber(words);
  return numericQuantity(words.replace(',', '.'));
}

/**
 * The durations a step names ("simmer for 10 minutes", "bake 25–30 min", "1 hour", "1 hour 30 minutes"), in
 * order, each one a timer the cook can start; numbers in words are read ("ten minutes", "twenty-five minutes").
 * Amounts that are not durations ("2 cups", "180 °C"), and durations past a day, are ignored.
 */
export function stepDurations(step: string): StepDuration[] {
  const found: StepDuration[] = [];
  for (const match of step.matchAll(DURATION)) {
    const { from = '', to, unit = '', extra } = match.groups ?? {};
    const perUnit = UNIT_SECONDS[unitKey(unit)];
    // "1 hour 30 minutes", "1 hora y media": the extra is minutes, or half the unit.
    const extraSeconds =
      extra === undefined ? 0 : /^(media|demie|mezz[ao])$/i.test(extra) ? perUnit / 2 : Number(extra) * 60;
    const low = amountOf(from) * perUnit + extraSeconds;
    const high = to === undefined ? undefined : amountOf(to) * perUnit;
    if (!Number.isFinite(low) || low <= 0 || low > MAX_TIMER_SECONDS || (high !== undefined && !(high > low))) continue;
    const label =
      high === undefined
        ? durationText(low)
        : `${durationText(low).replace(/ \D+$/, '')}–${durationText(high)}`.replace(
            /^(\d+) (\w+)–(\d+) \2$/,
            '$1–$3 $2',
          );
    found.push({ label, seconds: Math.round(low) });
  }
  return found;
}
