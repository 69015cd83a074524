import { parseRecipe } from './parseRecipe';
import { MAX_RECIPE_ENTRIES } from './replyText';
import { sampleRecipe } from '../../../__tests__/support/fakeChatClient';
import { parseRecipePreview } from './parseRecipePreview';

const json = JSON.stringify(sampleRecipe);

describe('parseRecipe on replies real models send', () => {
  it('reads JSON wrapped in a Markdown code fence', () => {
    expect(parseRecipe('```json\n' + json + '\n```')).toEqual({ ok: true, recipe: sampleRecipe });
  });

  it('reads JSON with a sentence before and after it', () => {
    expect(parseRecipe(`Here is a recipe for you:\n${json}\nEnjoy your meal!`)).toEqual({
      ok: true,
      recipe: sampleRecipe,
    });
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
      recipe: {
        name: 'Soup',
        description: 'Warm.',
        ingredients: [
          { name: 'leek', measurement: '1' },
          { name: 'salt', measurement: '' },
        ],
        instructions: ['Boil.'],
      },
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

  it('skips a <think> block that mentions JSON of its own', () => {
    const content = `<think>Maybe {"name": "Soup"}? No, {"name": "Pasta"} fits better.</think>\n${json}`;
    expect(parseRecipe(content)).toEqual({ ok: true, recipe: sampleRecipe });
  });

  it('is not fooled by braces in a closing tip', () => {
    expect(parseRecipe(`${json}\nTip: garnish with {parsley} if you have it.`)).toEqual({
      ok: true,
      recipe: sampleRecipe,
    });
  });

  it('takes the first of two objects that is a recipe', () => {
    expect(parseRecipe(`{"note": "here you go"} ${json} {"name": "Other"}`)).toEqual({
      ok: true,
      recipe: sampleRecipe,
    });
  });

  it('unwraps a recipe wrapped as {"recipe": {…}}', () => {
    expect(parseRecipe(JSON.stringify({ recipe: sampleRecipe }))).toEqual({ ok: true, recipe: sampleRecipe });
    expect(parseRecipe(JSON.stringify({ a: sampleRecipe, b: sampleRecipe })).ok).toBe(false);
  });

  it('respects braces and escaped quotes inside strings', () => {
    const tricky = { ...sampleRecipe, description: 'Say "{hi}" \\ then }' };
    expect(parseRecipe(`Sure: ${JSON.stringify(tricky)}`)).toEqual({ ok: true, recipe: tricky });
  });

  it('reads numbers as text, plain-string ingredients as given, and {step, text} steps', () => {
    const loose = {
      name: 'Eggs',
      description: 'Simple.',
      ingredients: [{ name: 'tomatoes', measurement: 2 }, '2 eggs', 'salt'],
      instructions: [{ step: 1, text: 'Beat the eggs.' }, { text: 'Cook them.' }, 'Eat.'],
    };
    expect(parseRecipe(JSON.stringify(loose))).toEqual({
      ok: true,
      recipe: {
        name: 'Eggs',
        description: 'Simple.',
        ingredients: [
          { name: 'tomatoes', measurement: '2' },
          { name: '2 eggs', measurement: '' },
          { name: 'salt', measurement: '' },
        ],
        instructions: ['Beat the eggs.', 'Cook them.', 'Eat.'],
      },
    });
  });

  it('does not call a card without ingredients a recipe', () => {
    expect(parseRecipe(JSON.stringify({ ...sampleRecipe, ingredients: [] }))).toEqual({
      ok: false,
      problem: 'not-a-recipe',
    });
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

describe('what a reply may hide', () => {
  const RLO = '\u202E';
  const PDF = '\u202C';
  const hidden = JSON.stringify({
    name: `Soup${'\u2066'}`,
    description: `Warm\u200B and quick.`,
    ingredients: [{ name: `pe\u00ADas`, measurement: `${RLO}05 g${PDF}` }],
    instructions: [`Boil ${'\u2067'}for 10 min.${'\u2069'}`],
  });
  const plain = {
    name: 'Soup',
    description: 'Warm and quick.',
    ingredients: [{ name: 'peas', measurement: '05 g' }],
    instructions: ['Boil for 10 min.'],
  };

  it('drops direction overrides and other invisible characters from every text of the recipe', () => {
    expect(parseRecipe(hidden)).toEqual({ ok: true, recipe: plain });
  });

  it('drops them from the streamed preview too', () => {
    expect(parseRecipePreview(hidden)).toEqual(plain);
  });
});

describe('a reply that repeats a key', () => {
  const reply =
    '{"name": "First", "description": "d", "ingredients": [{"name": "egg", "measurement": "1"}], "name": "Second", "instructions": ["Cook."]}';

  it('shows the last value, as JSON.parse reads it, in the recipe and in every preview once it has arrived', () => {
    expect(parseRecipe(reply)).toMatchObject({ ok: true, recipe: { name: 'Second' } });
    const secondArrived = reply.indexOf('"Second"') + '"Second"'.length + 1;
    for (let end = secondArrived; end <= reply.length; end += 1) {
      expect(parseRecipePreview(reply.slice(0, end))?.name).toBe('Second');
    }
  });
});
