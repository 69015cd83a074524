import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { startRecipeServer, type RunningServer } from '../../../server/recipeServer';
import { serverConfigFrom } from '../../../server/serverConfig';
import { startTestChatServer, type TestChatServer } from './testChatServer';

export const E2E_TOKEN = 'hf_e2e_test_token';
/** The build globalSetup makes for the suite, which the tests read files of. */
export const E2E_DIST = path.resolve(__dirname, '../../../dist');
/** Short, so the "reply never comes" journey ends in seconds rather than the real 60. */
export const E2E_TIMEOUT_MS = 12_000;

declare global {
  var e2eServers: { chat: TestChatServer; app: RunningServer } | undefined;
}

/** Builds dist/ against a local test chat server, serves it, and tells the tests both addresses. */
export default async function globalSetup(): Promise<void> {
  const root = path.resolve(__dirname, '../../..');
  const chat = await startTestChatServer();
  execFileSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'], {
    cwd: root,
    env: {
      ...process.env,
      HF_TOKEN: E2E_TOKEN,
      HF_ENDPOINT_URL: chat.baseUrl,
      HF_MODEL: 'e2e/test-model',
      HF_TIMEOUT_MS: String(E2E_TIMEOUT_MS),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const app = await startRecipeServer({
    config: serverConfigFrom({ LOG_LEVEL: 'warn' }),
    distDir: E2E_DIST,
  });
  globalThis.e2eServers = { chat, app };
  process.env.E2E_APP_URL = app.url;
  process.env.E2E_CHAT_URL = chat.baseUrl;
}
