import { execFileSync } from 'node:child_process';
import path from 'node:path';

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
