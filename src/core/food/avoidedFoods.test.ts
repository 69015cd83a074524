import { findTerm } from './findTerm';
import { allergenNamed } from './allergens';
import { DIET_EXCLUSIONS } from './avoidedFoods';
import { allergyFoods } from './recipeConflict';
import { type Diet } from '../preferences/preferencesTypes';

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

describe('the table', () => {
  it('names every allergen the issue lists, each findable by its own name', () => {
    for (const name of ['peanut', 'tree nut', 'milk', 'egg', 'wheat', 'gluten', 'fish', 'shellfish', 'soy', 'sesame']) {
      expect(allergenNamed(name)).not.toBeNull();
    }
  });
});
