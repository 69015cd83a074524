/**
 * npm run bench:server: 200 streamed recipes (400 chunks each, about 4 s a stream) arriving over 2 s, through the
 * recipe server (compiled, in its own process, as `npm run build` and `npm run serve` make and run it) against a fake upstream on loopback, and the same
 * load sent straight to that upstream, in one run. Prints time to first byte (p50/p99), chunks relayed per second
 * and errors for both, and the server's CPU time per recipe and peak RSS. A measurement, not a test.
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { startTestChatServer } from '../__tests__/e2e/support/testChatServer';
import { thousandTokenRecipe } from './phoneProfile';
import { percentile } from './statistics';

const STREAMS = Number(process.env.BENCH_STREAMS) || 200;
const ARRIVAL_MS = 2_000;
const CHUNKS = 400;
const CHUNK_CHARS = 4;
const CHUNK_DELAY_MS = 10;
const ingredients = ['eggs', 'spinach', 'feta'];
const TICKS_PER_SECOND = 100;

interface StreamResult {
  firstByteMs: number;
  chunks: number;
  error?: string;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** One stream: the time to its first body byte, and how many events it carried. */
async function oneStream(url: string, body: unknown): Promise<StreamResult> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok || !response.body) return { firstByteMs: NaN, chunks: 0, error: `HTTP ${response.status}` };
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let firstByteMs = NaN;
    let text = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
      text += decoder.decode(value, { stream: true });
    }
    return { firstByteMs, chunks: text.split('\n\n').filter((event) => event.startsWith('data: {')).length };
  } catch (error) {
    return { firstByteMs: NaN, chunks: 0, error: String(error) };
  }
}

/** STREAMS streams started evenly over ARRIVAL_MS; their results and the wall time until the last ended. */
async function load(url: string, body: unknown) {
  const started = performance.now();
  const streams = Array.from(
    { length: STREAMS },
    (_, index) =>
      new Promise<StreamResult>((resolve) =>
        setTimeout(() => resolve(oneStream(url, body)), (index * ARRIVAL_MS) / STREAMS),
      ),
  );
  const results = await Promise.all(streams);
  const seconds = (performance.now() - started) / 1000;
  const firstBytes = results.filter((result) => !result.error).map((result) => result.firstByteMs);
  const chunks = results.reduce((total, result) => total + result.chunks, 0);
  return {
    firstByteP50: Math.round(percentile(firstBytes, 50)),
    firstByteP99: Math.round(percentile(firstBytes, 99)),
    chunksPerSecond: Math.round(chunks / seconds),
    errors: results.filter((result) => result.error).length,
    firstError: results.find((result) => result.error)?.error,
  };
}

/** The server process's CPU seconds (user + system) and peak resident memory, from /proc. */
function processFigures(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const cpuSeconds = (Number(stat[11]) + Number(stat[12])) / TICKS_PER_SECOND;
  const peakKb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return { cpuSeconds, peakMb: Math.round(peakKb / 1024) };
}

async function main() {
  const upstream = await startTestChatServer({
    kind: 'content',
    content: thousandTokenRecipe.slice(0, CHUNKS * CHUNK_CHARS),
    stream: { streamChunkChars: CHUNK_CHARS, streamDelayMs: CHUNK_DELAY_MS },
  });
  const port = await freePort();
  // As `npm run build` compiles it and `npm run serve` runs it.
  const root = path.join(__dirname, '..');
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.server.json'], { cwd: root });
  const server = spawn(process.execPath, [path.join(root, 'build/server/scripts/serve.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HF_ENDPOINT_URL: upstream.baseUrl,
      HF_TOKEN: 'hf_bench',
      RATE_LIMIT_RECIPES: '1000000',
      RATE_LIMIT_IN_FLIGHT: '1000000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const serverUrl = `http://127.0.0.1:${port}`;
  try {
    for (;;) {
      const up = await fetch(`${serverUrl}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const idle = processFigures(server.pid!);
    console.log(`${STREAMS} streams of ${CHUNKS} chunks over ${ARRIVAL_MS / 1000} s, each way…`);
    const direct = await load(`${upstream.baseUrl}/chat/completions`, {
      model: 'bench',
      stream: true,
      messages: [{ role: 'user', content: ingredients.join(', ') }],
    });
    const before = processFigures(server.pid!);
    const through = await load(`${serverUrl}/api/recipe`, { ingredients });
    const after = processFigures(server.pid!);
    console.table({
      'straight to the upstream': direct,
      'through the recipe server': through,
    });
    console.table({
      'time to first byte added by the server, p50 / p99 (ms)': `${through.firstByteP50 - direct.firstByteP50} / ${through.firstByteP99 - direct.firstByteP99}`,
      'server CPU per recipe (ms)': Math.round(((after.cpuSeconds - before.cpuSeconds) * 1000) / STREAMS),
      'server peak RSS (MB)': after.peakMb,
      'server peak RSS before the load (MB)': idle.peakMb,
    });
  } finally {
    server.kill('SIGTERM');
    await upstream.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
