/**
 * The names a cook gives SR28's foods, read from SR28's own descriptions, and for each name the entry a dietitian
 * would count in each state a recipe can ask for (as bought, canned, cooked, dried, frozen): the plainest entry,
 * raw before cooked, unsalted before salted, no brand. What the descriptions cannot say (that "rice" means white
 * long-grain, that "courgette" is a zucchini) the picks in dietitiansPicks.ts say.
 */
import foodReadingWords from '../../src/core/nutrition/foodReadingWords.json';
import { foodNameOf } from '../../src/core/nutrition/foodNameWords';
import type { FoodNames, FoodState } from '../../src/core/nutrition/nutritionTableTypes';
import { DIETITIANS_PICKS } from './dietitiansPicks';
import { descriptionParts, sr28Description } from './sr28Words';

/** Words that describe a food but name none: never a name on their own. */
const DESCRIBING_WORDS: ReadonlySet<string> = new Set(foodReadingWords.en.describing);

/** SR28's food groups a recipe's ingredient comes from (baby foods, cereals, fast food, meals and snacks are not). */
const INGREDIENT_GROUPS = new Set([
  '01',
  '02',
  '04',
  '05',
  '06',
  '07',
  '09',
  '10',
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '17',
  '18',
  '19',
  '20',
  '23',
]);

/** Heads whose next part names the food itself: "cheese, cheddar" is cheddar, "fish, salmon" salmon. */
const FOOD_IN_NEXT_PART = new Set([
  'cheese',
  'spices',
  'spice',
  'fish',
  'mollusks',
  'crustaceans',
  'nuts',
  'game meat',
  'alcoholic beverage',
  'jams and preserves',
  'seeds',
  'vegetables',
  'fruit',
  'candies',
  'cookies',
  'seaweed',
  'leavening agents',
  'beverages',
  'sweeteners',
  'syrups',
  'sauce',
  'oil',
  'vinegar',
  'sugars',
]);

/** Foods whose parts are named after them: "egg white", "lemon peel", "beef chuck". */
const NAMED_BY_PART = new Set([
  'egg',
  'lemon',
  'lime',
  'orange',
  'grapefruit',
  'beef',
  'pork',
  'lamb',
  'veal',
  'chicken',
  'turkey',
  'duck',
  'cocoa',
  'coconut',
  'rice',
  'corn',
  'wheat',
  'oat',
  'soy',
]);

/** Parts of a description that say how SR28 measured a food, never what a cook calls it. */
const SAYS_NO_NAME =
  /\b(raw|fresh|whole|uncooked|unprepared|solids?|liquids?|drained|prepared|ready|regular|includes?|all|without|with|pack|meat only|meat and skin)\b/;

/** Meat and poultry heads, and the cuts cooks name them by ("chicken breast", "pork loin", "beef brisket"). */
const MEATS = new Set(['beef', 'pork', 'lamb', 'veal', 'chicken', 'turkey', 'duck', 'goose', 'game meat']);
const CUTS =
  /\b(breast|thigh|leg|wing|drumstick|loin|tenderloin|shoulder|chop|rib|brisket|shank|belly|flank|skirt|sirloin|liver|neck|rump)\b/;

/** SR28's group of nuts and seeds: bought dried, so "sesame seeds, whole, dried" is what "sesame seeds" means. */
const DRIED_AS_BOUGHT = new Set(['12']);

/** What a description's other parts say of its state. "Dry" pasta or rice is as bought; "dried" fruit is dried. */
function stateOf(rest: string, group = ''): FoodState {
  if (/\b(canned|bottled|jarred)\b/.test(rest)) return 'canned';
  if (
    /\b(cooked|boiled|baked|braised|broiled|grilled|steamed|stewed|fried|microwaved|simmered|heated|poached|roast|roasted|sauteed|toasted)\b/.test(
      rest,
    )
  ) {
    return 'cooked';
  }
  if (/\bfrozen\b/.test(rest)) return 'frozen';
  if (/\b(dried|dehydrated)\b/.test(rest)) return DRIED_AS_BOUGHT.has(group) ? 'as bought' : 'dried';
  return 'as bought';
}

