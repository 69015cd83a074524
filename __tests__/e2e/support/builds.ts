import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { startRecipeServer, type RunningServer } from '../../../server/recipeServer';
import { serverConfigFrom } from '../../../server/serverConfig';

const ROOT = path.resolve(__dirname, '../../..');

/** The deployer's token: exported for the build, which must leave it out of the page, and given to the server. */
export const E2E_TOKEN = 'hf_e2e_test_token';
/** The suite's build of the recommended deployment, which most tests drive and some read files of. */
export const E2E_DIST = path.join(ROOT, 'dist');
/** Short, so the "reply never comes" journey ends in seconds rather than the real 3 minutes. */
export const E2E_TIMEOUT_MS = 12_000;
/** The spec's mode, built once per run beside the deployment; every lane's files serve the same one. */
export const E2E_DIRECT_DIST = path.join(ROOT, 'build/e2e-direct');
/** The token a page built in the spec's mode holds, and sends to the model's server. */
export const E2E_PAGE_TOKEN = 'hf_e2e_page_token';
/**
 * The model's server as the direct build's pages know it: a name, not a port, so that one build serves every lane.
 * Each lane's Chromium resolves it to that lane's test chat server (browser.ts).
 */
export const MODEL_SERVER_IN_PAGES = 'http://model.e2e.test';

/** Runs a build, its errors and warnings printed as it goes; rejects when it fails. */
async function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const build = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const [code] = (await once(build, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit code ${code}): see its output above`);
}

/** The environment a build runs in: the caller's, without the variables that choose a mode. */
function buildEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const {
    PUBLIC_HF_TOKEN: _public,
    HF_TOKEN: _token,
    HF_ENDPOINT_URL: _endpoint,
    BUILD_DIR: _dir,
    ...rest
  } = process.env;
  return { ...rest, ...env };
}

/** `npm run build` as a deployer runs it, the token exported under the server's name (HF_TOKEN). */
const buildDeployment = () =>
  run(
    'npm',
    ['run', '--silent', 'build'],
    buildEnvironment({ HF_TOKEN: E2E_TOKEN, HF_TIMEOUT_MS: String(E2E_TIMEOUT_MS) }),
  );

/** The spec's mode: a page built with PUBLIC_HF_TOKEN and HF_ENDPOINT_URL, which asks the model's server itself. */
const buildDirect = () =>
  run(
    process.execPath,
    [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'],
    buildEnvironment({
      PUBLIC_HF_TOKEN: E2E_PAGE_TOKEN,
      HF_ENDPOINT_URL: MODEL_SERVER_IN_PAGES,
      HF_MODEL: 'e2e/test-model',
      HF_TIMEOUT_MS: String(E2E_TIMEOUT_MS),
      BUILD_DIR: E2E_DIRECT_DIST,
    }),
  );

/** Both builds the suite drives, made side by side: webpack keeps about one core busy, and CI's machine has two. */
export async function buildBoth(): Promise<void> {
  await Promise.all([buildDeployment(), buildDirect()]);
}

/** The direct build served as static files, by the app's server with no model of its own. */
export const serveDirectBuild = (): Promise<RunningServer> =>
  startRecipeServer({ config: serverConfigFrom({ LOG_LEVEL: 'warn' }), distDir: E2E_DIRECT_DIST });
