import { MAX_RECIPE_ENTRIES, parseRecipe } from '../src/features/recipe/reply/parseRecipe';
import { sampleRecipe } from './support/fakeChatClient';

const json = JSON.stringify(sampleRecipe);

describe('parseRecipe on replies real models send', () => {
  it('reads JSON wrapped in a Markdown code fence', () => {
    expect(parseRecipe('```json\n' + json + '\n```')).toEqual({ ok: true, recipe: sampleRecipe });
  });

  it('reads JSON with a sentence before and after it', () => {
    expect(parseRecipe(`Here is a recipe for you:\n${json}\nEnjoy your meal!`)).toEqual({ ok: true, recipe: sampleRecipe });
  });

  it('still fails on "I don\'t know"', () => {
    expect(parseRecipe("I don't know")).toEqual({ ok: false, problem: 'not-json' });
  });

  it('trims text and drops ingredients with neither name nor measurement, and empty steps', () => {
    const messy = {
      name: '  Soup  ',
      description: ' Warm. ',
      ingredients: [{ name: ' leek ', measurement: ' 1 ' }, { name: ' ', measurement: '' }, {}, 'salt'],
      instructions: ['  Boil.  ', '   ', ''],
    };
    expect(parseRecipe(JSON.stringify(messy))).toEqual({
      ok: true,
      recipe: { name: 'Soup', description: 'Warm.', ingredients: [{ name: 'leek', measurement: '1' }], instructions: ['Boil.'] },
    });
  });

  it.each([
    ['a list', '[1, 2]'],
    ['an object without a name', JSON.stringify({ ...sampleRecipe, name: undefined })],
    ['a name that is not text', JSON.stringify({ ...sampleRecipe, name: 42 })],
    ['ingredients that are not a list', JSON.stringify({ ...sampleRecipe, ingredients: 'eggs' })],
    ['steps that are not text', JSON.stringify({ ...sampleRecipe, instructions: [{ step: 1 }] })],
    ['an empty card', JSON.stringify({ name: ' ', description: '', ingredients: [], instructions: [] })],
  ])('fails on %s instead of showing it', (_, content) => {
    expect(parseRecipe(content).ok).toBe(false);
  });

  it('keeps at most 100 ingredients and 100 steps of an absurdly long reply', () => {
    const huge = {
      ...sampleRecipe,
      ingredients: Array.from({ length: 5000 }, (_, i) => ({ name: `item ${i}`, measurement: '1' })),
      instructions: Array.from({ length: 5000 }, (_, i) => `Step ${i}`),
    };
    const parsed = parseRecipe(JSON.stringify(huge));
    expect(parsed.ok && parsed.recipe.ingredients).toHaveLength(MAX_RECIPE_ENTRIES);
    expect(parsed.ok && parsed.recipe.instructions).toHaveLength(MAX_RECIPE_ENTRIES);
  });
});
