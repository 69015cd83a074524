import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  injectableServer,
  postRecipeRequest,
  requestsLogged,
  serverWithUpstream,
  SERVER_TOKEN,
  streamedText,
} from '../__tests__/support/recipeServerKit';
import { startRedis } from '../__tests__/support/redisServer';
import { scrapedMetrics } from '../__tests__/support/scrapedMetrics';
import { IDEAS_SERVICE_PATH } from '../src/core/chat/modelSettings';

const ingredients = ['eggs', 'spinach', 'feta'];

let running: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(running.map((server) => server.close()));
  running = [];
});

/** Asks, from a cook at `address` behind the deployer's proxy, and reads the whole answer. */
async function ask(url: string, address: string, body: unknown = { ingredients }, path = '/api/recipe') {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify(body),
  });
  await response.text();
  return response.status;
}

describe('GET /metrics', () => {
  it('counts a known sequence of asks, as a Prometheus text-format parser reads them', async () => {
    const server = await serverWithUpstream({
      TRUST_PROXY: 'true',
      RATE_LIMIT_RECIPES: '2',
      BUDGET_RECIPES_PER_DAY: '10',
      BUDGET_TOKENS_PER_DAY: '100000',
    });
    running.push(server);
    const { url } = server.server;
    expect([await ask(url, '10.0.0.1'), await ask(url, '10.0.0.1'), await ask(url, '10.0.0.1')]).toEqual([
      200, 200, 429,
    ]);
    expect(await ask(url, '10.0.0.2', { ingredients, shownNames: [] }, IDEAS_SERVICE_PATH)).toBe(200);
    expect(await ask(url, '10.0.0.3', { ingredients: ['eggs'] })).toBe(400);
    server.upstream.setScenario({ kind: 'status', status: 503 });
    expect(await ask(url, '10.0.0.4')).toBe(502);
    await requestsLogged(server.lines, 6);

    const response = await fetch(`${url}/metrics`);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    const metrics = scrapedMetrics(text);
    const asks = (route: string, outcome: string) => metrics.value('chef_asks_total', { outcome, route });
    expect({
      recipesOk: asks('recipe', 'ok'),
      ideasOk: asks('ideas', 'ok'),
      busy: asks('recipe', 'busy'),
      invalid: asks('recipe', 'invalid'),
      unavailable: asks('recipe', 'unavailable'),
      refusals: metrics.value('chef_rate_limit_refusals_total', { route: 'recipe' }),
    }).toEqual({ recipesOk: 2, ideasOk: 1, busy: 1, invalid: 1, unavailable: 1, refusals: 1 });
    expect(metrics.histogram('chef_first_byte_seconds', 'route', 'recipe')?.count).toBe(2);
    expect(metrics.histogram('chef_first_byte_seconds', 'route', 'ideas')?.count).toBe(1);
    expect(metrics.histogram('chef_answer_seconds', 'route', 'recipe')?.count).toBe(2);

    const reported = server.upstream.reportedUsage();
    expect(reported).toHaveLength(3);
    const prompt = reported.reduce((total, usage) => total + usage.prompt_tokens, 0);
    const completion = reported.reduce((total, usage) => total + usage.completion_tokens, 0);
    expect(metrics.value('chef_tokens_total', { kind: 'prompt' })).toBe(prompt);
    expect(metrics.value('chef_tokens_total', { kind: 'completion' })).toBe(completion);
    // Counted: the two recipes, the ideas and the one the model could not answer; not the refused or the invalid.
    expect(metrics.value('chef_budget_left', { unit: 'recipes' })).toBe(6);
    expect(metrics.value('chef_budget_left', { unit: 'tokens' })).toBe(100000 - prompt - completion);

    const labelValues = metrics.families.flatMap((family) =>
      family.metrics.flatMap((metric) => Object.values(metric.labels ?? {})),
    );
    for (const secret of ['eggs', 'spinach', '10.0.0', SERVER_TOKEN]) {
      expect(labelValues.filter((value) => value.includes(secret))).toEqual([]);
    }
  });

  it('shows no budget left for units the deployer did not set', async () => {
    const { app } = await injectableServer();
    running.push(app);
    const metrics = scrapedMetrics((await app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).body);
    expect(metrics.families.find((family) => family.name === 'chef_budget_left')?.metrics ?? []).toEqual([]);
  });

  it.each([
    ['an address outside the allow-list', 403, {}, { remoteAddress: '203.0.113.9' }],
    ['loopback, by default', 200, {}, { remoteAddress: '127.0.0.1' }],
    [
      'an address in an allowed range',
      200,
      { METRICS_ALLOWED_FROM: '203.0.113.0/24' },
      { remoteAddress: '203.0.113.9' },
    ],
    [
      'loopback, once the deployer names other addresses',
      403,
      { METRICS_ALLOWED_FROM: '10.1.0.0/16' },
      { remoteAddress: '127.0.0.1' },
    ],
    [
      'a request a proxy forwarded, when proxies are not trusted',
      403,
      {},
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } },
    ],
    [
      'a cook behind a trusted proxy, by their own address',
      403,
      { TRUST_PROXY: '1' },
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.7' } },
    ],
  ])('answers %s with %i', async (_, status, env, from) => {
    const { app } = await injectableServer(env);
    running.push(app);
    const response = await app.inject({ url: '/metrics', ...from });
    expect(response.statusCode).toBe(status);
    if (status === 403)
      expect(response.json()).toEqual({ error: { message: 'Metrics are not served to this address.' } });
  });
});

