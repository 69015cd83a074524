/**
 * `npm run bench:nutrition`: how long counting a recipe's nutrition takes at 1× on this machine (Node's V8, no
 * throttling), the figures' target being under 5 ms a recipe: the first count (which reads the food names' term
 * lists for the first time) and the median and range of RUNS counts after it, for the realistic recipe and the
 * demo chef's. As on the page, the card has shown the recipe's lines (measuredLine) before the figures are counted.
 * Timed on recipeNutrition itself: the page's countNutrition keeps its last result, which a repeat would time.
 */
import { performance } from 'node:perf_hooks';
import { recipeNutrition } from '../src/core/nutrition/recipeNutrition';
import table from '../src/core/nutrition/nutritionTable.json';
import { measuredLine } from '../src/core/cooking/units/measuredLine';
import { ingredientLine } from '../src/core/recipe/ingredientLine';
import type { Recipe } from '../src/core/recipe/recipeTypes';
import { demoRecipe } from '../server/demoRecipe';
import { realisticRecipe } from './realisticRecipe';
import { round, summary } from './statistics';

const RUNS = Number(process.env.BENCH_RUNS) || 200;

function timed(recipe: Recipe): number {
  const start = performance.now();
  recipeNutrition(
    recipe.ingredients.map((ingredient) => ingredientLine(ingredient)),
    recipe.servings ?? 2,
    table,
  );
  return performance.now() - start;
}

const recipes: Record<string, Recipe> = {
  'realistic frittata (9 lines)': realisticRecipe,
  'demo chef, 5 ingredients': demoRecipe(['chicken thighs', 'rice', 'spinach', 'garlic', 'lemon']),
};

const rows = Object.entries(recipes).map(([name, recipe]) => {
  recipe.ingredients.forEach((ingredient) => measuredLine(ingredientLine(ingredient), 1, 'metric'));
  const first = timed(recipe);
  const after = Array.from({ length: RUNS }, () => timed(recipe));
  const { median, min, max } = summary(after.map((ms) => ms * 1000));
  return {
    recipe: name,
    'first (ms)': round(first, 2),
    [`median of ${RUNS} (µs)`]: median,
    'range (µs)': `${min}–${max}`,
  };
});
console.table(rows);
