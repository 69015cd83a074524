import { converted, MASS_UNITS, VOLUME_UNITS } from '../cooking/units/cookMeasures';
import { unjoinedName } from '../language/lineGrammar';
import type { RecipeLanguage } from '../language/recipeLanguages';
import { foodOfLine } from '../nutrition/foodOfLine';
import { lineGrams } from '../nutrition/lineGrams';
import type { NutritionTable } from '../nutrition/nutritionTableTypes';
import { readLine } from '../nutrition/readLine';
import aisles from './aisles.json';
import sameProducts from './sameProducts.json';

/** The shop's aisles, each a text of the page (`shoppingList.aisle.<aisle>`). */
export type Aisle =
  'produce' | 'meatAndFish' | 'dairyAndEggs' | 'bakery' | 'dryGoods' | 'tinsAndJars' | 'spices' | 'drinks' | 'other';
/** In the order a cook walks them (aisles.json, which a test holds to every aisle once). */
export const AISLES = aisles.order as readonly Aisle[];
// Read as aisles: a test holds every value of the file to one.
const AISLE_OF_GROUP = aisles.byFoodGroup as Readonly<Record<string, Aisle>>;

/** Each name of the table a shop sells under another's, by the first name of its group (sameProducts.json). */
const PRODUCT_OF_NAME: ReadonlyMap<string, string> = new Map(
  sameProducts.groups.flatMap((names) => names.map((name) => [name, names[0]!] as const)),
);

/** A recipe put on the list: its lines in its own language, at the servings the cook shops for. */
export interface RecipeOnTheList {
  id: string;
  name: string;
  language: RecipeLanguage;
  lines: readonly string[];
  /** What the recipe serves as written, and what the cook shops for: its amounts are scaled by the second over the first. */
  servings: number;
  shoppedServings: number;
}

/**
 * How much of a food the list asks for, each kind of amount on its own: pieces ("3 onions"), grams, millilitres
 * (a volume beside a weight of the same food is turned into grams where the table knows its density), and units
 * nothing converts ("2 cans", "3 cloves"). A line with no amount ("salt to taste") adds none, and says so.
 */
export interface ShoppingAmounts {
  pieces: number;
  grams: number;
  millilitres: number;
  byUnit: Readonly<Record<string, number>>;
  unmeasured: boolean;
}

/** One line of the list: a food (or a line the matcher cannot name, as written), its aisle, amounts and recipes. */
export interface ShoppingLine {
  /** `food:<SR number>:<product>` for a food of the table; `line:<recipe id>:<index>` for a line kept as written. */
  key: string;
  aisle: Aisle;
  /** The food as the first recipe that needs it words it ("spinach", "espinacas"), or the line as written. */
  name: string;
  language: RecipeLanguage;
  /** Undefined for a line kept as written: its amount is in its words. */
  amounts?: ShoppingAmounts;
  /** The ids of the recipes that need it, in the order they were put on the list. */
  recipeIds: readonly string[];
}

const NO_AMOUNT: ShoppingAmounts = { pieces: 0, grams: 0, millilitres: 0, byUnit: {}, unmeasured: false };

function added(sum: ShoppingAmounts, more: ShoppingAmounts): ShoppingAmounts {
  const byUnit = { ...sum.byUnit };
  for (const [unit, amount] of Object.entries(more.byUnit)) byUnit[unit] = (byUnit[unit] ?? 0) + amount;
  return {
    pieces: sum.pieces + more.pieces,
    grams: sum.grams + more.grams,
    millilitres: sum.millilitres + more.millilitres,
    byUnit,
    unmeasured: sum.unmeasured || more.unmeasured,
  };
}

/**
 * A line's amount, and for a volume how to find what a millilitre of its food weighs (undefined where the table
 * cannot weigh it): asked only when the same food is also weighed, as weighing is most of the list's work.
 */
interface LineAmount {
  amounts: ShoppingAmounts;
  gramsPerMillilitre?: () => number | undefined;
}

/**
 * One line's amount, scaled: a weight in grams, a volume in millilitres (with what a millilitre of the food
 * weighs, by the same weighing as the nutrition figures, when the table knows), no unit a count, another unit as
 * itself. A range asks for its upper end: a cook buys enough.
 */
