/**
 * npm run bench:server: a crowd of cooks through the recipe server. 200 streamed recipes (400 chunks each, about
 * 4 s a stream) from 200 client addresses (X-Forwarded-For, with TRUST_PROXY on, as behind a deployer's proxy),
 * one every 10 ms, through the server as `npm run build` and `npm run serve` make and run it (default limits and
 * log level), against a fake model that takes 60 ms to start answering; and the same load sent straight to that
 * model, in one run. The fake model runs in a process of its own, apart from the clients. Prints time to first
 * byte (p50/p99), chunks relayed per second and errors for both, and the server's CPU time per recipe and peak
 * RSS. BENCH_STREAMS, BENCH_STAGGER_MS and BENCH_ADDRESSES change the crowd; BENCH_SERVER_NODE_ARGS is passed to
 * the server's node (a profiler, say).
 *
 * With BENCH_BASE (a checkout from before, e.g. a worktree with node_modules linked): that server and this one
 * side by side, both with Redis (when redis-server is installed), this one with a day's budget in recipes and
 * tokens and /metrics scraped every second; BENCH_ROUNDS rounds (default 10) of the crowd through each, their
 * order swapped every round, fresh addresses each time, and the model's own in between. Prints each round's p99
 * first byte and the differences.
 * A measurement, not a test.
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { startRedis } from '../__tests__/support/redisServer';
import type { Scenario } from '../__tests__/e2e/support/testChatServer';
import { thousandTokenRecipe } from './journeys';
import { percentile, summary } from './statistics';

const STREAMS = Number(process.env.BENCH_STREAMS) || 200;
/** Between one cook's request and the next, as a crowd arrives. */
const STAGGER_MS = Number(process.env.BENCH_STAGGER_MS) || 10;
const ARRIVAL_MS = STREAMS * STAGGER_MS;
/** How long the model takes to start answering, as a hosted one does. */
const UPSTREAM_FIRST_BYTE_MS = 60;
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

/** The fake model in its own process (fakeModel.ts), so that this process's clients do not slow it, nor it them. */
async function startFakeModel(scenario: Scenario) {
  const child = spawn(
    process.execPath,
    [require.resolve('ts-node/dist/bin'), path.join(__dirname, 'fakeModel.ts'), JSON.stringify(scenario)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', () => reject(new Error('the fake model did not start')));
  });
  return { baseUrl, close: () => child.kill('SIGTERM') };
}

/**
 * One stream: the time to its first body byte, and how many events it carried. Read with node's http module
 * rather than fetch: the crowd's clients are not on the server's machine, and fetch's web streams would spend
 * the two cores the server and the model need.
 */
function oneStream(url: string, body: unknown, from: string): Promise<StreamResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = httpRequest(
      url,
      { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from } },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          resolve({ firstByteMs: NaN, chunks: 0, error: `HTTP ${response.statusCode}` });
          return;
        }
        let firstByteMs = NaN;
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (piece: string) => {
          if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
          text += piece;
        });
        response.on('end', () =>
          resolve({ firstByteMs, chunks: text.split('\n\n').filter((event) => event.startsWith('data: {')).length }),
        );
        response.on('error', (error) => resolve({ firstByteMs: NaN, chunks: 0, error: String(error) }));
      },
    );
    request.on('error', (error) => resolve({ firstByteMs: NaN, chunks: 0, error: String(error) }));
    request.end(JSON.stringify(body));
  });
}

/** Each stream's cook, as the proxy in front names them: 10.0.0.1, 10.0.0.2, … */
const ADDRESSES = Number(process.env.BENCH_ADDRESSES) || STREAMS;
const clientAddress = (index: number) => {
  const slot = index < STREAMS ? index % ADDRESSES : index;
  return `10.${Math.floor(slot / 62500)}.${Math.floor((slot % 62500) / 250)}.${(slot % 250) + 1}`;
};

/**
 * STREAMS streams started evenly over ARRIVAL_MS, from the addresses after the first `addressesUsed`; their
 * results and the wall time until the last ended.
 */
