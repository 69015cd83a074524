import type { RunningServer } from '../../server/recipeServer';
import { demoRecipe } from '../../server/demoChef/demoRecipe';
import { CHANGE_REQUESTS } from '../../src/core/steering/recipeChange';
import {
  addIngredients,
  lastChatRequest,
  setScenario,
  chromiumForThisFile,
  type OpenAppOptions,
  type ViewportName,
} from './support/browser';
import { E2E_TIMEOUT_MS, MODEL_SERVER_IN_PAGES, serveDirectBuild } from './support/builds';

/**
 * The spec's mode, asked for by name: a page built with PUBLIC_HF_TOKEN and HF_ENDPOINT_URL asks the model's
 * server itself. What only this route meets: the model's own refusals of the page's token, its CORS, and its
 * handling of the recipe schema.
 */

const three = ['eggs', 'spinach', 'feta'];
const chromium = chromiumForThisFile();
let server: RunningServer;
beforeAll(async () => {
  server = await serveDirectBuild();
});
afterAll(() => server.close());

const open = (viewport: ViewportName, options: OpenAppOptions = {}) =>
  chromium.open(viewport, { ...options, url: `${server.url}/` });

it.each(['phone', 'desktop'] as ViewportName[])(
  'shows a cook on a %s "Failed to load recipe." and why: a rejected token, no credit left, no answer',
  async (viewport) => {
    const { page } = await open(viewport, { clock: true });
    await addIngredients(page, three);
    const results = page.locator('#results-section');
    // Each failure's reason differs from the one before it, so the reason shown is the new request's.
    for (const [status, reason] of [
      [401, /access token was rejected/],
      [402, /no inference credit left/],
    ] as const) {
      await setScenario({ kind: 'status', status });
      await page.getByRole('button', { name: 'Get a recipe' }).click();
      await results.getByText(reason).waitFor({ timeout: 20_000 });
      await results.getByText('Failed to load recipe.').waitFor();
    }

    await setScenario({ kind: 'hang' });
    const sent = page.waitForRequest(/\/chat\/completions$/);
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await sent;
    // The build's timeout passes on the page's own clock (its deadline was set before the request left).
    await page.clock.runFor(E2E_TIMEOUT_MS);
    await results.getByText(/took too long to answer/).waitFor();
    await results.getByText('Failed to load recipe.').waitFor();
  },
);

describe('the recipe schema, as the test chat server sees it', () => {
  it('is sent as response_format with the request', async () => {
    await setScenario({ kind: 'recipe' });
    const { page } = await open('desktop');
    await addIngredients(page, three);
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.getByRole('heading', { name: demoRecipe(three).name }).waitFor();
    const request = (await lastChatRequest()) as {
      response_format?: { type?: string; json_schema?: { schema?: { required?: string[] } } };
    };
    expect(request.response_format?.type).toBe('json_schema');
    expect(request.response_format?.json_schema?.schema?.required).toEqual([
      'name',
      'description',
      'ingredients',
      'instructions',
    ]);
  });

  it('is left out after the server refuses it, and the cook sees one recipe, not an error', async () => {
    await setScenario({ kind: 'recipe', refuse: 'response_format' });
    const { page, errors } = await open('desktop');
    await addIngredients(page, three);
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.getByRole('heading', { name: demoRecipe(three).name }).waitFor();
    expect(await page.getByText('Failed to load recipe.').count()).toBe(0);
    expect(await lastChatRequest()).not.toHaveProperty('response_format');
    // The browser itself logs the refused request; the app adds no error of its own.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  });
});

describe('a recipe the cook steers', () => {
  it('asks the model itself for the change, with the recipe on screen, and for other ideas', async () => {
    await setScenario({ kind: 'recipe' });
    const { page, errors } = await open('phone');
    await addIngredients(page, three);
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.getByRole('button', { name: 'Start cooking' }).waitFor();

    await page.getByRole('button', { name: 'Fewer ingredients' }).click();
    await page.getByText(/^Fewer ingredients: /).waitFor();
    const { messages } = await lastChatRequest();
    expect(messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(JSON.parse(messages[2]!.content)).toMatchObject({ name: demoRecipe(three).name });
    expect(messages[3]!.content).toBe(CHANGE_REQUESTS.fewerIngredients);

    await page.getByRole('button', { name: 'Other ideas' }).click();
    await page.getByRole('list', { name: 'Other ideas' }).getByRole('button').nth(2).waitFor();
    expect(errors).toEqual([]);
  });
});

describe("the model's server", () => {
  it('is asked for a connection once 3 ingredients are listed, so the first tap does not wait to open one', async () => {
    const modelServer = new URL(MODEL_SERVER_IN_PAGES).origin;
    const { page } = await open('phone');
    await addIngredients(page, three);
    await page.getByRole('button', { name: 'Get a recipe' }).waitFor();
    await page.waitForFunction(() => document.querySelector('link[rel="preconnect"]'));
    const preconnects = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')].map((link) => ({
        origin: new URL(link.href).origin,
        crossOrigin: link.crossOrigin,
      })),
    );
    expect(preconnects).toEqual([{ origin: modelServer, crossOrigin: 'anonymous' }]);
  });
});

describe('a model server that does not allow this page', () => {
  it("says it could not reach the server at its origin, and asks whether it allows the page's origin", async () => {
    // The server answers without CORS headers, as one not told about this origin does: the browser refuses the reply.
    await setScenario({ kind: 'no-cors' });
    const { page } = await open('desktop');
    const server = new URL(MODEL_SERVER_IN_PAGES).origin;
    await addIngredients(page, three);
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page
      .locator('#results-section')
      .getByText(`Could not reach the model server at ${server}: is it running, and does it allow this page's origin?`)
      .waitFor();
  });
});

describe('a reply that repeats a key', () => {
  it('shows the last value once it has arrived, while streaming and when complete, and never goes back', async () => {
    const reply =
      '{"name": "First name", "description": "Quick.", "ingredients": [{"name": "eggs", "measurement": "2"},' +
      ' {"name": "spinach", "measurement": "1 bag"}], "name": "Second name", "instructions": ["Whisk.", "Cook."]}';
    await setScenario({ kind: 'content', content: reply, stream: { streamDelayMs: 20, streamChunkChars: 4 } });
    const { page } = await open('desktop');
    await addIngredients(page, three);
    await page.evaluate(() => {
      const names: string[] = [];
      (window as unknown as { names: string[] }).names = names;
      new MutationObserver(() => {
        const name = document.getElementById('recipe-name')?.textContent;
        if (name && names.at(-1) !== name) names.push(name);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.getByRole('button', { name: 'Start cooking' }).waitFor();
    const names = await page.evaluate(() => (window as unknown as { names: string[] }).names);
    expect(names.at(-1)).toBe('Second name');
    expect(names.slice(names.indexOf('Second name'))).toEqual(['Second name']);
  });
});
