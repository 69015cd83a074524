import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startRecipeServer, type RunningServer } from '../../../server/recipeServer';
import { serverConfigFrom } from '../../../server/serverConfig';
import { laneOfThisWorker } from './lanes';

const ROOT = path.resolve(__dirname, '../../..');

/** The deployer's token: exported for the build, which must leave it out of the page, and given to the server. */
export const E2E_TOKEN = 'hf_e2e_test_token';
/** The suite's build of the recommended deployment, which most tests drive and some read files of. */
export const E2E_DIST = path.join(ROOT, 'dist');
/** Short, so the "reply never comes" journey ends in seconds rather than the real 3 minutes. */
export const E2E_TIMEOUT_MS = 12_000;
/** The spec's mode, built afresh once per run and lane (its page asks the lane's chat server) when first needed. */
const E2E_DIRECT_BUILDS = path.join(ROOT, 'build/e2e-direct');
const directBuildOfThisLane = () => path.join(E2E_DIRECT_BUILDS, String(laneOfThisWorker()));
/** The token a page built in the spec's mode holds, and sends to the model's server. */
export const E2E_PAGE_TOKEN = 'hf_e2e_page_token';
/** How long the first file that needs the direct build may wait for it. */
export const DIRECT_BUILD_WITHIN_MS = 240_000;

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
export function buildDeployment(): void {
  rmSync(E2E_DIRECT_BUILDS, { recursive: true, force: true });
  execFileSync('npm', ['run', '--silent', 'build'], {
    cwd: ROOT,
    env: buildEnvironment({ HF_TOKEN: E2E_TOKEN, HF_TIMEOUT_MS: String(E2E_TIMEOUT_MS) }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * The spec's mode: a page built with PUBLIC_HF_TOKEN and HF_ENDPOINT_URL, which asks the test chat server itself.
 * Built on first use (a minute of webpack that a run of other files never waits for); returns its folder.
 */
export function directBuild(): string {
  const distDir = directBuildOfThisLane();
  if (!existsSync(path.join(distDir, 'index.html'))) {
    execFileSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production'], {
      cwd: ROOT,
      env: buildEnvironment({
        PUBLIC_HF_TOKEN: E2E_PAGE_TOKEN,
        HF_ENDPOINT_URL: process.env.E2E_CHAT_URL,
        HF_MODEL: 'e2e/test-model',
        HF_TIMEOUT_MS: String(E2E_TIMEOUT_MS),
        BUILD_DIR: distDir,
      }),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  return distDir;
}

/** The direct build served as static files, by the app's server with no model of its own. */
export const serveDirectBuild = (): Promise<RunningServer> =>
  startRecipeServer({ config: serverConfigFrom({ LOG_LEVEL: 'warn' }), distDir: directBuild() });
