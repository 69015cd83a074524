import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium } from '../__tests__/e2e/support/chromium';
import { startRecipeServer } from '../server/recipeServer';
import { serverConfigFrom } from '../server/serverConfig';

/** This checkout, or the one BENCH_ROOT names (e.g. an older commit's worktree, to measure it instead). */
export const BENCH_ROOT = path.resolve(process.env.BENCH_ROOT ?? path.resolve(__dirname, '..'));

/** A production build of the checkout at `root` into `dir`, with the given build variables (HF_*). */
export function buildApp(dir: string, env: Record<string, string>, root = BENCH_ROOT): void {
  execFileSync(process.execPath, [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'], {
    cwd: root,
    env: { ...process.env, ...env, BUILD_DIR: dir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** A build served by the app's own server, quietly. */
export const servedDist = (dir: string) =>
  startRecipeServer({ config: serverConfigFrom({ LOG_LEVEL: 'warn' }), distDir: dir });

/**
 * A production build of the checkout at `root` (with the given build variables) in a temporary directory, served
 * on loopback by the app's server with the given server variables (`dir`: the build's folder); `close` stops it
 * and removes the build.
 */
export async function temporaryServedBuild(
  name: string,
  buildEnv: Record<string, string>,
  serverEnv: NodeJS.ProcessEnv,
  root = BENCH_ROOT,
) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `chef-${name}-`));
  console.log(`Building ${root} (${name})…`);
  buildApp(dir, buildEnv, root);
  const site = await startRecipeServer({ config: serverConfigFrom({ LOG_LEVEL: 'warn', ...serverEnv }), distDir: dir });
  return {
    site,
    dir,
    close: async () => {
      await site.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The checkout BENCH_BASE names (A) and this one (B), each built with `buildEnv` and served, for a bench that
 * interleaves their runs; `base` is A's folder.
 */
export async function baseAndThisBuild(name: string, buildEnv: Record<string, string>) {
  if (!process.env.BENCH_BASE) throw new Error('BENCH_BASE must name the checkout to compare this one with.');
  const base = path.resolve(process.env.BENCH_BASE);
  const builds = [
    await temporaryServedBuild(`${name}-a`, buildEnv, {}, base),
    await temporaryServedBuild(`${name}-b`, buildEnv, {}, BENCH_ROOT),
  ];
  return { base, builds };
}

/**
 * A build made without a token or an endpoint, so the page asks its own server, and that server, holding the
 * model's settings, asks the OpenAI-compatible server at `endpointUrl`: the deployment the README recommends. Its
 * rate limit is lifted, since a benchmark asks for many recipes from one address.
 */
export const servedThroughRecipeService = (name: string, endpointUrl: string) =>
  temporaryServedBuild(
    name,
    {},
    {
      HF_ENDPOINT_URL: endpointUrl,
      HF_MODEL: 'bench/model',
      RATE_LIMIT_RECIPES: '100000',
      RATE_LIMIT_IN_FLIGHT: '100',
    },
  );

/**
 * A production build of BENCH_ROOT (with the given build variables) in a temporary directory, served on loopback,
 * and Chromium to measure it in; `close` stops both and removes the build.
 */
export async function servedBuild(name: string, env: Record<string, string>) {
  const { site, close } = await temporaryServedBuild(name, env, {});
  const browser = await launchChromium();
  return {
    site,
    browser,
    close: async () => {
      await browser.close();
      await close();
    },
  };
}
