import { startRecipeServer, type RunningServer } from '../../../server/recipeServer';
import { serverConfigFrom } from '../../../server/serverConfig';
import { buildBoth, E2E_DIST, E2E_TIMEOUT_MS, E2E_TOKEN } from './builds';
import { laneVariable } from './lanes';
import { startTestChatServer, type TestChatServer } from './testChatServer';

declare global {
  var e2eServers: Array<TestChatServer | RunningServer> | undefined;
}

/** One lane's servers: a test chat server, and the app's own server keeping the token and asking it. */
async function startLane(lane: number): Promise<Array<TestChatServer | RunningServer>> {
  const chat = await startTestChatServer();
  const app = await startRecipeServer({
    config: serverConfigFrom({
      HF_TOKEN: E2E_TOKEN,
      HF_ENDPOINT_URL: chat.baseUrl,
      HF_MODEL: 'e2e/test-model',
      HF_TIMEOUT_MS: String(E2E_TIMEOUT_MS),
      LOG_LEVEL: 'warn',
      // The suite asks for hundreds of recipes from one address; the limits have tests of their own.
      RATE_LIMIT_RECIPES: '100000',
      RATE_LIMIT_IN_FLIGHT: '100',
    }),
    distDir: E2E_DIST,
  });
  process.env[laneVariable('E2E_APP_URL', lane)] = app.url;
  process.env[laneVariable('E2E_CHAT_URL', lane)] = chat.baseUrl;
  return [chat, app];
}

/**
 * The deployment the README recommends: the build a deployer makes, served by the app's own server, which keeps
 * the token and asks a local test chat server; a lane of those two servers for each worker (see lanes.ts). Beside
 * it, the build of the spec's mode, which the files that need it serve themselves.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  await buildBoth();
  const lanes = Array.from({ length: globalConfig.maxWorkers }, (_, index) => index + 1);
  globalThis.e2eServers = (await Promise.all(lanes.map(startLane))).flat();
}
