import { asWritten, findTerm, foodTextOf, namesAnyTerm, type TermList } from '../../food/findTerm';
import { converted } from '../units/cookMeasures';
import { SAFE_TEMPERATURES, type SafeTemperature } from './safeTemperatures';

/** What the food-safety check reads of a recipe (a kept one, or one that has just arrived). */
export interface RecipeToCheck {
  name?: string;
  description?: string;
  ingredients: readonly { name: string; measurement: string }[];
  instructions: readonly string[];
}

/** A food the recipe cooks, with the temperature it is safe at inside. */
export interface SafeLine {
  /** As the recipe names it: "chicken", "pork chops", "minced beef". */
  food: string;
  safe: SafeTemperature;
}

/** A step that takes a food to less than its safe minimum inside. */
export interface StepWarning {
  step: number;
  food: string;
  statedCelsius: number;
  statedFahrenheit: number;
  safe: SafeTemperature;
}

export interface FoodSafety {
  lines: SafeLine[];
  warnings: StepWarning[];
  /** The recipe tells the cook to can, jar or ferment something for keeping at room temperature. */
  preserving: boolean;
  /** The dish is raw or rare meat, fish or eggs (tartare, a rare burger, runny eggs). */
  rawRisk: boolean;
}

/** Every kind's foods in one list: a text that names none of them needs no look-up kind by kind. */
const ANY_KIND: TermList = { terms: SAFE_TEMPERATURES.flatMap(({ foods }) => foods.terms) };

const kindOf = (text: string): { food: string; safe: SafeTemperature } | null => {
  // Read once for every kind: reading a text is most of the work of looking it up.
  const read = foodTextOf(text);
  if (!namesAnyTerm(read, ANY_KIND)) return null;
  for (const safe of SAFE_TEMPERATURES) {
    const food = findTerm(read, safe.foods);
    if (food !== null) return { food: asWritten(text, food), safe };
  }
  return null;
};

const sentencesOf = (step: string) => step.split(/(?<=[.;!?])\s+/);

/** A temperature as recipes write one: "165°F", "74 °C", "160 degrees F", "140-145°F" (the lower end read). */
const TEMPERATURE =
  /\b(\d{2,3})(?:\s*(?:-|–|to)\s*\d{2,3})?\s*(?:°\s*|º\s*|˚\s*|degrees?\s+|deg\.?\s*)?(C|F|[Cc]elsius|[Ff]ahrenheit)\b/g;

/** Words just before a temperature that make it an oven's, a pan's or a pot's, not the food's inside. */
const APPLIANCE_BEFORE =
  /(?:\bat|\boven(?: to| at)?|\bpreheat(?:ed)?(?: the)?(?: oven)?(?: to)?|\b(?:oil|water|fat|grill|griddle|pan|skillet|smoker|fryer|bath|broth|syrup|milk|sugar)(?:\s+\w+)?\s+to|\bfour(?: préchauffé| chaud)?\s+à|\bpréchauffer(?: le four)?\s+à|\b(?:huile|eau|bain|sirop)(?:\s+\p{L}+)?\s+à|\b(?:ofen|backofen)(?:\s+\p{L}+)?\s+auf|\bbei|\b(?:öl|wasser|fett)(?:\s+\p{L}+)?\s+auf|\bforno(?:\s+\p{L}+)?\s+a|\b(?:olio|acqua)(?:\s+\p{L}+)?\s+a)\s*(?:environ |etwa |ca\. )?$/u;
