import { CHANGE_REQUESTS } from '../../src/core/steering/recipeChange';
import { changeNotMade } from '../../src/core/steering/changeNotMade';
import { ideasSoFar } from '../../src/core/steering/recipeIdea';
import { parseRecipe } from '../../src/core/recipe/parseRecipe';
import type { Recipe } from '../../src/core/recipe/recipeTypes';
import { startRecipeServer, type RunningServer } from '../recipeServer';
import { serverConfigFrom } from '../serverConfig';
import { postRecipeRequest, serverWithUpstream, streamedText } from '../../__tests__/support/recipeServerKit';

const ingredients = ['eggs', 'spinach', 'feta'];
const base: Recipe = {
  name: 'Baked eggs with spinach',
  description: 'Eggs baked on wilted spinach.',
  ingredients: [
    { name: 'eggs', measurement: '4' },
    { name: 'spinach', measurement: '200 g' },
    { name: 'feta', measurement: '50 g' },
    { name: 'cream', measurement: '100 ml' },
  ],
  instructions: [
    'Heat the oven to 200 °C.',
    'Warm the cream in a small pot.',
    'Wilt the spinach in a pan.',
    'Bake the eggs on the spinach for 12 minutes.',
  ],
};

const postIdeas = (url: string, body: unknown) =>
  fetch(`${url}/api/ideas`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('POST /api/recipe with a change, asking the upstream model', () => {
  let running: Awaited<ReturnType<typeof serverWithUpstream>>;
  afterEach(() => running.close());

  it("sends the recipe as the chef's answer and the change after it", async () => {
    running = await serverWithUpstream();
    await (
      await postRecipeRequest(running.server.url, { ingredients, change: { base, change: { kind: 'noOven' } } })
    ).text();
    const messages = running.upstream.lastRequest()!.messages!;
    expect(messages.map(({ role }) => role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(JSON.parse(String(messages[2]!.content))).toEqual(base);
    expect(messages[3]!.content).toBe(CHANGE_REQUESTS.noOven);
  });

  it.each([
    [{ base: { name: 'Not a recipe' }, change: { kind: 'noOven' } }, /"change.base" must be a recipe/],
    [
      {
        base: { ...base, instructions: Array.from({ length: 41 }, (_, index) => `Step ${index}.`) },
        change: { kind: 'noOven' },
      },
      /at most 40 ingredients and 40 steps/,
    ],
    [{ base, change: { kind: 'louder' } }, /must be one of quicker, spicier/],
    [{ base, change: { kind: 'wish', wish: 'x'.repeat(81) } }, /a wish of 1 to 80 characters/],
    [{ base, change: { kind: 'wish', wish: '   ' } }, /a wish of 1 to 80 characters/],
  ])('refuses %j with a 400 that says what is wrong, and asks no model', async (change, message) => {
    running = await serverWithUpstream();
    const response = await postRecipeRequest(running.server.url, { ingredients, change });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(message);
    expect(running.upstream.lastRequest()).toBeFalsy();
  });

  it('counts ideas against the same limit as recipes', async () => {
    running = await serverWithUpstream({ RATE_LIMIT_RECIPES: '1' });
    await (await postIdeas(running.server.url, { ingredients, shownNames: [] })).text();
    const second = await postRecipeRequest(running.server.url, { ingredients });
    expect(second.status).toBe(429);
    await second.text();
  });
});

describe('the demo chef, with no model configured', () => {
  let server: RunningServer;
  beforeEach(async () => {
    server = await startRecipeServer({ config: serverConfigFrom({ LOG_LEVEL: 'silent', PORT: '0' }) });
  });
  afterEach(() => server.close());

  const changed = async (kind: 'noOven' | 'fewerIngredients' | 'onePan' | 'vegetarian') => {
    const response = await postRecipeRequest(server.url, { ingredients, change: { base, change: { kind } } });
    const parsed = parseRecipe((await streamedText(response)).content);
    if (!parsed.ok) throw new Error(`the demo chef's version is not a recipe: ${parsed.problem}`);
    return parsed.recipe;
  };

  it.each(['noOven', 'fewerIngredients', 'onePan'] as const)(
    'answers %s in kind: its version passes the check',
    async (kind) => {
      const after = await changed(kind);
      expect(changeNotMade({ kind }, base, after, { ingredients, hasBasics: true })).toBeNull();
      expect(after).not.toEqual(base);
    },
  );

  it('answers three ideas, none named as a recipe shown', async () => {
    const shownNames = ['Eggs and spinach skillet'];
    const response = await postIdeas(server.url, { ingredients, shownNames });
    const ideas = ideasSoFar((await streamedText(response)).content, []);
    expect(ideas).toHaveLength(3);
    expect(ideas.map(({ name }) => name)).not.toContain('Eggs and spinach skillet');
  });
});
