import { INGREDIENT_PARSER_LINES, PUBLISHED_MERGES } from '../../../__tests__/shoppingMerges/publishedMerges';
import { HAND_CHECKED } from '../../../__tests__/nutritionLines/handCheckedLines';
import { PUBLISHED_RECIPES_IN_LANGUAGES } from '../../../__tests__/nutritionLines/publishedRecipesInLanguages';
import { REAL_LINES } from '../../../__tests__/nutritionLines/realIngredientLines';
import type { RecipeLanguage } from '../language/recipeLanguages';
import table from '../nutrition/nutritionTable.json';
import { shoppingList, type ShoppingAmounts } from './shoppingList';

const listOf = (...lines: (readonly [string, RecipeLanguage])[]) =>
  shoppingList(
    lines.map(([line, language], index) => ({
      id: `r${index}`,
      name: `Recipe ${index}`,
      language,
      lines: [line],
      servings: 2,
      shoppedServings: 2,
    })),
    table,
  );

/** Whether the pair's one line holds what each line asks for alone, added up. */
function addedUp(together: ShoppingAmounts, one: ShoppingAmounts, other: ShoppingAmounts): boolean {
  const close = (a: number, b: number) => Math.abs(a - b) < 0.01;
  const units = new Set([...Object.keys(one.byUnit), ...Object.keys(other.byUnit)]);
  const sameUnits = [...units].every((unit) =>
    close(together.byUnit[unit] ?? 0, (one.byUnit[unit] ?? 0) + (other.byUnit[unit] ?? 0)),
  );
  const millilitres = one.millilitres + other.millilitres;
  const grams = one.grams + other.grams;
  // A volume beside a weight is weighed: the weight grows by it, and no volume is left.
  const weighed = together.millilitres === 0 && millilitres > 0 && grams > 0 && together.grams > grams;
  return (
    sameUnits &&
    close(together.pieces, one.pieces + other.pieces) &&
    (weighed || (close(together.grams, grams) && close(together.millilitres, millilitres)))
  );
}

const same = PUBLISHED_MERGES.filter(([, , verdict]) => verdict === 'same');
const apart = PUBLISHED_MERGES.filter(([, , verdict]) => verdict === 'apart');

it('holds at least 100 pairs of lines nobody here wrote, each from a published collection', () => {
  const published = new Set([
    ...PUBLISHED_RECIPES_IN_LANGUAGES.flatMap((recipe) => recipe.lines),
    ...REAL_LINES.map(({ line }) => line),
    ...HAND_CHECKED.map(([line]) => line),
    ...INGREDIENT_PARSER_LINES.bbc,
    ...INGREDIENT_PARSER_LINES.cookstr,
  ]);
  expect(PUBLISHED_MERGES.length).toBeGreaterThanOrEqual(100);
  expect(PUBLISHED_MERGES.flatMap(([one, other]) => [one[0], other[0]]).filter((line) => !published.has(line))).toEqual(
    [],
  );
});

it.each(apart)('keeps %j and %j apart', (one, other) => {
  expect(listOf(one, other)).toHaveLength(2);
});

it('adds up at least 95 % of the pairs of one food, each to what both lines ask for', () => {
  const missed = same.filter(([one, other]) => {
    const together = listOf(one, other);
    const [alone, otherAlone] = [listOf(one)[0]!, listOf(other)[0]!];
    return (
      together.length !== 1 ||
      !together[0]!.amounts ||
      !addedUp(together[0]!.amounts, alone.amounts!, otherAlone.amounts!)
    );
  });
  expect(missed.length / same.length).toBeLessThanOrEqual(0.05);
});
