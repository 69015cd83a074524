import { recipeRequestFor } from '../../src/core/modelRequest/recipeRequestFor';
import { DEFAULT_PREFERENCES } from '../../src/core/preferences/preferencesTypes';
import { demoRecipe } from '../demoChef/demoRecipe';
import { errorReplySchema, type ErrorReply } from '../errorReply';
import {
  injectableServer,
  injectedRecipeRequest,
  postRecipeRequest,
  SERVER_TOKEN,
  serverWithUpstream,
  streamedText,
} from '../../__tests__/support/recipeServerKit';

const ingredients = ['eggs', 'spinach', 'feta'];
let running: Awaited<ReturnType<typeof serverWithUpstream>>;
afterEach(() => running.close());

describe('POST /api/recipe, asking the upstream model', () => {
  it("sends the upstream the browser's own messages, the recipe schema, at most 1024 tokens and the server's token", async () => {
    running = await serverWithUpstream();
    const preferences = { ...DEFAULT_PREFERENCES, diet: 'vegetarian' as const, servings: 4 };
    await (await postRecipeRequest(running.server.url, { ingredients, preferences })).text();
    const browsers = recipeRequestFor({ ingredients, preferences }, 'owner/model');
    const sent = running.upstream.lastRequest()!;
    expect(sent.messages).toEqual(browsers.messages);
    expect(sent.response_format).toEqual(browsers.response_format);
    expect(sent.model).toBe('owner/model');
    expect((sent as { max_tokens?: number }).max_tokens).toBeLessThanOrEqual(1024);
    expect(running.upstream.lastAuthorization()).toBe(`Bearer ${SERVER_TOKEN}`);
  });

  it('asks the upstream for the recipe in the language the page sends, as the browser would', async () => {
    running = await serverWithUpstream();
    await (await postRecipeRequest(running.server.url, { ingredients, language: 'es' })).text();
    const system = running.upstream.lastRequest()?.messages?.[0]?.content;
    expect(system).toEqual(recipeRequestFor({ ingredients, language: 'es' }, 'owner/model').messages[0]!.content);
    expect(system).toContain('Write everything the cook reads in Spanish');
  });

  it("sends the spec's request when the cook has set no preferences", async () => {
    running = await serverWithUpstream();
    await (await postRecipeRequest(running.server.url, { ingredients })).text();
    expect(running.upstream.lastRequest()!.messages).toEqual(recipeRequestFor({ ingredients }, 'owner/model').messages);
  });

  it('streams the recipe back as server-sent events, ending with [DONE]', async () => {
    running = await serverWithUpstream();
    const response = await postRecipeRequest(running.server.url, { ingredients });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const { content, done } = await streamedText(response);
    expect(JSON.parse(content)).toEqual(demoRecipe(ingredients));
    expect(done).toBe(true);
  });

  it('writes one info line per recipe request, with status, duration and bytes, and not the ingredients', async () => {
    running = await serverWithUpstream();
    await (await postRecipeRequest(running.server.url, { ingredients })).text();
    await new Promise((resolve) => setImmediate(resolve));
    const recipeLines = running.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const line = recipeLines.find((entry) => entry.msg === 'recipe request')!;
    expect(line).toMatchObject({ status: 200, mode: 'endpoint' });
    expect(line.bytes).toBeGreaterThan(0);
    expect(typeof line.durationMs).toBe('number');
    expect(running.lines.join('\n')).not.toContain('spinach');
  });
  it('trims each ingredient as the form does before asking', async () => {
    running = await serverWithUpstream();
    await (await postRecipeRequest(running.server.url, { ingredients: ['  eggs ', 'spinach\t', 'feta'] })).text();
    expect(running.upstream.lastRequest()!.messages).toEqual(recipeRequestFor({ ingredients }, 'owner/model').messages);
  });
});

