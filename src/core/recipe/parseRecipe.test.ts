import { parseRecipe } from './parseRecipe';
import { sampleRecipe } from '../../../__tests__/support/fakeChatClient';

describe('parseRecipe', () => {
  it('reads a minified JSON recipe', () => {
    expect(parseRecipe(JSON.stringify(sampleRecipe))).toEqual({ ok: true, recipe: sampleRecipe });
  });

  it.each([null, undefined, 42, { name: 'x' }])('fails on content that is not a string: %p', (content) => {
    expect(parseRecipe(content)).toEqual({ ok: false, problem: 'not-text' });
  });

  it("keeps none of the model's own nutrition: calories and macros in a reply are dropped", () => {
    const reply = { ...sampleRecipe, calories: 900, nutrition: { protein: '80 g', fat: '3 g' }, macros: 'high' };
    expect(parseRecipe(JSON.stringify(reply))).toEqual({ ok: true, recipe: sampleRecipe });
  });

  it.each(["I don't know", '', '{"name":', '42', '[]'])('fails on text that holds no JSON object: %j', (content) => {
    expect(parseRecipe(content)).toEqual({ ok: false, problem: 'not-json' });
  });

  it.each(['{"name":"x"}', JSON.stringify({ ...sampleRecipe, instructions: [1, 2] })])(
    'fails on JSON that is not a recipe: %s',
    (content) => {
      expect(parseRecipe(content)).toEqual({ ok: false, problem: 'not-a-recipe' });
    },
  );
});
