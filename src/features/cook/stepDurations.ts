import { numericQuantity } from 'numeric-quantity';
import { durationText } from '../../lib/durationText';

export interface StepDuration {
  /** For the timer's button and its line: "10 min", "25–30 min", "1 h 30 min", "45 s". */
  label: string;
  /** How long the timer runs: the lower end of a range, the moment to start checking. */
  seconds: number;
}

const NUMBER = String.raw`\d+(?:[.,]\d+)?(?:\s+\d+/\d+)?|\d+/\d+|\d*\s*[½⅓⅔¼¾⅛]`;
const WORD_NUMBER = String.raw`an?|one|half\s+an?`;
const UNIT = String.raw`hours?|hrs?|h|minutes?|mins?|seconds?|secs?`;
const DURATION = new RegExp(
  String.raw`(?<![\w/.,])(?<from>${NUMBER}|${WORD_NUMBER})\s*(?:(?:-|–|—|to)\s*(?<to>${NUMBER}))?\s*(?<unit>${UNIT})\b` +
    String.raw`(?:\s*(?:and\s+)?(?<extra>\d+)\s*(?:minutes?|mins?)\b)?`,
  'gi',
);

const UNIT_SECONDS: Record<'h' | 'm' | 's', number> = { h: 3600, m: 60, s: 1 };
const unitKey = (unit: string): 'h' | 'm' | 's' => (/^h/i.test(unit) ? 'h' : /^m/i.test(unit) ? 'm' : 's');

function amountOf(text: string): number {
  const words = text.toLowerCase().replace(/\s+/g, ' ');
  if (words === 'a' || words === 'an' || words === 'one') return 1;
  if (words.startsWith('half')) return 0.5;
  return numericQuantity(words.replace(',', '.'));
}

/**
 * The durations a step names ("simmer for 10 minutes", "bake 25–30 min", "1 hour", "1 hour 30 minutes"), in
 * order, each one a timer the cook can start. Amounts that are not durations ("2 cups", "180 °C") are ignored.
 */
export function stepDurations(step: string): StepDuration[] {
  const found: StepDuration[] = [];
  for (const match of step.matchAll(DURATION)) {
    const { from = '', to, unit = '', extra } = match.groups ?? {};
    const perUnit = UNIT_SECONDS[unitKey(unit)];
    const low = amountOf(from) * perUnit + (extra ? Number(extra) * 60 : 0);
    const high = to === undefined ? undefined : amountOf(to) * perUnit;
    if (!Number.isFinite(low) || low <= 0 || (high !== undefined && !(high > low))) continue;
    const label =
      high === undefined
        ? durationText(low)
        : `${durationText(low).replace(/ \D+$/, '')}–${durationText(high)}`.replace(/^(\d+) (\w+)–(\d+) \2$/, '$1–$3 $2');
    found.push({ label, seconds: Math.round(low) });
  }
  return found;
}
