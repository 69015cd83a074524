import { Writable } from 'node:stream';
import { startRedis } from './redisServer';
import { startTestChatServer, type Scenario, type TestChatServer } from '../e2e/support/testChatServer';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { demoRecipeModel } from '../../server/demoChef/demoRecipeModel';
import {
  recipeServer,
  startRecipeServer,
  type RecipeServerOptions,
  type RunningServer,
} from '../../server/recipeServer';
import type { RecipeModel } from '../../src/core/modelRequest/recipeModel';
import { serverConfigFrom } from '../../server/serverConfig';

/** The owner's token in these tests: it must never leave the server. */
export const SERVER_TOKEN = 'hf_owner_secret_token_1234';

/** Every line the server logged at info level and above, for reading (and scanning for the token). */
export function logLines() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

/**
 * A recipe server asking a fake OpenAI-compatible upstream on loopback with the owner's token, configured from
 * `env` as at start-up; both stopped by `close`.
 */
export async function serverWithUpstream(
  env: NodeJS.ProcessEnv = {},
  scenario: Scenario = { kind: 'recipe', stream: { streamDelayMs: 0 } },
  options: Partial<RecipeServerOptions> = {},
): Promise<{ server: RunningServer; upstream: TestChatServer; lines: string[]; close: () => Promise<void> }> {
  const upstream = await startTestChatServer(scenario);
  const { lines, logger } = logLines();
  const config = serverConfigFrom({
    HF_TOKEN: SERVER_TOKEN,
    HF_ENDPOINT_URL: upstream.baseUrl,
    HF_MODEL: 'owner/model',
    ...env,
  });
  const server = await startRecipeServer({ config, logger, ...options });
  return {
    server,
    upstream,
    lines,
    close: async () => {
      await server.close();
      await upstream.close();
    },
  };
}

/**
 * Resolves once the server has logged `count` request lines: each is written when its ask is over, the model's
 * usage read and counted, which a cook's stream (ended at the model's finish) does not wait for.
 */
export async function requestsLogged(lines: readonly string[], count: number): Promise<void> {
  while (lines.filter((line) => line.includes('"msg":"recipe request"')).length < count) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** POSTs a recipe request as a browser on the server's own page would. */
export function postRecipeRequest(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
) {
  return fetch(`${url}/api/recipe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    signal,
  });
}

/** The status of an answer, once its body has been read (so its connection is free again). */
export async function answeredStatus(response: Response): Promise<number> {
  await response.text();
  return response.status;
}

/** The text of a recipe stream: every event's content, in order, and whether it ended with [DONE]. */
export async function streamedText(response: Response): Promise<{ content: string; done: boolean; events: string[] }> {
  const events = (await response.text()).split('\n\n').filter(Boolean);
  let content = '';
  for (const event of events) {
    const data = event.replace(/^(event: \w+\n)?data: /, '');
    if (data === '[DONE]') continue;
    const chunk = JSON.parse(data) as { choices?: Array<{ delta?: { content?: string } }> };
    content += chunk.choices?.[0]?.delta?.content ?? '';
  }
  return { content, done: events.at(-1) === 'data: [DONE]', events };
}

/**
 * The recipe server as Fastify's `inject` reaches it, with no socket: asking the demo chef, counting what it was
 * asked. For what is answered before or without a stream (refusals, errors, /healthz).
 */
export async function injectableServer(env: NodeJS.ProcessEnv = {}, now?: () => number) {
  const demo = demoRecipeModel({ streamDelayMs: 0 });
  let asked = 0;
  const model: RecipeModel = {
    streams: demo.streams,
    askForRecipe: (ask, options) => {
      asked += 1;
      return demo.askForRecipe(ask, options);
    },
    askForIdeas: (ask, options) => {
      asked += 1;
      return demo.askForIdeas(ask, options);
    },
    askForFoodsSeen: (ask, options) => {
      asked += 1;
      return demo.askForFoodsSeen(ask, options);
    },
  };
  const app = await recipeServer({ config: serverConfigFrom({ LOG_LEVEL: 'silent', ...env }), model, now });
  return { app, askedCount: () => asked };
}

/** A recipe request as `inject` sends it, from a browser on the server's own page unless `headers` say otherwise. */
export function injectedRecipeRequest(
  app: FastifyInstance,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/recipe',
    headers: { 'Content-Type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** What a request for eggs, spinach and feta was answered, as a browser on the server's page asks. */
export const recipeStatusAt = async (url: string) =>
  answeredStatus(await postRecipeRequest(url, { ingredients: ['eggs', 'spinach', 'feta'] }));

/**
 * Two recipe servers sharing one real Redis (its address added to `env`), started before each test of the file
 * and stopped after it; `redis()` may be stopped by a test, as an outage.
 */
export function twoInstancesSharingRedis(env: NodeJS.ProcessEnv) {
  let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
  let instances: Array<Awaited<ReturnType<typeof serverWithUpstream>>> = [];
  beforeEach(async () => {
    redis = await startRedis();
    const shared = { ...env, REDIS_URL: redis.url };
    instances = [await serverWithUpstream(shared), await serverWithUpstream(shared)];
  });
  afterEach(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await redis?.stop();
  });
  return { redis: () => redis!, instances: () => instances };
}