/** Lower is plainer: fewer parts, raw, unsalted, no brand, not reduced in fat or sodium, not made to a recipe. */
function plainness(parts: readonly string[], description: string): number {
  let score = parts.length;
  if (/\braw\b/.test(description)) score -= 1;
  if (/\bwith salt\b|\bsalted\b/.test(description)) score += 4;
  if (
    /'s\b|\bbrand\b|\busda\b|\bcommodity\b|\bindustrial\b|\brestaurant\b|\bschool\b|\bfood service\b/.test(description)
  )
    score += 4;
  if (
    /\blow|\breduced\b|\bfat free\b|\bfat-free\b|\bnonfat\b|\blight\b|\bdiet\b|\bsweetener\b|\bfortified\b|\bwith added\b/.test(
      description,
    )
  )
    score += 3;
  if (/\bprepared\b|\bimported\b|\bhome-prepared\b|\bmade with\b|\brecipe\b|\bsyrup\b|\bpack\b/.test(description))
    score += 2;
  return score;
}

/**
 * Alternatives one part offers: "spring or scallions" → "spring", "scallions". Only single words: "ham and
 * cheese loaf or roll" is one food, not a roll.
 */
const alternatives = (part: string) => (/^[\w'-]+( or [\w'-]+)+$/.test(part) ? part.split(' or ') : [part]);

/** Short, word-only names: a part with figures or more than four words names no food a cook writes. */
const usable = (name: string) =>
  name.length > 1 && !/\d|%|"/.test(name) && name.split(' ').length <= 4 && !DESCRIBING_WORDS.has(name);

/** Every name SR28's description gives an entry, in the words a cook uses. */
export function namesOfEntry(description: string): string[] {
  const { parts, bracketed } = descriptionParts(description);
  const [head = '', ...rest] = parts;
  const names = new Set<string>();
  const add = (name: string) => {
    if (usable(name)) names.add(foodNameOf(name));
  };
  for (const food of alternatives(head)) {
    add(food);
    for (const qualifier of rest.slice(0, 2).flatMap(alternatives)) {
      if (stateOf(qualifier) !== 'as bought' || SAYS_NO_NAME.test(qualifier)) continue;
      add(`${qualifier} ${food}`);
      // "Egg, white" is an egg white, "lemon, peel" a lemon peel: a part of the food, named after it.
      if (NAMED_BY_PART.has(food) && !qualifier.includes(' ')) add(`${food} ${qualifier}`);
      if (FOOD_IN_NEXT_PART.has(food) && qualifier === rest[0]) add(qualifier);
    }
    if (MEATS.has(food)) {
      for (const part of rest) {
        const cut = CUTS.exec(part)?.[1];
        if (cut) add(`${food} ${cut}`);
      }
    }
  }
  for (const alias of bracketed) if (alias.split(' ').length <= 3) add(alias);
  return [...names].filter(Boolean);
}

type Row = readonly (string | number | null)[];

/** The names index: each name, and the SR number that stands for it in each state; the picks have the last word. */
export function foodNameIndex(rows: readonly Row[], picks = DIETITIANS_PICKS): FoodNames {
  const best = new Map<string, Map<FoodState, { sr: string; score: number }>>();
  for (const row of rows) {
    const sr = String(row[0]);
    if (!INGREDIENT_GROUPS.has(sr.slice(0, 2))) continue;
    const description = sr28Description(String(row[1]));
    const { parts } = descriptionParts(description);
    const state = stateOf(parts.slice(1).join(', '), sr.slice(0, 2));
    const score = plainness(parts, description);
    for (const name of namesOfEntry(description)) {
      const byState = best.get(name) ?? new Map<FoodState, { sr: string; score: number }>();
      const held = byState.get(state);
      if (!held || score < held.score || (score === held.score && sr < held.sr)) byState.set(state, { sr, score });
      best.set(name, byState);
    }
  }
  const names: FoodNames = {};
  for (const [name, byState] of [...best].sort(([a], [b]) => (a < b ? -1 : 1))) {
    names[name] = Object.fromEntries([...byState].map(([state, { sr }]) => [state, sr]));
  }
  for (const [name, picked] of Object.entries(picks)) {
    if (typeof picked !== 'string') names[foodNameOf(name)] = { ...names[foodNameOf(name)], ...picked };
  }
  for (const [name, meant] of Object.entries(picks)) {
    if (typeof meant !== 'string') continue;
    const states = names[foodNameOf(meant)];
    if (!states) throw new Error(`"${name}" is another name for "${meant}", which no food has.`);
    names[foodNameOf(name)] = states;
  }
  return names;
}
