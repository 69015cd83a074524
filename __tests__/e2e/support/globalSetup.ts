import { startRecipeServer, type RunningServer } from '../../../server/recipeServer';
import { serverConfigFrom } from '../../../server/serverConfig';
import { buildDeployment, E2E_DIST, E2E_TIMEOUT_MS, E2E_TOKEN } from './builds';
import { startTestChatServer, type TestChatServer } from './testChatServer';

declare global {
  var e2eServers: { chat: TestChatServer; app: RunningServer } | undefined;
}

/**
 * The deployment the README recommends: the build a deployer makes, served by the app's own server, which keeps
 * the token and asks a local test chat server. Tells the tests both addresses.
 */
export default async function globalSetup(): Promise<void> {
  const chat = await startTestChatServer();
  buildDeployment();
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
  globalThis.e2eServers = { chat, app };
  process.env.E2E_APP_URL = app.url;
  process.env.E2E_CHAT_URL = chat.baseUrl;
}
