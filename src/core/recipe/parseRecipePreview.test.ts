import { MAX_RECIPE_ENTRIES, MAX_TEXT_LENGTH } from './replyText';
import { parseRecipePreview } from './parseRecipePreview';
import { sampleRecipe } from '../../../__tests__/support/fakeChatClient';
const reply = JSON.stringify(sampleRecipe);

describe('parseRecipePreview', () => {
  it('shows only complete strings, never half a name', () => {
    expect(parseRecipePreview('{"name":"Tomato Ba')).toEqual({
      name: undefined,
      description: undefined,
      ingredients: [],
      instructions: [],
    });
    expect(parseRecipePreview('{"name":"Tomato Basil Pasta","description":"A qui')).toMatchObject({
      name: 'Tomato Basil Pasta',
      description: undefined,
    });
  });

  it('shows whole steps and ingredient fields as they complete', () => {
    const partial = reply.slice(0, reply.indexOf('Simmer') + 3);
    expect(parseRecipePreview(partial)).toEqual({
      name: sampleRecipe.name,
      description: sampleRecipe.description,
      ingredients: sampleRecipe.ingredients,
      instructions: ['Boil the pasta.'],
    });
  });

  it('skips a reasoning block, and reads a recipe wrapped as {"recipe": …}', () => {
    expect(parseRecipePreview('<think>{"name":"not this"}</think>{"name":"Soup",')).toMatchObject({ name: 'Soup' });
    expect(parseRecipePreview('<think>{"name":"still thinking"}')).toBeNull();
    expect(parseRecipePreview('{"recipe":{"name":"Soup","ingredients":["2 eggs",')).toMatchObject({
      name: 'Soup',
      ingredients: [{ name: '2 eggs', measurement: '' }],
    });
  });

  it('caps what it shows as the finished card will: 100 entries, 2,000 characters', () => {
    const long = `{"name":"${'a'.repeat(100_000)}","ingredients":[${Array.from({ length: 500 }, () => '"salt"').join(',')}`;
    const preview = parseRecipePreview(long);
    expect(preview?.name).toHaveLength(MAX_TEXT_LENGTH);
    expect(preview?.ingredients).toHaveLength(MAX_RECIPE_ENTRIES);
  });

  it('skips text before the JSON and returns null before any', () => {
    expect(parseRecipePreview('Sure! ')).toBeNull();
    expect(parseRecipePreview('Sure! {"name":"Soup",')).toMatchObject({ name: 'Soup' });
  });
});
