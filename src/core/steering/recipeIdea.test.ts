import { ideasSoFar } from './recipeIdea';

const idea = (name: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ name, summary: `${name}, quickly.`, minutes: 20, extras: ['lemon'], ...extra });

describe('ideasSoFar', () => {
  it('shows each idea as soon as its object is complete, while the reply is still arriving', () => {
    const reply = `{"ideas":[${idea('Shakshuka')},${idea('Spinach frittata').slice(0, 20)}`;
    expect(ideasSoFar(reply, [])).toEqual([
      { name: 'Shakshuka', summary: 'Shakshuka, quickly.', minutes: 20, extras: ['lemon'] },
    ]);
  });

  it('leaves out an idea named as a recipe already shown, whatever the case or accents', () => {
    const reply = `{"ideas":[${idea('Spinach Frittata')},${idea('Crêpes')},${idea('Feta omelette')}]}`;
    expect(ideasSoFar(reply, ['spinach frittata', 'Crepes']).map(({ name }) => name)).toEqual(['Feta omelette']);
  });

  it('keeps three at most, each once', () => {
    const reply = `{"ideas":[${['A', 'B', 'a', 'C', 'D'].map((name) => idea(name)).join(',')}]}`;
    expect(ideasSoFar(reply, []).map(({ name }) => name)).toEqual(['A', 'B', 'C']);
  });

  it('skips an idea without a name, and one that is not JSON, and reads the rest', () => {
    const reply = `{"ideas":[{"summary":"no name"},{oops},${idea('Soup')}]}`;
    expect(ideasSoFar(reply, []).map(({ name }) => name)).toEqual(['Soup']);
  });

  it('reads a time only as a whole number of minutes, and says nothing when there is none', () => {
    const [first] = ideasSoFar(`{"ideas":[${idea('Soup', { minutes: 'soon' })}]}`, []);
    expect(first).not.toHaveProperty('minutes');
  });

  it('offers no ideas from a reply that is a recipe: its ingredients are not ideas', () => {
    const recipe = JSON.stringify({
      name: 'Spinach frittata',
      description: 'Eggs and spinach.',
      ingredients: [
        { name: 'eggs', measurement: '4' },
        { name: 'spinach', measurement: '200 g' },
      ],
      instructions: ['Cook.'],
    });
    expect(ideasSoFar(recipe, [])).toEqual([]);
  });

  it('reads a reply that is only the list of ideas', () => {
    expect(ideasSoFar(`[${idea('Soup')},${idea('Stew')}]`, []).map(({ name }) => name)).toEqual(['Soup', 'Stew']);
  });

  it('ignores what a reasoning model thought aloud', () => {
    expect(ideasSoFar(`<think>[${idea('Hidden')}]</think>{"ideas":[${idea('Soup')}]}`, [])).toHaveLength(1);
  });
});