async function load(url: string, body: unknown, addressesUsed = 0) {
  const started = performance.now();
  const streams = Array.from(
    { length: STREAMS },
    (_, index) =>
      new Promise<StreamResult>((resolve) =>
        setTimeout(
          () => resolve(oneStream(url, body, clientAddress(addressesUsed + index))),
          (index * ARRIVAL_MS) / STREAMS,
        ),
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

/**
 * A server as `npm run build` compiles it and `npm run serve` runs it, from the checkout at `root`, asking the
 * fake model; resolves once /healthz answers.
 */
async function startServer(root: string, upstreamUrl: string, env: NodeJS.ProcessEnv = {}) {
  const port = await freePort();
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.server.json'], { cwd: root });
  const server = spawn(
    process.execPath,
    [
      // E.g. "--cpu-prof --cpu-prof-dir=/tmp/prof": where the server's time goes under the load.
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      path.join(root, 'build/server/scripts/serve.js'),
    ],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HF_ENDPOINT_URL: upstreamUrl,
        HF_TOKEN: 'hf_bench',
        TRUST_PROXY: 'true',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  // The server's log lines (one a request, at the default level) are read, as a deployer's log collector reads them.
  server.stdout.resume();
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    const up = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, pid: server.pid!, stop: () => server.kill('SIGTERM') };
}

const startFakeUpstream = () =>
  startFakeModel({
    kind: 'content',
    content: thousandTokenRecipe.slice(0, CHUNKS * CHUNK_CHARS),
    delayMs: UPSTREAM_FIRST_BYTE_MS,
    stream: { streamChunkChars: CHUNK_CHARS, streamDelayMs: CHUNK_DELAY_MS },
  });

/** The crowd sent straight to the model at `modelUrl`, as the server would ask it. */
const straightToTheModel = (modelUrl: string) =>
  load(`${modelUrl}/chat/completions`, {
    model: 'bench',
    stream: true,
    messages: [{ role: 'user', content: ingredients.join(', ') }],
  });

/** The crowd through the server, beside the same crowd straight to the model. */
async function crowd() {
  const upstream = await startFakeUpstream();
  const server = await startServer(path.join(__dirname, '..'), upstream.baseUrl);
  try {
    const idle = processFigures(server.pid);
    console.log(`${STREAMS} streams of ${CHUNKS} chunks over ${ARRIVAL_MS / 1000} s, each way…`);
    const direct = await straightToTheModel(upstream.baseUrl);
    const before = processFigures(server.pid);
    const through = await load(`${server.url}/api/recipe`, { ingredients });
    const after = processFigures(server.pid);
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
    server.stop();
    upstream.close();
  }
}

/** Scrapes /metrics every second while `during` runs, as a Prometheus with a 1 s interval would. */
async function scrapedWhile<T>(url: string, during: Promise<T>): Promise<T> {
  const scraping = setInterval(
    () =>
      void fetch(`${url}/metrics`).then(
        (response) => response.text(),
        () => '',
      ),
    1000,
  );
  try {
    return await during;
  } finally {
    clearInterval(scraping);
  }
}

/** BENCH_BASE's server (before) and this checkout's (after, with a budget and scraped), in rounds, side by side. */
async function beforeAndAfter(base: string) {
  const rounds = Number(process.env.BENCH_ROUNDS) || 10;
  const upstream = await startFakeUpstream();
  const redis = await startRedis().catch(() => undefined);
  const shared = redis ? { REDIS_URL: redis.url } : {};
  const before = await startServer(base, upstream.baseUrl, shared);
  const after = await startServer(path.join(__dirname, '..'), upstream.baseUrl, {
    ...shared,
    BUDGET_RECIPES_PER_DAY: '1000000',
    BUDGET_TOKENS_PER_DAY: '1000000000',
  });
  console.log(
    `${rounds} rounds of ${STREAMS} streams from ${STREAMS} addresses over ${ARRIVAL_MS / 1000} s, before and after, ${redis ? 'with' : 'without'} Redis…`,
  );
  const p99s = { before: [] as number[], after: [] as number[], model: [] as number[] };
  let addressesUsed = STREAMS;
  try {
    for (let round = 0; round < rounds; round += 1) {
      // The model's own first byte, in the same round: what the server adds is measured against it.
      const order = round % 2 ? (['after', 'model', 'before'] as const) : (['before', 'model', 'after'] as const);
      for (const which of order) {
        const run =
          which === 'model'
            ? straightToTheModel(upstream.baseUrl)
            : load(`${(which === 'before' ? before : after).url}/api/recipe`, { ingredients }, addressesUsed);
        const result = await (which === 'after' ? scrapedWhile(after.url, run) : run);
        addressesUsed += STREAMS;
        if (result.errors) throw new Error(`${which}: ${result.errors} errors (${result.firstError})`);
        p99s[which].push(result.firstByteP99);
      }
      console.log(
        `round ${round + 1}: p99 first byte before ${p99s.before.at(-1)} ms, after ${p99s.after.at(-1)} ms, the model's own ${p99s.model.at(-1)} ms`,
      );
    }
    const paired = (from: number[], to: number[]) => summary(to.map((p99, index) => p99 - from[index]!));
    console.table({
      'p99 first byte before (ms)': summary(p99s.before),
      'p99 first byte after (ms)': summary(p99s.after),
      "p99 first byte, the model's own (ms)": summary(p99s.model),
      'after minus before, paired (ms)': paired(p99s.before, p99s.after),
      "after minus the model's own, paired (ms)": paired(p99s.model, p99s.after),
    });
  } finally {
    before.stop();
    after.stop();
    upstream.close();
    await redis?.stop();
  }
}

async function main() {
  const base = process.env.BENCH_BASE;
  await (base ? beforeAndAfter(path.resolve(base)) : crowd());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
