import { compile } from '@fastify/proxy-addr';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RECIPE_SERVICE_MODES } from '../src/core/chat/recipeServiceMode';
import { errorReply } from './errorReply';
import type { ServiceMetrics } from './recipeService/serviceMetrics';
import type { SharedRedis } from './recipeService/sharedRedis';
import type { ServerConfig } from './serverConfig';

export interface OperationsOptions {
  config: ServerConfig;
  redis?: SharedRedis;
  metrics: ServiceMetrics;
  /** Whether the model's server answers now (the demo chef, inside this server, always does). */
  modelReachable: () => Promise<boolean>;
}

/** GET /healthz: the server is up, and which model it asks (the page says so when it is the demo chef). */
const healthSchema = z.object({ status: z.literal('ok'), mode: z.enum(RECIPE_SERVICE_MODES) });

/** GET /readyz: whether this instance can serve recipes now, and what it is waiting for when it cannot. */
const readinessSchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  redis: z.enum(['up', 'down', 'not-configured']),
  model: z.enum(['up', 'unreachable']),
});

/**
 * Whether a request may read the metrics: from an address the deployer allowed (METRICS_ALLOWED_FROM), judged
 * by the address the server takes for the client's. A request a proxy forwarded, when the server is not told to
 * trust proxies, is refused: its address is the proxy's, not its sender's.
 */
function metricsReader(config: ServerConfig): (request: FastifyRequest) => boolean {
  let allowed: (address: string, hop: number) => boolean;
  try {
    allowed = compile(config.metricsAllowedFrom);
  } catch (error) {
    // At start-up, in the deployer's words, rather than on the first scrape.
    throw new Error(`METRICS_ALLOWED_FROM is not a list of addresses or ranges: ${(error as Error).message}`);
  }
  return (request) => {
    const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
    if (forwarded && config.trustProxy === false) return false;
    return allowed(request.ip, 0);
  };
}

/**
 * What operators ask the server: /healthz (alive: the liveness answer), /readyz (ready: Redis, when configured,
 * and the model's server both reachable; a load balancer sends cooks elsewhere meanwhile) and /metrics (in
 * Prometheus's text format, from the allowed addresses only). While the server drains on SIGTERM, all answer 503.
 */
export const operationsRoutes: FastifyPluginCallbackZod<OperationsOptions> = (
  app,
  { config, redis, metrics, modelReachable },
  done,
) => {
  app.get('/healthz', { schema: { response: { 200: healthSchema } } }, () => ({
    status: 'ok' as const,
    mode: config.mode,
  }));

  app.get('/readyz', { schema: { response: { 200: readinessSchema, 503: readinessSchema } } }, async (_, reply) => {
    const redisState = !redis ? 'not-configured' : redis.ready() ? 'up' : 'down';
    const model = (await modelReachable()) ? 'up' : 'unreachable';
    const ready = redisState !== 'down' && model === 'up';
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not-ready', redis: redisState, model });
  });

  let mayReadMetrics: (request: FastifyRequest) => boolean;
  try {
    mayReadMetrics = metricsReader(config);
  } catch (error) {
    return done(error as Error);
  }
  // Text, not JSON: no response schema; its one error is in the one shape all the same.
  app.get('/metrics', async (request, reply) => {
    if (!mayReadMetrics(request)) return reply.code(403).send(errorReply('Metrics are not served to this address.'));
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  done();
};