/** Words just after one that do the same: "a 140°F oven", "140°F water". */
const APPLIANCE_AFTER =
  /^\s*(?:oven|water|oil|fat|bath|smoker|grill)\b|^\s*\(?th(?:ermostat)?\.?\s*\d|^\s*(?:ober-\s*und\s+unterhitze|umluft|ober-?\/unterhitze)/;
/** Words that say a temperature is the food's inside. */
const INSIDE_BEFORE =
  /\b(?:internal|inside|reach(?:es|ed)?|register(?:s|ed)?|reads?|thermometer|core|until|to an internal temperature of|alcance|alcanzar|alcanza|interna|interior|termómetro|hasta|atteigne|atteindre|atteint|à cœur|thermomètre|jusqu'à|jusqu’à|kerntemperatur|erreicht|erreichen|thermometer|bis|raggiunga|raggiungere|raggiunge|termometro|temperatura interna|al cuore)(?!\p{L})|\bto\s*$/u;
const INSIDE_AFTER =
  /^\s*(?:inside|internal|in the (?:thickest|centre|center|middle)|en el (?:centro|interior)|por dentro|en la parte más gruesa|à cœur|au cœur|au centre|à l'intérieur|à l’intérieur|dans la partie la plus épaisse|im kern|kerntemperatur|innen|al cuore|al centro|nella parte più spessa)/;
/** A temperature the food is cooled or held to is not a cooking one. */
const COOLING =
  /\b(?:cool|chill|refrigerat|thaw|cold|defrost|enfri|nevera|descongel|frí|refroidi|réfrigér|froid|décongel|frigo|abkühl|kühl|auftau|kalt|raffredd|frigo|scongel|fredd)/;

function insideTemperatures(sentence: string): number[] {
  const found: number[] = [];
  for (const match of sentence.matchAll(TEMPERATURE)) {
    const before = sentence.slice(0, match.index).toLowerCase();
    const after = sentence.slice(match.index + match[0].length).toLowerCase();
    if (APPLIANCE_BEFORE.test(before) || APPLIANCE_AFTER.test(after) || COOLING.test(before)) continue;
    if (!INSIDE_BEFORE.test(before) && !INSIDE_AFTER.test(after)) continue;
    const degrees = Number(match[1]);
    found.push(/^f/i.test(match[2]!) ? converted(degrees, 'F', 'C') : degrees);
  }
  return found;
}

/** Canning, jarring or fermenting, with keeping at room temperature, in one step. */
const PRESERVING =
  /(?<!\p{L})(?:canning|can (?:it|them|the)|water[- ]bath|pressure[- ]can\p{L}*|jars?|jarred|bottl(?:e|ed|ing)|seal(?:ed)?|ferment\p{L}*|preserv\p{L}*|bocaux|bocal|stérilis\p{L}*|conserve\p{L}*|tarros?|conserva\p{L}*|esteriliz\p{L}*|einmach\p{L}*|einkoch\p{L}*|gläser|einwecken|fermentier\p{L}*|barattol\p{L}*|vasett\p{L}*|sterilizz\p{L}*)(?!\p{L})/iu;
const KEPT_WARM =
  /(?<!\p{L})(?:(?:store|keep|kept|keeps|stored|lasts?)(?!\p{L})[^.]*(?<!\p{L})(?:room temperature|pantry|cupboard|on the shelf|shelf[- ]stable|cool,? dark place)|shelf[- ]stable|(?:conserver|garder|stocker|se conserve|se garde)[^.]*(?:température ambiante|placard|à l'abri de la lumière)|(?:guardar|conservar|se conserva|se guarda)[^.]*(?:temperatura ambiente|despensa|alacena)|(?:aufbewahren|lagern|hält sich)[^.]*(?:raumtemperatur|vorratskammer|speisekammer|im schrank)|(?:raumtemperatur|vorratskammer|speisekammer|im schrank)[^.]*(?:aufbewahren|lagern)|(?:conservare|conservarli|conservarle|tenere|si conserva)[^.]*(?:temperatura ambiente|dispensa))(?!\p{L})/iu;

const RAW_DISH =
  /\b(?:tartare|carpaccio|sashimi|ceviche|crudo|rare|medium[- ]rare|pink (?:in the )?(?:middle|centre|center)|runny|soft[- ]boiled|sunny[- ]side|jammy|raw egg|raw yolk|uncooked egg|raw (?:beef|fish|salmon|tuna))\b/i;

/** How many degrees below the minimum still reads as it (165 °F is 73.9 °C, the chart's own rounding). */
const TOLERANCE_CELSIUS = 0.5;

/**
 * What a recipe needs said about food safety, in code rather than left to the model: one line per kind of food
 * it cooks with its safe internal temperature, a warning for each step that takes such a food to less, and lines
 * for preserving at room temperature and for raw or rare dishes. Oven and holding temperatures are not read as
 * the food's.
 */
export function foodSafetyOf(recipe: RecipeToCheck): FoodSafety {
  const texts = [
    recipe.name ?? '',
    recipe.description ?? '',
    ...recipe.ingredients.map(({ name }) => name),
    ...recipe.instructions,
  ];
  const lines: SafeLine[] = [];
  for (const text of texts) {
    const found = kindOf(text);
    if (found && !lines.some((line) => line.safe === found.safe)) lines.push(found);
  }
  const cooked = lines.filter(({ safe }) => safe.kind !== 'egg dish' && safe.kind !== 'casserole');
  // A temperature in a sentence that names no food is for the recipe's food; with several, the least strict.
  const fallback = [...cooked].sort((a, b) => a.safe.celsius - b.safe.celsius)[0] ?? null;
  const warnings: StepWarning[] = [];
  recipe.instructions.forEach((step, index) => {
    for (const sentence of sentencesOf(step)) {
      // Most sentences state no inside temperature: the food they name is looked up only for those that do.
      const lowest = Math.min(...insideTemperatures(sentence));
      if (!Number.isFinite(lowest)) continue;
      const food = kindOf(sentence) ?? fallback;
      if (food && lowest < food.safe.celsius - TOLERANCE_CELSIUS) {
        warnings.push({
          step: index,
          food: food.food,
          statedCelsius: lowest,
          statedFahrenheit: converted(lowest, 'C', 'F'),
          safe: food.safe,
        });
      }
    }
  });
  const hasEggs = recipe.ingredients.some(({ name }) => /\b(?:eggs?|yolks?)\b/i.test(name));
  return {
    lines,
    warnings,
    preserving: recipe.instructions.some((step) => PRESERVING.test(step) && KEPT_WARM.test(step)),
    rawRisk: (lines.length > 0 || hasEggs) && texts.some((text) => RAW_DISH.test(text)),
  };
}
