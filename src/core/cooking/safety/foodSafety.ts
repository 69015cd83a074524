import { asWritten, findTerm, foodTextOf, namesAnyTerm, type TermList } from '../../food/findTerm';
import { converted } from '../units/cookMeasures';
import { RECIPE_LANGUAGES, type RecipeLanguage } from '../../language/recipeLanguages';
import { SAFE_TEMPERATURES, type SafeTemperature } from './safeTemperatures';
import safetyWords from './safetyWords.json';

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

/** How a language's steps talk about heat and keeping (safetyWords.json says each field's use). */
interface SafetyWords {
  applianceBefore: readonly string[];
  applianceAfter: readonly string[];
  about: readonly string[];
  insideBefore: readonly string[];
  insideAfter: readonly string[];
  cooling: readonly string[];
  preserving: readonly string[];
  keptWarm: readonly string[];
  rawDish: readonly string[];
}

const WORDS: Record<RecipeLanguage, SafetyWords> = safetyWords;
/** Steps are read with every language's words, as a recipe may mix them; a list no language has matches nothing. */
const every = (list: keyof SafetyWords) =>
  RECIPE_LANGUAGES.flatMap((language) => WORDS[language][list]).join('|') || '(?!)';

/** Words just before a temperature that make it an oven's, a pan's or a pot's, not the food's inside. */
const APPLIANCE_BEFORE = new RegExp(`(?:${every('applianceBefore')})\\s*(?:${every('about')})?$`, 'u');
/** Words just after one that do the same: "a 140°F oven", "140°F water". */
const APPLIANCE_AFTER = new RegExp(`^\\s*(?:${every('applianceAfter')})`);
/** Words that say a temperature is the food's inside. */
const INSIDE_BEFORE = new RegExp(`\\b(?:${every('insideBefore')})(?!\\p{L})`, 'u');
const INSIDE_AFTER = new RegExp(`^\\s*(?:${every('insideAfter')})`);
/** A temperature the food is cooled or held to is not a cooking one. */
const COOLING = new RegExp(`\\b(?:${every('cooling')})`);

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
const PRESERVING = new RegExp(`(?<!\\p{L})(?:${every('preserving')})(?!\\p{L})`, 'iu');
const KEPT_WARM = new RegExp(`(?<!\\p{L})(?:${every('keptWarm')})(?!\\p{L})`, 'iu');

const RAW_DISH = new RegExp(`\\b(?:${every('rawDish')})\\b`, 'i');

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
