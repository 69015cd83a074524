/** The kinds of vessel a cook counts as one: "the pan" after "a large skillet" is the same pan. */
type Vessel = 'pan' | 'pot' | 'tray';

/** Each name a recipe gives a vessel, longest first, so "sheet pan" is a tray and "saucepan" a pot. */
const NAMES: ReadonlyArray<readonly [string, Vessel]> = (
  [
    ['roasting tin', 'tray'],
    ['roasting pan', 'tray'],
    ['baking sheet', 'tray'],
    ['baking tray', 'tray'],
    ['baking dish', 'tray'],
    ['sheet pan', 'tray'],
    ['frying pan', 'pan'],
    ['sauté pan', 'pan'],
    ['saute pan', 'pan'],
    ['grill pan', 'pan'],
    ['dutch oven', 'pot'],
    ['casserole', 'pot'],
    ['stockpot', 'pot'],
    ['saucepan', 'pot'],
    ['skillet', 'pan'],
    ['tray', 'tray'],
    ['wok', 'pan'],
    ['pot', 'pot'],
    ['pan', 'pan'],
    // Spanish
    ['bandeja de horno', 'tray'],
    ['fuente de horno', 'tray'],
    ['bandeja', 'tray'],
    ['sartenes', 'pan'],
    ['sartén', 'pan'],
    ['cacerola', 'pot'],
    ['cazuela', 'pot'],
    ['olla', 'pot'],
    ['cazo', 'pot'],
    // French ("casserole" is a saucepan there, a pot as in English)
    ['plaque du four', 'tray'],
    ['plaque de four', 'tray'],
    ['plat à gratin', 'tray'],
    ['plat allant au four', 'tray'],
    ['lèchefrite', 'tray'],
    ['poêle', 'pan'],
    ['sauteuse', 'pan'],
    ['faitout', 'pot'],
    ['marmite', 'pot'],
    ['cocotte', 'pot'],
    // German
    ['Backblech', 'tray'],
    ['Auflaufform', 'tray'],
    ['Bräter', 'pot'],
    ['Pfanne', 'pan'],
    ['Kochtopf', 'pot'],
    ['Topf', 'pot'],
    // Italian
    ['placca del forno', 'tray'],
    ['teglia', 'tray'],
    ['pirofila', 'tray'],
    ['padella', 'pan'],
    ['tegame', 'pan'],
    ['pentolino', 'pot'],
    ['pentola', 'pot'],
    ['casseruola', 'pot'],
  ] as const
)
  .slice()
  .sort(([a], [b]) => b.length - a.length);

const NAME = new RegExp(`\\b(${NAMES.map(([name]) => name).join('|')})s?\\b`, 'gi');
/** Words that put a second vessel of a kind on the stove: "another pan", "a separate pot". */
const ANOTHER_BEFORE =
  /(?<!\p{L})(?:another|second|separate|clean|other|otra|otro|segunda|segundo|autre|deuxième|seconde|zweite|zweiten|weitere|weiteren|andere|anderen|altra|altro|seconda|secondo)\s+(?:(?:large|small|medium|deep|wide|big|grande|petite|haute|große|großen|kleine|kleinen|piccola|piccolo)\s+)?$/iu;

/** The vessel a name found in a step is, by the table's spelling of it ("pan", German's "Pfanne"). */
const vesselNamed = (found: string) => NAMES.find(([known]) => known.toLowerCase() === found.toLowerCase())!;

/** Why the steps need more than one vessel: a second of one kind, or two of different kinds. */
export type SecondVessel =
  | { kind: 'second-vessel'; name: string; step: number }
  | { kind: 'two-vessels'; first: string; firstStep: number; second: string; step: number };

/**
 * Why the steps need more than one pan, pot, skillet or tray (the card says "This version uses a pot in step 1
 * and a pan in step 3."), or null when they use one at most.
 */
export function moreThanOneVessel(instructions: readonly string[]): SecondVessel | null {
  let first: { name: string; vessel: Vessel; step: number } | undefined;
  for (const [index, step] of instructions.entries()) {
    for (const match of step.matchAll(NAME)) {
      const [name, vessel] = vesselNamed(match[1]!);
      if (ANOTHER_BEFORE.test(step.slice(0, match.index))) return { kind: 'second-vessel', name, step: index + 1 };
      if (!first) first = { name, vessel, step: index + 1 };
      else if (first.vessel !== vessel)
        return { kind: 'two-vessels', first: first.name, firstStep: first.step, second: name, step: index + 1 };
    }
  }
  return null;
}
