import type { Page } from 'playwright-core';
import { demoRecipe } from '../../server/demoChef/demoRecipe';
import { startRecipeServer, type RunningServer } from '../../server/recipeServer';
import { serverConfigFrom } from '../../server/serverConfig';
import { addIngredients, chromiumForThisFile, scrolledToResults } from './support/browser';
import { E2E_DIST } from './support/builds';
import { startTestChatServer, type TestChatServer } from './support/testChatServer';

/**
 * The server's own routes, each test with a server of its own (the suite's build, its own token, limits and
 * upstream): a fake OpenAI-compatible model on loopback that records what it was sent.
 */

const OWNER_TOKEN = 'hf_owner_deploy_secret';
const three = ['eggs', 'spinach', 'feta'];
const chromium = chromiumForThisFile();
let upstream: TestChatServer;
let server: RunningServer | undefined;

beforeAll(async () => {
  upstream = await startTestChatServer();
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});
afterAll(() => upstream.close());

async function servedWith(env: Record<string, string> = {}) {
  server = await startRecipeServer({
    config: serverConfigFrom({ HF_TOKEN: OWNER_TOKEN, HF_ENDPOINT_URL: upstream.baseUrl, LOG_LEVEL: 'warn', ...env }),
    distDir: E2E_DIST,
  });
  return chromium.open('phone', { url: `${server.url}/` });
}

const askOnPage = async (page: Page) => {
  await addIngredients(page, three);
  await page.getByRole('button', { name: 'Get a recipe' }).click();
};

it('streams a recipe through the server, sending it only the ingredients, with no token and no demo notice', async () => {
  upstream.setScenario({ kind: 'recipe' });
  const { page, errors } = await servedWith();
  const sent: Array<{ body: unknown; authorization?: string }> = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/recipe')) {
      sent.push({ body: request.postDataJSON(), authorization: request.headers().authorization });
    }
  });
  await askOnPage(page);
  await page.getByRole('heading', { name: demoRecipe(three).name }).waitFor();
  expect(sent).toHaveLength(1);
  expect(Object.keys(sent[0]!.body as object).sort()).toEqual(['ingredients', 'preferences']);
  expect(sent[0]!.authorization).toBeUndefined();
  expect(upstream.lastAuthorization()).toBe(`Bearer ${OWNER_TOKEN}`);
  expect(await page.getByRole('complementary', { name: 'Demo mode' }).count()).toBe(0);
  expect(await page.content()).not.toContain(OWNER_TOKEN);
  expect(errors).toEqual([]);
});

it('stops the model upstream when the cook presses Stop', async () => {
  upstream.setScenario({ kind: 'recipe', stream: { streamDelayMs: 200, streamChunkChars: 2 } });
  const { page } = await servedWith();
  await askOnPage(page);
  const stop = page.getByRole('button', { name: 'Stop' });
  await stop.waitFor();
  const abandoned = upstream.nextAbandoned();
  await stop.click();
  await abandoned;
  await page.getByRole('button', { name: 'Get a recipe' }).waitFor();
});

it('tells the cook in words when the chef is busy, and for how long', async () => {
  upstream.setScenario({ kind: 'recipe' });
  const { page } = await servedWith({ RATE_LIMIT_RECIPES: '1', RATE_LIMIT_WINDOW_S: '240' });
  await askOnPage(page);
  await page.getByRole('heading', { name: demoRecipe(three).name }).waitFor();
  // The page scrolls to the recipe it shows: a tap meanwhile can land beside the button.
  await scrolledToResults(page);
  await page.getByRole('button', { name: 'Get a recipe' }).click();
  await page.getByText('The chef is busy: try again in 4 minutes.', { exact: true }).waitFor();
});
