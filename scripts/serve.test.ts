import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestChatServer, type TestChatServer } from '../__tests__/e2e/support/testChatServer';
import { postRecipeRequest, streamedText } from '../__tests__/support/recipeServerKit';
import { demoRecipe } from '../server/demoChef/demoRecipe';

const ingredients = ['eggs', 'spinach', 'feta'];
/** Upper bound for ts-node's start on a busy 2-core machine; readiness is awaited, not assumed. */
const STARTS_WITHIN_MS = 60_000;

describe('npm run serve, told to stop (SIGTERM)', () => {
  let upstream: TestChatServer;
  /** A folder to run the server in, with a dist/ of one page. */
  let dist: string;
  beforeEach(async () => {
    upstream = await startTestChatServer({ kind: 'recipe', stream: { streamDelayMs: 20, streamChunkChars: 16 } });
    dist = mkdtempSync(path.join(os.tmpdir(), 'chef-serve-'));
    mkdirSync(path.join(dist, 'dist'));
    writeFileSync(path.join(dist, 'dist/index.html'), '<!doctype html><title>Personal AI Chef</title>');
  });
  afterEach(async () => {
    await upstream.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it(
    'finishes the recipe in flight, then exits cleanly',
    async () => {
      const server = spawn(
        process.execPath,
        ['-r', 'ts-node/register/transpile-only', path.join(__dirname, 'serve.ts')],
        {
          env: {
            ...process.env,
            DIST_DIR: path.join(dist, 'dist'),
            PORT: '0',
            HF_ENDPOINT_URL: upstream.baseUrl,
            HF_TOKEN: 'hf_owner',
            LOG_LEVEL: 'info',
          },
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      const exited = once(server, 'exit');
      let output = '';
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`not listening: ${output}`)), STARTS_WITHIN_MS);
        server.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (listening) {
            clearTimeout(timer);
            resolve(listening[1]!);
          }
        });
      });
      const inFlight = await postRecipeRequest(url, { ingredients });
      server.kill('SIGTERM');
      const { content, done } = await streamedText(inFlight);
      const [code] = await exited;
      expect(JSON.parse(content)).toEqual(demoRecipe(ingredients));
      expect(done).toBe(true);
      expect(code).toBe(0);
    },
    STARTS_WITHIN_MS + 15_000,
  );
});
