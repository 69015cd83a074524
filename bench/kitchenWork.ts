/**
 * `npm run bench:kitchen`: how long the page's own kitchen work takes at 1× on this machine (Node's V8, no
 * throttling): counting a recipe's nutrition (target under 5 ms a recipe) and building the shopping list of seven
 * published recipes of 15 lines (target a median under 20 ms). Each is timed once first (which reads the food
 * names lists for the first time), then RUNS times: the median and range. As on the page, the card has shown the
 * recipe's lines (measuredLine) before the figures are counted. Timed on recipeNutrition and shoppingList
 * themselves: the page's selectors keep their last result, which a repeat would time.
 */
import { performance } from 'node:perf_hooks';
import { recipeNutrition } from '../src/core/nutrition/recipeNutrition';
import table from '../src/core/nutrition/nutritionTable.json';
import { shoppingList } from '../src/core/shopping/shoppingList';
import { REAL_LINES } from '../__tests__/nutritionLines/realIngredientLines';
import { PUBLISHED_RECIPES_IN_LANGUAGES } from '../__tests__/nutritionLines/publishedRecipesInLanguages';
import { measuredLine } from '../src/core/cooking/units/measuredLine';
import { ingredientLine } from '../src/core/recipe/ingredientLine';
import type { Recipe } from '../src/core/recipe/recipeTypes';
import { demoRecipe } from '../server/demoChef/demoRecipe';
import { realisticRecipe } from './journeys';
import { round, summary } from './statistics';

const RUNS = Number(process.env.BENCH_RUNS) || 200;

const linesOf = (recipe: Recipe) => recipe.ingredients.map((ingredient) => ingredientLine(ingredient));
const counted = (lines: readonly string[]) => () => {
  lines.forEach((line) => measuredLine(line, 1, 'metric'));
  return () => recipeNutrition(lines, 4, table);
};

// Seven published recipes of at least 15 lines, in Spanish, French and German, 15 lines each.
const week = PUBLISHED_RECIPES_IN_LANGUAGES.filter((recipe) => recipe.lines.length >= 15)
  .slice(0, 7)
  .map((recipe, index) => ({
    id: `recipe-${index}`,
    name: recipe.url,
    language: recipe.language,
    lines: recipe.lines.slice(0, 15),
    servings: 4,
    shoppedServings: 2,
  }));

/** Each piece of work: what prepares it, returning the work to time. */
const work: Record<string, () => () => unknown> = {
  'nutrition, realistic frittata': counted(linesOf(realisticRecipe)),
  'nutrition, demo chef': counted(linesOf(demoRecipe(['chicken thighs', 'rice', 'spinach', 'garlic', 'lemon']))),
  // Published recipes' lines (__tests__/nutritionLines): one in 29, from each source.
  'nutrition, 16 published lines': counted(REAL_LINES.filter((_, index) => index % 29 === 0).map(({ line }) => line)),
  [`shopping list, ${week.length} published recipes of 15 lines`]: () => () => shoppingList(week, table),
};

function timed(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

const rows = Object.entries(work).map(([name, prepare]) => {
  const run = prepare();
  const first = timed(run);
  const { median, min, max } = summary(Array.from({ length: RUNS }, () => timed(run) * 1000));
  return {
    work: name,
    'first (ms)': round(first, 2),
    [`median of ${RUNS} (µs)`]: median,
    'range (µs)': `${min}–${max}`,
  };
});
console.table(rows);
