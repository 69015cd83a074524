import { findTerm } from '../src/lib/findTerm';
import { nonFoodIn } from '../src/features/ingredients/nonFoods';
import { allergenNamed } from '../src/recipe/allergens';
import { DIET_EXCLUSIONS } from '../src/features/preferences/avoidedFoods';
import { allergyFoods, recipeConflict } from '../src/features/preferences/recipeConflict';
import { DEFAULT_PREFERENCES, type Diet, type Preferences } from '../src/features/preferences/preferencesTypes';
import type { Recipe } from '../src/recipe/recipeTypes';

const usesAllergen = (allergy: string, text: string) => findTerm(text, allergyFoods(allergy));
const breaksDiet = (diet: Diet, text: string) =>
  DIET_EXCLUSIONS[diet].map((group) => findTerm(text, group)).find(Boolean) ?? null;

describe('allergens: what each allergy finds', () => {
  it.each([
    ['peanuts', '2 tbsp peanut butter', 'peanut butter'],
    ['peanuts', 'Roasted PEANUTS', 'peanuts'],
    ['peanuts', 'chicken satay skewers', 'satay'],
    ['peanuts', '1 cup groundnuts', 'groundnuts'],
    ['tree nuts', 'a handful of walnuts', 'walnuts'],
    ['tree nuts', 'toasted pine nuts', 'pine nuts'],
    ['tree nuts', '3 tbsp basil pesto', 'pesto'],
    ['nuts', 'chopped cashews', 'cashews'],
    ['milk', '50 g butter', 'butter'],
    ['dairy', 'grated parmesan cheese', 'parmesan'],
    ['dairy', 'a spoon of ghee', 'ghee'],
    ['dairy', 'Greek yogurt', 'greek yogurt'],
    ['eggs', '2 large eggs', 'eggs'],
    ['eggs', 'a dollop of mayonnaise', 'mayonnaise'],
    ['eggs', 'crushed meringue', 'meringue'],
    ['gluten', '200 g plain flour', 'plain flour'],
    ['wheat', 'day-old bread', 'bread'],
    ['gluten', 'cooked couscous', 'couscous'],
    ['gluten', '2 tbsp soy sauce', 'soy sauce'],
    ['fish', '4 anchovies', 'anchovies'],
    ['fish', 'a dash of Worcestershire sauce', 'worcestershire sauce'],
    ['fish', '1 tbsp fish sauce', 'fish sauce'],
    ['shellfish', '300 g prawns', 'prawns'],
    ['shellfish', 'steamed mussels', 'mussels'],
    ['shellfish', 'crab meat', 'crab meat'],
    ['soy', 'firm tofu', 'firm tofu'],
    ['soy', 'white miso paste', 'white miso'],
    ['soy', 'shelled edamame', 'edamame'],
    ['sesame', '2 tbsp tahini', 'tahini'],
    ['sesame', 'toasted sesame oil', 'toasted sesame oil'],
    ['kiwi', 'sliced kiwis', 'kiwis'],
    ['strawberries', 'fresh strawberry', 'strawberry'],
  ])('%s: finds "%s" (as %s)', (allergy, text, found) => {
    expect(usesAllergen(allergy, text)).toBe(found);
  });
});

describe('allergens: the classic traps are not matches', () => {
  it.each([
    ['eggs', 'roasted eggplant'],
    ['dairy', 'butternut squash soup'],
    ['gluten', 'buckwheat groats'],
    ['dairy', '1 tsp cream of tartar'],
    ['dairy', '400 ml coconut milk'],
    ['tree nuts', 'a pinch of nutmeg'],
    ['tree nuts', 'sliced water chestnuts'],
    ['tree nuts', 'desiccated coconut'],
    ['peanuts', 'peanut-free granola'],
    ['dairy', 'dairy-free spread'],
    ['gluten', 'gluten-free pasta'],
    ['gluten', 'gluten free soy sauce'],
    ['gluten', 'rice noodles'],
    ['shellfish', 'oyster mushrooms'],
    ['dairy', '2 tbsp peanut butter'],
    ['eggs', 'Eggplant parmigiana, no cheese'],
  ])('%s: does not fire on "%s"', (allergy, text) => {
    expect(usesAllergen(allergy, text)).toBeNull();
  });
});

