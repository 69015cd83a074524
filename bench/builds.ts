/**
 * What the benches measure: production builds of this checkout (or of another, BENCH_BASE) and of the peers,
 * served on loopback, compressed as any real host serves them.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { startRecipeServer } from '../server/recipeServer';
import { serverConfigFrom } from '../server/serverConfig';

export const THIS_CHECKOUT = path.resolve(__dirname, '..');

export interface ServedBuild {
  name: string;
  /** The page's address. */
  url: string;
  /** The build's folder. */
  dir: string;
  close: () => Promise<void>;
}

/** A build's folder served by the app's own server, quietly, with `serverEnv`. */
const served = (dir: string, serverEnv: Record<string, string> = {}) =>
  startRecipeServer({ config: serverConfigFrom({ LOG_LEVEL: 'warn', ...serverEnv }), distDir: dir });

/**
 * A production build of the checkout at `root` (with the build variables `buildEnv`) in a temporary folder, served
 * by the app's own server (with `serverEnv`); `close` stops it and removes the build.
 */
export async function servedBuild(
  name: string,
  buildEnv: Record<string, string>,
  serverEnv: Record<string, string> = {},
  root = THIS_CHECKOUT,
): Promise<ServedBuild> {
  const dir = mkdtempSync(path.join(os.tmpdir(), `chef-bench-${name.replace(/\W+/g, '-')}-`));
  console.log(`Building ${root} (${name})…`);
  execFileSync(process.execPath, [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'], {
    cwd: root,
    env: { ...process.env, ...buildEnv, BUILD_DIR: dir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const site = await served(dir, serverEnv);
  return {
    name,
    url: `${site.url}/`,
    dir,
    close: async () => {
      await site.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A build that asks the model's server at `chatUrl` itself, with a build-time token (a base from before
 * PUBLIC_HF_TOKEN reads it as HF_TOKEN: each build takes the name it knows).
 */
export const askingTheModel = (name: string, chatUrl: string, root = THIS_CHECKOUT) =>
  servedBuild(
    name,
    { PUBLIC_HF_TOKEN: 'hf_bench', HF_TOKEN: 'hf_bench', HF_ENDPOINT_URL: chatUrl, HF_MODEL: 'bench/model' },
    {},
    root,
  );

/**
 * A build without a token, so the page asks its own server, which holds the model's settings and asks the model
 * at `chatUrl`: the deployment the README recommends. Its rate limit is lifted for the bench's many recipes.
 */
export const askingItsServer = (name: string, chatUrl: string) =>
  servedBuild(
    name,
    {},
    { HF_ENDPOINT_URL: chatUrl, HF_MODEL: 'bench/model', RATE_LIMIT_RECIPES: '100000', RATE_LIMIT_IN_FLIGHT: '100' },
  );

/** The peers, open-source apps of this kind (React and Vite, a recipe from ingredients through Hugging Face). */
const PEERS = [
  { name: 'roboChef', repo: 'JustinSilbiger/roboChef', commit: '3df40ffbb33010a5e3af937edb2c658ea3be9021' },
  { name: 'chef-Claude', repo: 'hooamii/chef-Claude', commit: 'accec0bfbb9c26135b0ea732aada2255edcb56ad' },
];

/** Brotli and gzip copies beside each text file of a build, as this app's build makes them. */
function precompress(dir: string): void {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(html|js|css|svg)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

/**
 * A peer's production build at its commit, cloned (from BENCH_PEERS_FROM, a folder of their checkouts, when GitHub
 * cannot be reached), installed from the npm registry and built with Vite once into the temporary folder.
 */
function peerBuild({ name, repo, commit }: (typeof PEERS)[number]): string {
  const dir = path.join(os.tmpdir(), 'chef-peers', `${name}-${commit.slice(0, 8)}`);
  const dist = path.join(dir, 'dist');
  if (existsSync(path.join(dist, 'index.html.br'))) return dist;
  mkdirSync(path.dirname(dir), { recursive: true });
  const from = process.env.BENCH_PEERS_FROM
    ? path.join(process.env.BENCH_PEERS_FROM, name)
    : `https://github.com/${repo}.git`;
  console.log(`Building ${name} from ${from}…`);
  const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
    execFileSync(command, args, { cwd: dir, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  if (!existsSync(dir)) execFileSync('git', ['clone', '--quiet', from, dir]);
  run('git', ['checkout', '--quiet', commit]);
  run('npm', ['ci', '--no-audit', '--no-fund']);
  // Their token is read at build time, as their READMEs say; the bench's requests never reach Hugging Face.
  run('npx', ['vite', 'build'], { VITE_HF_ACCESS_TOKEN: 'hf_bench' });
  precompress(dist);
  return dist;
}

/** Each peer's build, served by the app's own server as this app's is. */
export const servedPeers = () =>
  Promise.all(
    PEERS.map(async (peer): Promise<ServedBuild> => {
      const dir = peerBuild(peer);
      const site = await served(dir);
      return { name: peer.name, url: `${site.url}/`, dir, close: () => site.close() };
    }),
  );
