import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { demoRecipe } from '../../server/demoRecipe';
import { startRecipeServer, type RunningServer } from '../../server/recipeServer';
import { serverConfigFrom } from '../../server/serverConfig';
import { addIngredients, chromiumForThisFile, scrolledToResults } from './support/browser';
import { startTestChatServer, type TestChatServer } from './support/testChatServer';

/**
 * A deployment as the README's Deploy section makes it: a build without a token or endpoint, served by the
 * recipe server, which asks a fake OpenAI-compatible upstream on loopback with the owner's token.
 */

const ROOT = path.resolve(__dirname, '../..');
const OWNER_TOKEN = 'hf_owner_deploy_secret';
const three = ['eggs', 'spinach', 'feta'];
const chromium = chromiumForThisFile();
let dist: string;
let upstream: TestChatServer;
let server: RunningServer | undefined;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'chef-deploy-'));
  const { HF_TOKEN: _token, HF_ENDPOINT_URL: _endpoint, ...env } = process.env;
  execFileSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'], {
    cwd: ROOT,
    env: { ...env, BUILD_DIR: dist },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  upstream = await startTestChatServer();
}, 180_000);
afterEach(async () => {
  await server?.close();
  server = undefined;
});
afterAll(async () => {
  await upstream.close();
  rmSync(dist, { recursive: true, force: true });
});

async function servedWith(env: Record<string, string> = {}) {
  server = await startRecipeServer({
    config: serverConfigFrom({ HF_TOKEN: OWNER_TOKEN, HF_ENDPOINT_URL: upstream.baseUrl, LOG_LEVEL: 'warn', ...env }),
    distDir: dist,
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