describe('diets', () => {
  it.each<[Diet, string, string | null]>([
    ['vegetarian', '4 rashers of bacon', 'bacon'],
    ['vegetarian', 'chicken stock', 'chicken stock'],
    ['vegetarian', 'leaf gelatine', 'leaf gelatine'],
    ['vegetarian', '200 g salmon', 'salmon'],
    ['vegetarian', 'vegetable stock', null],
    ['vegetarian', 'grated cheese', null],
    ['vegetarian', "lamb's lettuce", null],
    ['vegan', 'grated cheese', 'cheese'],
    ['vegan', '1 tbsp honey', 'honey'],
    ['vegan', '2 eggs', 'eggs'],
    ['vegan', '400 ml coconut milk', null],
    ['vegan', 'cubed honeydew melon', null],
    ['pescatarian', 'grilled tuna', null],
    ['pescatarian', 'minced beef', 'minced beef'],
    ['gluten-free', '100 g spaghetti', 'spaghetti'],
    ['gluten-free', 'rice flour', null],
    ['dairy-free', 'a knob of butter', 'butter'],
    ['dairy-free', 'oat milk', null],
    ['none', '4 rashers of bacon', null],
  ])('%s: "%s" → %s', (diet, text, found) => {
    expect(breaksDiet(diet, text)).toBe(found);
  });
});

describe('not food', () => {
  it.each([
    'bleach',
    'Ammonia',
    'dish detergent',
    'rat poison',
    'ant poison',
    'antifreeze',
    'petrol',
    'lye',
    'drain cleaner',
    'sleeping pills',
    'glue',
  ])('finds "%s"', (text) => {
    expect(nonFoodIn(text)).not.toBeNull();
  });

  it.each([
    'baking soda',
    'olive oil',
    'rice vinegar',
    'glutinous rice',
    'pillows of gnocchi',
    'paintbrush-thin asparagus',
    'lychee',
  ])('leaves "%s" alone', (text) => {
    expect(nonFoodIn(text)).toBeNull();
  });
});

describe('the table', () => {
  it('names every allergen the issue lists, each findable by its own name', () => {
    for (const name of ['peanut', 'tree nut', 'milk', 'egg', 'wheat', 'gluten', 'fish', 'shellfish', 'soy', 'sesame']) {
      expect(allergenNamed(name)).not.toBeNull();
    }
  });
});

const recipeUsing = (ingredient: string, step = 'Cook everything together.'): Recipe => ({
  name: 'Test dish',
  description: 'A dish.',
  ingredients: [
    { name: 'rice', measurement: '200 g' },
    { name: ingredient, measurement: '2 tbsp' },
  ],
  instructions: [step],
});
const withPreferences = (preferences: Partial<Preferences>): Preferences => ({
  ...DEFAULT_PREFERENCES,
  ...preferences,
});

describe('recipeConflict', () => {
  it('says what was found and which allergy it breaks', () => {
    expect(recipeConflict(recipeUsing('peanut butter'), withPreferences({ allergies: ['peanuts'] }))).toBe(
      'This recipe uses peanut butter, and you avoid peanuts.',
    );
  });

  it('checks the steps as well as the ingredient lines', () => {
    const recipe = recipeUsing('spring onions', 'Scatter over the chopped walnuts and serve.');
    expect(recipeConflict(recipe, withPreferences({ allergies: ['tree nuts'] }))).toBe(
      'This recipe uses walnuts, and you avoid tree nuts.',
    );
  });

  it('says which diet a recipe breaks', () => {
    expect(recipeConflict(recipeUsing('bacon'), withPreferences({ diet: 'vegetarian' }))).toBe(
      'This recipe uses bacon, which is not vegetarian.',
    );
  });

  it('withholds a recipe that uses something that is not food, with no preference set', () => {
    expect(recipeConflict(recipeUsing('bleach'), DEFAULT_PREFERENCES)).toBe(
      'This recipe uses bleach, which is not something to cook with.',
    );
  });

  it('lets a recipe through when nothing conflicts', () => {
    expect(
      recipeConflict(recipeUsing('coconut milk'), withPreferences({ diet: 'vegan', allergies: ['peanuts'] })),
    ).toBeNull();
  });
});