describe('POST /api/recipe, stopped by the cook', () => {
  it('writes the line of a stream the cook closed, marked stopped, and asks the model no further', async () => {
    running = await serverWithUpstream({}, { kind: 'recipe', stream: { streamDelayMs: 20, streamChunkChars: 4 } });
    const stop = new AbortController();
    const response = await postRecipeRequest(running.server.url, { ingredients }, {}, stop.signal);
    const abandoned = running.upstream.nextAbandoned();
    await response.body!.getReader().read();
    stop.abort();
    await abandoned;
    for (;;) {
      const line = running.lines
        .map((entry) => JSON.parse(entry) as Record<string, unknown>)
        .find((entry) => entry.msg === 'recipe request');
      if (line) {
        expect(line).toMatchObject({ status: 200, stopped: true });
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });
});

describe('POST /api/recipe, refusing what the app would not send', () => {
  let server: Awaited<ReturnType<typeof injectableServer>>;
  beforeEach(async () => {
    server = await injectableServer();
  });
  afterEach(() => server.app.close());

  it.each([
    ['not an object', '[1, 2, 3]', /JSON object/],
    ['a field besides ingredients and preferences', { ingredients, messages: [] }, /"messages" is not accepted/],
    ['ingredients that are not a list', { ingredients: 'eggs, spinach, feta' }, /array of strings/],
    ['two ingredients', { ingredients: ['eggs', 'feta'] }, /3 to 10 ingredients/],
    ['eleven ingredients', { ingredients: Array.from({ length: 11 }, (_, n) => `food ${n}`) }, /3 to 10/],
    ['an empty ingredient', { ingredients: ['eggs', '   ', 'feta'] }, /Ingredient 2 .*valid ingredient/],
    ['a duplicate', { ingredients: ['eggs', 'feta', 'eggs'] }, /Ingredient 3 .*already in the list/],
    ['an ingredient over 60 characters', { ingredients: ['eggs', 'feta', 'x'.repeat(61)] }, /up to 60 characters/],
    ['something not to cook with', { ingredients: ['eggs', 'feta', 'bleach'] }, /something to cook with/],
    ['an ingredient that is not a string', { ingredients: ['eggs', 'feta', 7] }, /Ingredient 3 must be a string/],
    ['preferences that are not an object', { ingredients, preferences: 'vegan' }, /must be an object/],
    ['an unknown diet', { ingredients, preferences: { diet: 'keto' } }, /preferences.diet/],
    ['13 servings', { ingredients, preferences: { servings: 13 } }, /preferences.servings/],
    ['a time limit the form does not offer', { ingredients, preferences: { maxMinutes: 20 } }, /maxMinutes/],
    ['basics that are not true or false', { ingredients, preferences: { hasBasics: 'yes' } }, /hasBasics/],
    ['units that are not a choice of the form', { ingredients, preferences: { units: 'imperial' } }, /units/],
    ['allergies that are not a list', { ingredients, preferences: { allergies: 'nuts' } }, /allergies/],
    ['a preference the app does not have', { ingredients, preferences: { spicy: true } }, /spicy/],
    ['a language the app does not speak', { ingredients, language: 'pt' }, /"language" must be one of en, es, fr/],
  ])('answers %s with 400 and what was wrong, and asks no model', async (_case, body, message) => {
    const response = await injectedRecipeRequest(server.app, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorReply>().error.message).toMatch(message);
    expect(server.askedCount()).toBe(0);
  });

  it.each([
    ['a body that is not JSON', 400, '{"ingredients": [', {}],
    ['a body over 16 KB', 413, { ingredients, padding: 'x'.repeat(17 * 1024) }, {}],
    ['a body of a type it does not read', 415, '<ingredients/>', { 'Content-Type': 'application/xml' }],
  ])('answers %s with %p, in the one shape of every error, and asks no model', async (_case, status, body, headers) => {
    const response = await injectedRecipeRequest(server.app, body, headers);
    expect(response.statusCode).toBe(status);
    expect(errorReplySchema.strict().parse(response.json())).toEqual({ error: { message: expect.any(String) } });
    expect(server.askedCount()).toBe(0);
  });
});

describe('POST /api/recipe, from which origins', () => {
  it("refuses another site's page with 403", async () => {
    const server = await injectableServer();
    const response = await injectedRecipeRequest(server.app, { ingredients }, { Origin: 'https://elsewhere.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { message: 'Recipes are not served to https://elsewhere.example.' } });
    expect(server.askedCount()).toBe(0);
    await server.app.close();
  });

  it('serves its own page, an allowed origin, and a request with no Origin (curl)', async () => {
    running = await serverWithUpstream({ ALLOWED_ORIGINS: 'https://chef.example, https://kitchen.example' });
    const own = await postRecipeRequest(running.server.url, { ingredients }, { Origin: running.server.url });
    const allowed = await postRecipeRequest(running.server.url, { ingredients }, { Origin: 'https://kitchen.example' });
    const curl = await postRecipeRequest(running.server.url, { ingredients });
    expect([own.status, allowed.status, curl.status]).toEqual([200, 200, 200]);
    await Promise.all([own.text(), allowed.text(), curl.text()]);
  });
});