describe('METRICS_ALLOWED_FROM', () => {
  it('stops the server from starting, in its own name, when an entry is not an address or range', async () => {
    await expect(injectableServer({ METRICS_ALLOWED_FROM: '127.0.0.1, the kitchen' })).rejects.toThrow(
      /^METRICS_ALLOWED_FROM is not a list of addresses or ranges: .*the kitchen/,
    );
  });
});

describe('the day’s token budget', () => {
  it('counts the tokens a streamed reply reports, and refuses once they are spent', async () => {
    const server = await serverWithUpstream({ BUDGET_TOKENS_PER_DAY: '50' });
    running.push(server);
    const first = await postRecipeRequest(server.server.url, { ingredients });
    expect((await streamedText(first)).done).toBe(true);
    await requestsLogged(server.lines, 1);
    const [usage] = server.upstream.reportedUsage();
    expect(usage!.prompt_tokens + usage!.completion_tokens).toBeGreaterThan(50);

    const refused = await postRecipeRequest(server.server.url, { ingredients });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ error: { kind: 'budget-spent' } });
    expect(server.upstream.requestCount()).toBe(1);
  });

  it('writes the tokens on the request’s log line', async () => {
    const server = await serverWithUpstream();
    running.push(server);
    await streamedText(await postRecipeRequest(server.server.url, { ingredients }));
    await requestsLogged(server.lines, 1);
    const [usage] = server.upstream.reportedUsage();
    const line = JSON.parse(server.lines.find((entry) => entry.includes('"msg":"recipe request"'))!) as {
      tokens?: number;
    };
    expect(line.tokens).toBe(usage!.prompt_tokens + usage!.completion_tokens);
  });

  it('asks a server that refuses stream_options again without it, says so, and still answers', async () => {
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = await serverWithUpstream(
      {},
      { kind: 'recipe', stream: { streamDelayMs: 0 }, refuse: 'stream_options' },
    );
    running.push(server);
    const { done } = await streamedText(await postRecipeRequest(server.server.url, { ingredients }));
    expect(done).toBe(true);
    expect(server.upstream.requestCount()).toBe(2);
    expect(server.upstream.lastRequest()?.stream_options).toBeUndefined();
    expect(warned).toHaveBeenCalledWith(expect.stringMatching(/refused stream_options/), expect.anything());
    warned.mockRestore();
  });
});

/** A stand-in for the model's server that answers anything with 404, and can go away and come back on its port. */
async function modelStandIn() {
  let server: Server | undefined;
  const listen = (port = 0) =>
    new Promise<number>((resolve) => {
      server = createServer((_, response) => response.writeHead(404).end()).listen(port, '127.0.0.1', () =>
        resolve((server!.address() as AddressInfo).port),
      );
    });
  const port = await listen();
  return {
    url: `http://127.0.0.1:${port}/v1`,
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    restart: () => listen(port),
  };
}

/** /readyz's answer, read again until it says `status` (a probe's answer follows what it checks, not a clock). */
async function readinessOnceItIs(url: string, status: 'ready' | 'not-ready') {
  for (;;) {
    const response = await fetch(`${url}/readyz`);
    const body = (await response.json()) as { status: string };
    if (body.status === status) return { code: response.status, body };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('GET /readyz', () => {
  it('is not ready while the model’s server cannot be reached, and ready again when it is back', async () => {
    const model = await modelStandIn();
    const server = await serverWithUpstream({ HF_ENDPOINT_URL: model.url });
    running.push(server, { close: model.stop });
    expect(await readinessOnceItIs(server.server.url, 'ready')).toEqual({
      code: 200,
      body: { status: 'ready', redis: 'not-configured', model: 'up' },
    });
    await model.stop();
    expect(await readinessOnceItIs(server.server.url, 'not-ready')).toEqual({
      code: 503,
      body: { status: 'not-ready', redis: 'not-configured', model: 'unreachable' },
    });
    expect((await fetch(`${server.server.url}/healthz`)).status).toBe(200);
    await model.restart();
    expect((await readinessOnceItIs(server.server.url, 'ready')).code).toBe(200);
  });

  it('is not ready while Redis is down, and ready again when it is back', async () => {
    let redis = await startRedis();
    const server = await serverWithUpstream({ REDIS_URL: redis.url });
    running.push(server, { close: () => redis.stop() });
    expect((await readinessOnceItIs(server.server.url, 'ready')).body).toMatchObject({ redis: 'up' });
    await redis.stop();
    expect(await readinessOnceItIs(server.server.url, 'not-ready')).toEqual({
      code: 503,
      body: { status: 'not-ready', redis: 'down', model: 'up' },
    });
    redis = await startRedis(redis.port);
    expect((await readinessOnceItIs(server.server.url, 'ready')).body).toMatchObject({ redis: 'up' });
  });

  it('is ready with the demo chef, which needs nothing outside the server', async () => {
    const { app } = await injectableServer();
    running.push(app);
    const response = await app.inject({ url: '/readyz' });
    expect([response.statusCode, response.json()]).toEqual([
      200,
      { status: 'ready', redis: 'not-configured', model: 'up' },
    ]);
  });
});
