import { isOnHand } from '../src/features/cook/onHand';
import { isoDuration, recipeFileName, recipeJsonLd } from '../src/features/cook/recipeJsonLd';
import { recipeText } from '../src/features/cook/recipeText';
import { scaleIngredientLine } from '../src/features/cook/scaleIngredient';
import { stepDurations } from '../src/features/cook/stepDurations';
import type { Recipe } from '../src/recipe/recipeTypes';

describe('scaling an ingredient line', () => {
  it.each([
    ['200 g spaghetti', 2, '400 g spaghetti'],
    ['3 eggs', 2, '6 eggs'],
    ['1.5 kg potatoes', 2, '3 kg potatoes'],
    ['150 ml cream', 1.5, '225 ml cream'],
    ['1/2 cup milk', 2, '1 cup milk'],
    ['½ cup milk', 1.5, '¾ cup milk'],
    ['1 1/2 cups flour', 2, '3 cups flour'],
    ['1 cup rice', 1 / 3, '⅓ cup rice'],
    ['2-3 cloves garlic', 2, '4–6 cloves garlic'],
    ['1 tablespoon olive oil', 2, '2 tablespoons olive oil'],
    ['2 tbsp soy sauce', 0.5, '1 tbsp soy sauce'],
    ['1 large onion', 2, '2 large onions'],
    ['1 onion', 3, '3 onions'],
    ['2 eggs', 0.5, '1 egg'],
    ['1 can tomatoes', 2, '2 cans tomatoes'],
    ['35 g butter', 3, '105 g butter'],
  ])('"%s" × %s → "%s"', (line, factor, scaled) => {
    expect(scaleIngredientLine(line, factor)).toBe(scaled);
  });

  it.each(['salt to taste', 'a pinch of salt', 'to taste', 'fresh basil leaves', 'For the sauce:'])(
    'leaves "%s" as it is: no quantity to scale',
    (line) => {
      expect(scaleIngredientLine(line, 2)).toBe(line);
    },
  );

  it.each([
    ['1,5 kg potatoes', 2, '3 kg potatoes'],
    ['1,500 g flour', 2, '3000 g flour'],
    ['two eggs', 2, '4 eggs'],
    ['Three carrots', 2, '6 carrots'],
    ['half a lemon', 2, '1 lemon'],
    ['a dozen eggs', 0.5, '6 eggs'],
    ['one and a half cups milk', 2, '3 cups milk'],
    ['0.1 g saffron', 0.25, '0.03 g saffron'],
    ['0.01 g saffron', 0.25, 'a pinch of saffron'],
    ['1 pinch salt', 0.1, '⅛ pinch salt'],
  ])('reads "%s" × %s as "%s"', (line, factor, scaled) => {
    expect(scaleIngredientLine(line, factor)).toBe(scaled);
  });

  it.each(['3e+21 g flour', '1e308 g rice', 'Infinity g salt', '6 NaN tsp sugar', '999999 kg sugar'])(
    'shows "%s", a quantity it does not trust, as written',
    (line) => {
      expect(scaleIngredientLine(line, 2)).toBe(line);
    },
  );

  it('never writes a broken number or a zero, whatever the factor', () => {
    for (const line of ['200 g spaghetti', '0.5 g saffron', '1/8 tsp chilli', '2-3 cloves garlic', '1,5 kg potatoes']) {
      for (const factor of [1 / 40, 1 / 7, 0.5, 3, 40]) {
        expect(scaleIngredientLine(line, factor)).not.toMatch(/NaN|Infinity|e\+|(?:^|\s)0(?:\s|$)/);
      }
    }
  });

  it('gives back the line exactly when the servings are back where they started (2 → 4 → 2)', () => {
    for (const line of ['1 1/2 cups flour', '200 g spaghetti', '2-3 cloves garlic', '½ cup milk']) {
      expect(scaleIngredientLine(line, 4 / 2)).not.toBe(line);
      expect(scaleIngredientLine(line, 2 / 2)).toBe(line);
    }
  });
});

