/**
 * `npm run bench:nutrition`: how long counting a recipe's nutrition takes at 1× on this machine (Node's V8, no
 * throttling), the figures' target being under 5 ms a recipe: the first count (which reads the food names
 * lists for the first time) and the median and range of RUNS counts after it, for the realistic recipe and the
 * demo chef's. As on the page, the card has shown the recipe's lines (measuredLine) before the figures are counted.
 * Timed on recipeNutrition itself: the page's countNutrition keeps its last result, which a repeat would time.
 */
import { performance } from 'node:perf_hooks';
import { recipeNutrition } from '../src/core/nutrition/recipeNutrition';
import table from '../src/core/nutrition/nutritionTable.json';
import { REAL_LINES } from '../__tests__/nutritionLines/realIngredientLines';
import { measuredLine } from '../src/core/cooking/units/measuredLine';
import { ingredientLine } from '../src/core/recipe/ingredientLine';
import type { Recipe } from '../src/core/recipe/recipeTypes';
import { demoRecipe } from '../server/demoChef/demoRecipe';
import { realisticRecipe } from './journeys';
import { round, summary } from './statistics';

const RUNS = Number(process.env.BENCH_RUNS) || 200;

function timed(lines: readonly string[]): number {
  const start = performance.now();
  recipeNutrition(lines, 4, table);
  return performance.now() - start;
}

const linesOf = (recipe: Recipe) => recipe.ingredients.map((ingredient) => ingredientLine(ingredient));

const recipes: Record<string, readonly string[]> = {
  'realistic frittata': linesOf(realisticRecipe),
  'demo chef': linesOf(demoRecipe(['chicken thighs', 'rice', 'spinach', 'garlic', 'lemon'])),
  // Published recipes' lines (__tests__/nutritionLines): one in 29, from each source.
  '16 published lines': REAL_LINES.filter((_, index) => index % 29 === 0).map(({ line }) => line),
};

const rows = Object.entries(recipes).map(([name, lines]) => {
  lines.forEach((line) => measuredLine(line, 1, 'metric'));
  const first = timed(lines);
  const after = Array.from({ length: RUNS }, () => timed(lines));
  const { median, min, max } = summary(after.map((ms) => ms * 1000));
  return {
    recipe: `${name}, ${lines.length} lines`,
    'first (ms)': round(first, 2),
    [`median of ${RUNS} (µs)`]: median,
    'range (µs)': `${min}–${max}`,
  };
});
console.table(rows);
