import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ALL_NON_FOODS } from '../src/core/food/allNonFoods';
import { nonFoodIn } from '../src/core/food/nonFoods';
import { closeGracefully } from './closeGracefully';
import { answerErrorsInOneShape, errorReply } from './errorReply';
import type { ServerConfig } from './serverConfig';
import { demoRecipeModel } from './demoChef/demoRecipeModel';
import { chatRecipeModel } from '../src/core/modelRequest/chatRecipeModel';
import type { RecipeModel } from '../src/core/modelRequest/recipeModel';
import { MAX_REPLY_TOKENS } from '../src/core/modelRequest/recipePrompt';
import { recipeLimiter } from './recipeService/recipeLimits';
import { sharedRedis } from './recipeService/sharedRedis';
import { spendingCap } from './recipeService/spendingCap';
import { recipeService } from './recipeService/recipeService';
import { serviceMetrics } from './recipeService/serviceMetrics';
import { createUpstreamChatClient, upstreamReachable } from './recipeService/upstreamChatClient';
import { operationsRoutes } from './operationsRoutes';

export interface RecipeServerOptions {
  config: ServerConfig;
  /** The clock the day's budget turns by (tests turn the day with their own). */
  now?: () => number;
  /** The built app to serve; without it, only the API (as inside `npm start`'s dev server). */
  distDir?: string;
  /** The model to ask; by default the configured one (Hugging Face, the endpoint, or the demo chef). */
  model?: RecipeModel;
  stallMs?: number;
  logger?: FastifyServerOptions['logger'];
}

/** The most tokens the service lets a model write for one recipe, whatever the prompt asks. */
const SERVICE_MAX_TOKENS = Math.min(MAX_REPLY_TOKENS, 1024);

/**
 * The model the configuration names: the endpoint's, Hugging Face's with the server's token (asked with the same
 * prompt the page sends in the spec's mode, what they refuse left out for the server's life), or the demo chef.
 */
export function configuredModel(config: ServerConfig): RecipeModel {
  if (config.mode === 'demo') return demoRecipeModel();
  return chatRecipeModel(createUpstreamChatClient(config), {
    model: config.model,
    visionModel: config.visionModel,
    maxTokens: SERVICE_MAX_TOKENS,
    countTokens: true,
  });
}

/** The page's own policy (the meta tag the build wrote), sent as a header too. */
function pagePolicy(distDir: string): string | undefined {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  return /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
}

/** How long start-up waits for Redis; past it the server starts with per-instance limits until Redis is ready. */
const REDIS_START_WAIT_MS = 3_000;

/** How long /readyz waits for the model's server to answer before it counts as unreachable. */
const MODEL_PROBE_TIMEOUT_MS = 2_000;

/** Content-hashed assets never change; everything else (index.html above all) is checked each time. */
const HASHED = /\.[0-9a-f]{5,8}\.\w+(\.(br|gz))?$/;

function serveBuild(app: FastifyInstance, distDir: string): void {
  const root = path.resolve(distDir);
  const policy = pagePolicy(root);
  void app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, file) => {
      // Caches keep the brotli, gzip and plain copies apart.
      response.setHeader('Vary', 'Accept-Encoding');
      response.setHeader('Cache-Control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (policy && /\.html(\.(br|gz))?$/.test(file)) response.setHeader('Content-Security-Policy', policy);
    },
  });
}

/**
 * The app's server: the built app with its precompressed files, caching headers and Content-Security-Policy,
 * GET /healthz, /readyz and /metrics, and POST /api/recipe, which keeps the model's token here, limits each address and
 * holds the day's budget.
 */
export async function recipeServer({ config, distDir, model, stallMs, logger, now }: RecipeServerOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // The recipe route writes its own line (status, duration, bytes); files and health checks write none.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 16 * 1024,
    // A hop count as Fastify applies it (the typings take only the other forms).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  // Every body read and every answer written through the routes' zod schemas, and every error in one shape.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  answerErrorsInOneShape(app);
  const redis = config.redisUrl ? sharedRedis(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onClose', () => redis.close());
  const limiter = recipeLimiter(config.limits, redis?.client);
  const cap = spendingCap(config.budget, redis, now);
  const metrics = serviceMetrics(cap);
  // The non-food check's word sets are built now, not on the first request.
  nonFoodIn('', ALL_NON_FOODS);
  // Shared from the first request: the limits wait a moment for Redis before the server takes requests.
  await redis?.connected(REDIS_START_WAIT_MS);
  // The demo chef answers from inside this server; a test's own model is asked as given.
  const modelReachable =
    config.mode === 'demo' || model
      ? () => Promise.resolve(true)
      : () => upstreamReachable(config, MODEL_PROBE_TIMEOUT_MS);
  await app.register(operationsRoutes, { config, redis, metrics, modelReachable });
  await app.register(recipeService, {
    config,
    model: model ?? configuredModel(config),
    limiter,
    cap,
    metrics,
    stallMs,
  });
  if (distDir) serveBuild(app, distDir);
  // Any other page address is the single-page app itself (when it is served); anything else is not found.
  app.setNotFoundHandler((request, reply) => {
    if (distDir && request.method === 'GET' && !request.url.startsWith('/api/')) return reply.sendFile('index.html');
    return reply.code(404).send(errorReply(`No route for ${request.method} ${request.url}`));
  });
  await app.ready();
  return app;
}

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  close: () => Promise<void>;
}

/**
 * The recipe server listening on loopback, for tests and benchmarks: on a free port, or on `port` (a new version
 * at the address an earlier server had); `close` ends every stream.
 */
export async function startRecipeServer(options: RecipeServerOptions, port = 0): Promise<RunningServer> {
  const app = await recipeServer(options);
  const url = await app.listen({ port, host: '127.0.0.1' });
  return { url, app, close: () => closeGracefully(app, 0) };
}
