import { recipeConflict } from './recipeConflict';
import { DEFAULT_PREFERENCES, type Preferences } from '../preferences/preferencesTypes';
import type { Recipe } from '../recipe/recipeTypes';
import { conflictInEnglish } from '../../../__tests__/support/englishLines';

/** The check, as the card words it in English. */
const said = (...args: Parameters<typeof recipeConflict>) => conflictInEnglish(recipeConflict(...args));

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
    expect(said(recipeUsing('peanut butter'), withPreferences({ allergies: ['peanuts'] }))).toBe(
      'This recipe uses peanut butter, and you avoid peanuts.',
    );
  });

  it('names what it found with the accents the recipe wrote', () => {
    const recipe = recipeUsing('jamón serrano');
    expect(recipeConflict(recipe, withPreferences({ diet: 'vegetarian' }))).toMatchObject({
      uses: 'jamón serrano',
    });
    expect(recipeConflict(recipeUsing('Œufs battus'), withPreferences({ allergies: ['eggs'] }))).toMatchObject({
      uses: 'œufs',
    });
  });

  it.each(['Sbattere le uova con la feta.', 'Serve the battered cod.'])(
    'does not take a cooking word a letter or two off a non-food for one: "%s"',
    (step) => {
      expect(recipeConflict(recipeUsing('eggs', step), withPreferences({}))).toBeNull();
    },
  );

  it('checks the steps as well as the ingredient lines', () => {
    const recipe = recipeUsing('spring onions', 'Scatter over the chopped walnuts and serve.');
    expect(said(recipe, withPreferences({ allergies: ['tree nuts'] }))).toBe(
      'This recipe uses walnuts, and you avoid tree nuts.',
    );
  });

  it('says which diet a recipe breaks', () => {
    expect(said(recipeUsing('bacon'), withPreferences({ diet: 'vegetarian' }))).toBe(
      'This recipe uses bacon, which is not vegetarian.',
    );
  });

  it('withholds a recipe that uses something that is not food, with no preference set', () => {
    expect(said(recipeUsing('bleach'), DEFAULT_PREFERENCES)).toBe(
      'This recipe uses bleach, which is not something to cook with.',
    );
  });

  it('lets a recipe through when nothing conflicts', () => {
    expect(said(recipeUsing('coconut milk'), withPreferences({ diet: 'vegan', allergies: ['peanuts'] }))).toBeNull();
  });
});
