import { fullRecipe } from '../../../__tests__/support/cookTestRecipe';
import { countNutrition } from './nutritionCounter';

it('counts the recipe on screen once for everything that shows its figures', () => {
  const first = countNutrition(fullRecipe, 4);
  expect(countNutrition(fullRecipe, 4)).toBe(first);
});

it('counts again for another recipe, or the same one for other servings', () => {
  const first = countNutrition(fullRecipe, 4);
  expect(first.perServing.kcal).toBeGreaterThan(0);
  expect(countNutrition({ ...fullRecipe }, 4)).not.toBe(first);
  expect(countNutrition(fullRecipe, 2).perServing.kcal).toBeCloseTo(first.perServing.kcal * 2, 6);
});