function amountOf(line: string, language: RecipeLanguage, scale: number, table: NutritionTable): LineAmount {
  const { parsed } = readLine(line, language);
  const quantity = parsed?.quantity2 ?? parsed?.quantity;
  if (!parsed || !quantity || quantity <= 0) return { amounts: { ...NO_AMOUNT, unmeasured: true } };
  const unit = parsed.unitOfMeasureID;
  const amount = quantity * scale;
  const mass = unit ? MASS_UNITS[unit] : undefined;
  if (mass) return { amounts: { ...NO_AMOUNT, grams: converted(amount, mass, 'g') } };
  const volume = unit ? VOLUME_UNITS[unit] : undefined;
  if (volume) {
    // lineGrams weighs the line as written, a range by its middle.
    const written = parsed.quantity2 === null ? quantity : (parsed.quantity! + quantity) / 2;
    const gramsPerMillilitre = () => {
      const weighed = lineGrams(line, table, language);
      return weighed.counted ? weighed.grams / converted(written, volume, 'ml') : undefined;
    };
    return { amounts: { ...NO_AMOUNT, millilitres: converted(amount, volume, 'ml') }, gramsPerMillilitre };
  }
  return { amounts: unit ? { ...NO_AMOUNT, byUnit: { [unit]: amount } } : { ...NO_AMOUNT, pieces: amount } };
}

/** Volumes beside weights of one food are weighed where the table knows how, else they stand side by side. */
function weighedWhereKnown(amounts: ShoppingAmounts, gramsPerMillilitre?: () => number | undefined): ShoppingAmounts {
  const density = amounts.grams > 0 && amounts.millilitres > 0 ? gramsPerMillilitre?.() : undefined;
  return density ? { ...amounts, grams: amounts.grams + amounts.millilitres * density, millilitres: 0 } : amounts;
}

/** How a line names its food, for the list: "de espinacas frescas, lavadas" is "espinacas frescas". */
const nameOf = (description: string, language: RecipeLanguage) =>
  unjoinedName(description.split(',')[0]!.trim(), language);

/** The aisle a food of the table is shelved in: a canned one with the tins, any other by its SR28 food group. */
function aisleOf(sr: string, name: string, table: NutritionTable): Aisle {
  if (table.names[name]?.canned === sr) return aisles.canned as Aisle;
  return AISLE_OF_GROUP[sr.padStart(5, '0').slice(0, 2)] ?? 'other';
}

/**
 * The shopping list of `recipes`: every line read by the nutrition's line reader and food matcher in its recipe's
 * language, the same food of the table added up across recipes and languages, two foods never merged, and a line
 * no food of the table names kept as written. In the aisles' order, then in the order the foods were first met.
 */
export function shoppingList(recipes: readonly RecipeOnTheList[], table: NutritionTable): ShoppingLine[] {
  const lines = new Map<string, ShoppingLine>();
  const densities = new Map<string, () => number | undefined>();
  for (const recipe of recipes) {
    const scale = recipe.shoppedServings / recipe.servings;
    recipe.lines.forEach((line, index) => {
      const { parsed, description, written } = readLine(line, recipe.language);
      const food = foodOfLine(description, parsed?.unitOfMeasureID ?? null, table.names);
      if (!food.found) {
        const key = `line:${recipe.id}:${index}`;
        lines.set(key, { key, aisle: 'other', name: line, language: recipe.language, recipeIds: [recipe.id] });
        return;
      }
      // One entry of the table under one product's name: the figures count crème fraîche as cream, the shop does not.
      const key = `food:${food.sr}:${PRODUCT_OF_NAME.get(food.name) ?? food.name}`;
      const { amounts, gramsPerMillilitre } = amountOf(line, recipe.language, scale, table);
      if (gramsPerMillilitre) densities.set(key, gramsPerMillilitre);
      const known = lines.get(key);
      lines.set(
        key,
        known
          ? {
              ...known,
              amounts: added(known.amounts!, amounts),
              recipeIds: known.recipeIds.includes(recipe.id) ? known.recipeIds : [...known.recipeIds, recipe.id],
            }
          : {
              key,
              aisle: aisleOf(food.sr, food.name, table),
              name: nameOf(written, recipe.language),
              language: recipe.language,
              amounts,
              recipeIds: [recipe.id],
            },
      );
    });
  }
  return [...lines.values()]
    .map((line) =>
      line.amounts ? { ...line, amounts: weighedWhereKnown(line.amounts, densities.get(line.key)) } : line,
    )
    .sort((a, b) => AISLES.indexOf(a.aisle) - AISLES.indexOf(b.aisle));
}
