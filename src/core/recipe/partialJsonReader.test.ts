import fc from 'fast-check';
import { createPartialJsonReader } from './partialJsonReader';

const readOnce = (text: string) => createPartialJsonReader().read(text);

describe('createPartialJsonReader', () => {
  it('shows complete values only: never half a string, never a key without its value', () => {
    expect(readOnce('Sure! {"name":"Tomato Ba')).toEqual({});
    expect(readOnce('{"name":"Tomato Basil"')).toEqual({ name: 'Tomato Basil' });
    expect(readOnce('{"name":"Soup","serv')).toEqual({ name: 'Soup' });
    expect(readOnce('{"name":"Soup","servings":')).toEqual({ name: 'Soup' });
    expect(readOnce('{"name":"Soup","servings":4')).toEqual({ name: 'Soup' });
    expect(readOnce('{"name":"Soup","servings":4,')).toEqual({ name: 'Soup', servings: 4 });
    expect(readOnce('{"steps":["Boil.","Sim')).toEqual({ steps: ['Boil.'] });
    expect(readOnce('{"items":[{"name":"salt","measurement":"1 pin')).toEqual({ items: [{ name: 'salt' }] });
  });

  it('is not fooled by brackets, quotes and escapes inside strings', () => {
    expect(readOnce('{"a":"x } ] \\" {","b":[')).toEqual({ a: 'x } ] " {', b: [] });
  });

  it('stops at the end of the first object', () => {
    expect(readOnce('{"a":1} and then {"b":2}')).toEqual({ a: 1 });
  });

  it('returns nothing before an object has begun', () => {
    expect(readOnce("I don't know")).toBeUndefined();
  });

  it('reads any JSON object, cut anywhere, without throwing, the same whether fed at once or piece by piece', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.array(fc.nat(), { maxLength: 8 }), (value, cuts) => {
        const text = JSON.stringify(value);
        const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
        const reader = createPartialJsonReader();
        for (const point of points) {
          expect(reader.read(text.slice(0, point))).toEqual(readOnce(text.slice(0, point)));
        }
        expect(reader.read(text)).toEqual(JSON.parse(text));
      }),
      { numRuns: 500 },
    );
  });
});
