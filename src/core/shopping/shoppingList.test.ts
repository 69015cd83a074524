import table from '../nutrition/nutritionTable.json';
import type { RecipeLanguage } from '../language/recipeLanguages';
import { AISLES, shoppingList, type Aisle, type RecipeOnTheList, type ShoppingLine } from './shoppingList';
import aisles from './aisles.json';

let made = 0;
const recipe = (lines: string[], language: RecipeLanguage = 'en', servings = 4, shoppedServings = servings) => {
  made += 1;
  return {
    id: `r${made}`,
    name: `Recipe ${made}`,
    language,
    lines,
    servings,
    shoppedServings,
  } satisfies RecipeOnTheList;
};
const listOf = (...recipes: RecipeOnTheList[]) => shoppingList(recipes, table);
const lineNamed = (list: ShoppingLine[], name: string) => list.find((line) => line.name === name);

it('adds counts to counts: "2 onions" and "1 onion, chopped" are 3 onions, needed by both recipes', () => {
  const [first, second] = [recipe(['2 onions']), recipe(['1 onion, chopped'])];
  const list = listOf(first, second);
  expect(list).toHaveLength(1);
  expect(list[0]).toMatchObject({ aisle: 'produce', amounts: { pieces: 3 }, recipeIds: [first.id, second.id] });
});

it('adds weights across languages: "200 g de espinacas" and "100 g spinach" are 300 g', () => {
  const list = listOf(recipe(['200 g de espinacas frescas'], 'es'), recipe(['100 g spinach']));
  expect(list).toHaveLength(1);
  expect(list[0]!.amounts?.grams).toBeCloseTo(300);
  expect(list[0]!.name).toBe('espinacas frescas');
});

it('adds volumes to volumes, in millilitres', () => {
  const list = listOf(recipe(['1 cup milk']), recipe(['250 ml milk']));
  expect(list).toHaveLength(1);
  expect(list[0]!.amounts?.millilitres).toBeCloseTo(236.6 + 250, 0);
  expect(list[0]!.amounts?.grams).toBe(0);
});

it('weighs a volume beside a weight of the same food where the table knows its density', () => {
  const list = listOf(recipe(['300 g flour']), recipe(['1 cup flour']));
  expect(list).toHaveLength(1);
  expect(list[0]!.amounts).toMatchObject({ millilitres: 0 });
  expect(list[0]!.amounts!.grams).toBeGreaterThan(400);
  expect(list[0]!.amounts!.grams).toBeLessThan(450);
});

it('sets a volume beside a weight, not into it, where the table cannot weigh that volume', () => {
  const list = listOf(recipe(['200 g chopped onion']), recipe(['1 cup chopped onion']));
  expect(list).toHaveLength(1);
  expect(list[0]!.amounts).toMatchObject({ grams: 200, millilitres: expect.closeTo(236.6, 1) });
});

it('sets a count beside a weight: a piece is never guessed into grams', () => {
  const list = listOf(recipe(['2 onions']), recipe(['200 g onions']));
  expect(list).toHaveLength(1);
  expect(list[0]!.amounts).toMatchObject({ pieces: 2, grams: 200 });
});

it('keeps units nothing converts beside each other: "2 cloves garlic" and "1 head garlic"', () => {
  const list = listOf(recipe(['2 cloves garlic']), recipe(['3 cloves garlic, crushed']));
  expect(list).toHaveLength(1);
  expect(list[0]!.amounts?.byUnit).toEqual({ clove: 5 });
});

it.each([
  ['spring onions', 'onions'],
  ['garlic', 'garlic powder'],
  ['cream', 'sour cream'],
  ['egg', 'egg yolk'],
  ['chicken breasts', 'chicken thighs'],
  ['tomatoes', 'canned tomatoes'],
])('never merges two different foods: %s and %s', (one, other) => {
  expect(listOf(recipe([`2 ${one}`]), recipe([`2 ${other}`]))).toHaveLength(2);
});

it('scales each recipe to the servings the cook shops for', () => {
  const list = listOf(recipe(['2 onions'], 'en', 4, 8), recipe(['1 onion'], 'en', 2, 1));
  expect(list[0]!.amounts?.pieces).toBe(4.5);
});

it('asks for the upper end of a range: a cook buys enough', () => {
  expect(listOf(recipe(['2-3 carrots']))[0]!.amounts?.pieces).toBe(3);
});

it('keeps a line no food of the table names as written, on its own line, even written twice', () => {
  const [first, second] = [recipe(['1 jar Mrs Ball’s chutney']), recipe(['1 jar Mrs Ball’s chutney'])];
  const list = listOf(first, second);
  expect(list.map((line) => line.name)).toEqual(['1 jar Mrs Ball’s chutney', '1 jar Mrs Ball’s chutney']);
  expect(list.every((line) => line.amounts === undefined && line.aisle === 'other')).toBe(true);
});

it('says a food is needed without an amount when a line gives none', () => {
  const list = listOf(recipe(['salt to taste']), recipe(['1 tsp salt']));
  expect(list).toHaveLength(1);
  expect(list[0]!.amounts).toMatchObject({ unmeasured: true });
});

it('orders the lines by the shop’s aisles, a canned food with the tins', () => {
  const list = listOf(recipe(['1 l milk', '400 g canned tomatoes', '2 chicken breasts', '3 carrots', '1 tsp cumin']));
  expect(list.map((line) => line.aisle)).toEqual(['produce', 'meatAndFish', 'dairyAndEggs', 'tinsAndJars', 'spices']);
});

it('takes a recipe’s amounts away with it when it is taken off the list', () => {
  const [first, second] = [recipe(['2 onions', '1 leek']), recipe(['1 onion'])];
  const list = listOf(second);
  expect(listOf(first, second)).toHaveLength(2);
  expect(list).toEqual([expect.objectContaining({ amounts: expect.objectContaining({ pieces: 1 }) })]);
  expect(lineNamed(list, 'leek')).toBeUndefined();
});

it('walks every aisle once, and shelves every food group in one of them', () => {
  const every: Record<Aisle, true> = {
    produce: true,
    meatAndFish: true,
    dairyAndEggs: true,
    bakery: true,
    dryGoods: true,
    tinsAndJars: true,
    spices: true,
    drinks: true,
    other: true,
  };
  expect([...AISLES].sort()).toEqual(Object.keys(every).sort());
  expect(Object.values(aisles.byFoodGroup).every((aisle) => AISLES.includes(aisle as Aisle))).toBe(true);
});