describe('durations in a step', () => {
  it.each([
    ['Simmer for 10 minutes.', [{ label: '10 min', seconds: 600 }]],
    ['Bake 25–30 min until golden.', [{ label: '25–30 min', seconds: 1500 }]],
    ['Boil 8-10 minutes', [{ label: '8–10 min', seconds: 480 }]],
    ['Rest for 1 hour.', [{ label: '1 h', seconds: 3600 }]],
    ['Cook 1 1/2 hours.', [{ label: '1 h 30 min', seconds: 5400 }]],
    [
      'Roast 1 hour 30 minutes, then rest 10 mins.',
      [
        { label: '1 h 30 min', seconds: 5400 },
        { label: '10 min', seconds: 600 },
      ],
    ],
    ['Leave for half an hour.', [{ label: '30 min', seconds: 1800 }]],
    ['Microwave for 45 seconds.', [{ label: '45 s', seconds: 45 }]],
    ['Cook for 2 to 3 hours.', [{ label: '2–3 h', seconds: 7200 }]],
    ['Simmer for ten minutes.', [{ label: '10 min', seconds: 600 }]],
    [
      'Rest five minutes, then bake twenty-five minutes.',
      [
        { label: '5 min', seconds: 300 },
        { label: '25 min', seconds: 1500 },
      ],
    ],
    [
      'Bake for forty five minutes to an hour.',
      [
        { label: '45 min', seconds: 2700 },
        { label: '1 h', seconds: 3600 },
      ],
    ],
    ['Stir for a couple of minutes.', [{ label: '2 min', seconds: 120 }]],
    ['Bake fifteen to twenty minutes.', [{ label: '15–20 min', seconds: 900 }]],
    ['Leave for 100000 h.', []],
    ['Ferment for 30 hours.', []],
    ['Add 2 cups of water and heat to 180 °C.', []],
    ['Stir in 1/2 cup of stock.', []],
  ])('"%s"', (step, durations) => {
    expect(stepDurations(step)).toEqual(durations);
  });
});

describe('what the cook has', () => {
  const list = ['tomato', 'Spaghetti', 'garlic cloves', 'eggs'];

  it.each(['Tomatoes', 'cherry tomatoes', 'SPAGHETTI', 'garlic', 'egg', '2 large eggs'])(
    'has "%s" (case and plurals ignored)',
    (name) => {
      expect(isOnHand(name, list, false)).toBe(true);
    },
  );

  it.each(['parmesan', 'bell pepper', 'basil'])('needs "%s"', (name) => {
    expect(isOnHand(name, list, true)).toBe(false);
  });

  it.each([
    ['eggs', 'egg noodles'],
    ['butter', 'peanut butter'],
    ['chicken', 'chicken stock'],
    ['potatoes', 'sweet potatoes'],
    ['milk', 'coconut milk'],
    ['black pepper', 'bell pepper'],
    ['cheese', 'cream cheese'],
  ])('needs "%s" although "%s" is listed: another food, not a kind of it', (name, listed) => {
    expect(isOnHand(name, [listed], false)).toBe(false);
  });

  it.each([
    ['garlic cloves, crushed', 'garlic'],
    ['juice of 1 lemon', 'lemons'],
    ['lemon juice', 'lemon'],
    ['egg yolks', 'eggs'],
    ['butter, softened', 'butter'],
    ['noodles', 'egg noodles'],
    ['chicken breasts', 'chicken'],
  ])('has "%s" with "%s" listed: the same food', (name, listed) => {
    expect(isOnHand(name, [listed], false)).toBe(true);
  });

  it.each(['salt', 'Freshly ground black pepper', 'olive oil', 'water', 'salt and pepper, to taste'])(
    'counts "%s" as had only with the basics on',
    (name) => {
      expect(isOnHand(name, list, true)).toBe(true);
      expect(isOnHand(name, list, false)).toBe(false);
    },
  );
});

const fullRecipe: Recipe = {
  name: 'Tomato & basil pasta',
  description: 'A quick pasta.',
  ingredients: [{ name: 'spaghetti', measurement: '200 g' }],
  instructions: ['Boil the pasta for 10 minutes.', 'Toss with the sauce.'],
  servings: 2,
  prepMinutes: 10,
  cookMinutes: 80,
};

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

it('writes the recipe as plain text for sharing', () => {
  expect(recipeText(fullRecipe, ['400 g spaghetti'], 4)).toBe(
    [
      'Tomato & basil pasta',
      'A quick pasta.',
      'Serves 4',
      '',
      'Ingredients',
      '- 400 g spaghetti',
      '',
      'Instructions',
      '1. Boil the pasta for 10 minutes.',
      '2. Toss with the sauce.',
    ].join('\n'),
  );
});
