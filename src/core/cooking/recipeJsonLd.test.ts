import { isoDuration, recipeFileName, recipeJsonLd } from './recipeJsonLd';
import type { Recipe } from '../recipe/recipeTypes';
import { fullRecipe } from '../../../__tests__/support/cookTestRecipe';

describe('schema.org JSON-LD', () => {
  it('holds every field recipe managers import, for a full recipe', () => {
    expect(
      recipeJsonLd({
        recipe: fullRecipe,
        lines: ['400 g spaghetti'],
        servings: 4,
        diet: 'vegan',
        madeFrom: ['tomatoes', 'basil'],
        date: '2026-11-22',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Tomato & basil pasta',
      description: 'A quick pasta.',
      inLanguage: 'en',
      recipeIngredient: ['400 g spaghetti'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Boil the pasta for 10 minutes.' },
        { '@type': 'HowToStep', text: 'Toss with the sauce.' },
      ],
      recipeYield: '4 servings',
      prepTime: 'PT10M',
      cookTime: 'PT1H20M',
      totalTime: 'PT1H30M',
      suitableForDiet: 'https://schema.org/VeganDiet',
      keywords: 'tomatoes, basil',
      datePublished: '2026-11-22',
    });
  });

  it('leaves out the times and the diet a minimal recipe does not have', () => {
    const minimal: Recipe = {
      name: 'Toast',
      description: '',
      ingredients: [{ name: 'bread', measurement: '1 slice' }],
      instructions: ['Toast it.'],
    };
    const jsonLd = recipeJsonLd({
      recipe: minimal,
      lines: ['1 slice bread'],
      servings: 2,
      diet: 'pescatarian',
      madeFrom: [],
      date: '2026-11-22',
    });
    expect(jsonLd).not.toHaveProperty('prepTime');
    expect(jsonLd).not.toHaveProperty('totalTime');
    expect(jsonLd).not.toHaveProperty('suitableForDiet');
    expect(jsonLd).toMatchObject({ '@type': 'Recipe', recipeYield: '2 servings', recipeIngredient: ['1 slice bread'] });
  });

  it("carries a serving's figures from the app's table as schema.org NutritionInformation", () => {
    const nutrition = {
      kcal: 440,
      kj: 1826,
      protein: 13,
      fat: 5,
      saturatedFat: 1.5,
      carbohydrate: 80,
      sugars: 0,
      fibre: 1,
      sodiumMg: 75,
      salt: 0.19,
    };
    const jsonLd = recipeJsonLd({
      recipe: fullRecipe,
      lines: ['400 g spaghetti'],
      servings: 4,
      diet: 'none',
      madeFrom: [],
      date: '2026-11-27',
      nutrition,
    });
    expect(jsonLd).toMatchObject({
      nutrition: {
        '@type': 'NutritionInformation',
        servingSize: '1 serving',
        calories: '440 kcal',
        proteinContent: '13 g',
        fatContent: '5 g',
        saturatedFatContent: '1.5 g',
        carbohydrateContent: '80 g',
        sugarContent: '0 g',
        fiberContent: '1 g',
        sodiumContent: '75 mg',
      },
    });
  });

  it('writes ISO 8601 durations', () => {
    expect([isoDuration(30), isoDuration(60), isoDuration(90), isoDuration(0)]).toEqual([
      'PT30M',
      'PT1H',
      'PT1H30M',
      'PT0M',
    ]);
  });

  it('names the file after the recipe', () => {
    expect(recipeFileName('Tomato & basil pasta')).toBe('tomato-basil-pasta.recipe.json');
    expect(recipeFileName('!!!')).toBe('recipe.recipe.json');
  });
});
