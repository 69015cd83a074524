import { demoRecipe } from './demoRecipe';

const measureOf = (ingredients: string[], name: string, servings?: number) =>
  demoRecipe(ingredients, servings).ingredients.find((entry) => entry.name === name)?.measurement;

describe('the demo chef measures as kitchens do', () => {
  it.each([
    ['chicken thighs', '300 g'],
    ['beef mince', '300 g'],
    ['salmon', '250 g'],
    ['prawns', '250 g'],
  ])('weighs meat and fish: %s → %s for two', (name, measure) => {
    expect(measureOf([name, 'rice', 'spinach'], name)).toBe(measure);
  });

  it.each([
    ['rice', '1 cup'],
    ['quinoa', '1 cup'],
    ['spaghetti', '180 g'],
    ['noodles', '180 g'],
  ])('measures grains by cups and pasta by grams: %s → %s for two', (name, measure) => {
    expect(measureOf([name, 'chicken', 'peas'], name)).toBe(measure);
  });

  it.each([
    ['butter', '2 tablespoons'],
    ['olive oil', '2 tablespoons'],
    ['garlic', '2 cloves'],
    ['eggs', '4'],
    ['onion', '1'],
    ['chickpeas', '1 can (400 g)'],
    ['cumin', '1 teaspoon'],
  ])('gives %s its usual measure (%s)', (name, measure) => {
    expect(measureOf([name, 'potatoes', 'spinach'], name)).toBe(measure);
  });

  it('reads the last word of a name: chicken stock is a liquid, not chicken', () => {
    expect(measureOf(['chicken stock', 'rice', 'peas'], 'chicken stock')).toBe('200 ml');
  });

  it('measures for the servings asked for', () => {
    expect(measureOf(['chicken', 'rice', 'peas'], 'chicken', 4)).toBe('600 g');
    expect(demoRecipe(['chicken', 'rice', 'peas'], 4).servings).toBe(4);
  });
});

describe('the demo chef’s steps follow from its ingredients', () => {
  const recipe = demoRecipe(['chicken thighs', 'rice', 'spinach', 'garlic']);

  it('cooks everything it lists, in the order a pan takes it', () => {
    const steps = recipe.instructions.join('\n');
    const at = (text: string) => steps.indexOf(text);
    expect(at('rice')).toBeLessThan(at('Heat the olive oil'));
    expect(at('Heat the olive oil')).toBeLessThan(at('garlic'));
    expect(at('garlic')).toBeLessThan(at('chicken thighs'));
    expect(at('chicken thighs')).toBeLessThan(at('spinach'));
    expect(recipe.instructions.at(-2)).toBe('Toss the rice through everything in the pan.');
  });

  it('browns meat until cooked through, and boils pasta in salted water', () => {
    expect(recipe.instructions).toContain(
      'Season the chicken thighs with salt and pepper and brown in the pan for 6 to 8 minutes, turning once, until cooked through.',
    );
    expect(demoRecipe(['penne', 'tomatoes', 'basil']).instructions[0]).toMatch(/^Boil the penne in well-salted water/);
  });

  it('uses the fat the cook listed instead of adding olive oil', () => {
    const withButter = demoRecipe(['butter', 'mushrooms', 'eggs']);
    expect(withButter.ingredients.map((entry) => entry.name)).not.toContain('olive oil');
    expect(withButter.instructions[0]).toBe('Heat the butter in a large pan over medium heat.');
  });

  it('is named for its main things and says honestly where it comes from', () => {
    expect(recipe.name).toBe('Demo: Chicken thighs and rice with spinach');
    expect(recipe.description).toBe(
      "A sample recipe from the app's offline demo chef, not an AI: made with chicken thighs, rice, spinach and garlic.",
    );
  });
});
