import { MAX_FOODS_SEEN, readFoodsSeen } from './foodsSeen';

describe('the foods a model saw in a photo', () => {
  it('reads each food with how sure the model is', () => {
    expect(readFoodsSeen('{"foods":[{"name":"eggs","sure":0.9},{"name":"leek","sure":0.4}]}')).toEqual({
      foods: [
        { name: 'eggs', sure: 0.9 },
        { name: 'leek', sure: 0.4 },
      ],
    });
  });

  it('reads a reply fenced in Markdown with a sentence around it, and thinking before it', () => {
    const reply =
      '<think>a shelf with {"foods":[]}</think>Here you go:\n```json\n{"foods":[{"name":"milk","sure":1}]}\n```';
    expect(readFoodsSeen(reply)).toEqual({ foods: [{ name: 'milk', sure: 1 }] });
  });

  it('reads "confidence" as how sure, a percentage as a fraction, and a bare name as sure', () => {
    const reply = '{"foods":[{"name":"carrots","confidence":"0.7"},{"name":"butter","sure":85},"lemons"]}';
    expect(readFoodsSeen(reply)?.foods).toEqual([
      { name: 'carrots', sure: 0.7 },
      { name: 'butter', sure: 0.85 },
      { name: 'lemons', sure: 1 },
    ]);
  });

  it('counts a food with no sureness as unsure, and drops entries without a name', () => {
    expect(readFoodsSeen('{"foods":[{"name":"kale"},{"sure":0.9},{"name":"  "},42,null]}')?.foods).toEqual([
      { name: 'kale', sure: 0 },
    ]);
  });

  it('keeps a name the model gave twice once, with the surer reading', () => {
    const reply = '{"foods":[{"name":"eggs","sure":0.5},{"name":"eggs","sure":0.9},{"name":"Eggs","sure":0.2}]}';
    expect(readFoodsSeen(reply)?.foods).toEqual([
      { name: 'eggs', sure: 0.9 },
      { name: 'Eggs', sure: 0.2 },
    ]);
  });

  it(`keeps at most ${MAX_FOODS_SEEN} foods`, () => {
    const foods = Array.from({ length: 40 }, (_, index) => ({ name: `food ${index}`, sure: 1 }));
    expect(readFoodsSeen(JSON.stringify({ foods }))?.foods).toHaveLength(MAX_FOODS_SEEN);
  });

  it('takes an empty list as an answer: nothing was seen', () => {
    expect(readFoodsSeen('{"foods":[]}')).toEqual({ foods: [] });
  });

  it("marks the demo chef's sample as one", () => {
    expect(readFoodsSeen('{"sample":true,"foods":[{"name":"eggs","sure":1}]}')?.sample).toBe(true);
  });

  it.each([['I see a fridge.'], ['{"recipe":{}}'], ['{"foods":"eggs"}'], ['']])(
    'is nothing for a reply that lists no foods: %j',
    (reply) => {
      expect(readFoodsSeen(reply)).toBeNull();
    },
  );
});
