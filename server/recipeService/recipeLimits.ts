import Redis from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RecipeLimits } from '../serverConfig';

/** Whether an address may ask for one more recipe now, and if not, how long until it may. */
export type LimitVerdict = { allowed: true; release: () => void } | { allowed: false; retryAfterSeconds: number };

export interface RecipeLimiter {
  /** Counts one recipe request for `address` and holds an in-flight place until `release` is called. */
  admit(address: string): Promise<LimitVerdict>;
  /** Resolves once Redis is ready (or at once without it), or after `timeoutMs` whatever its state. */
  connected(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/** The window's counter: in Redis when there is one (shared by every instance), in memory otherwise. */
function windowCounter(limits: RecipeLimits, redis: Redis | undefined): RateLimiterAbstract {
  const options = { points: limits.recipes, duration: limits.windowSeconds, keyPrefix: 'chef-recipes' };
  const inMemory = new RateLimiterMemory(options);
  if (!redis) return inMemory;
  // While Redis is away, each instance keeps its own count rather than dropping the limit.
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    rejectIfRedisNotReady: true,
    insuranceLimiter: inMemory,
  });
}

/**
 * Logs one warning when the connection to Redis is lost and one line when it is back, however often ioredis
 * retries in between; `closing` says the server itself is closing it.
 */
function watchRedis(redis: Redis, log: FastifyBaseLogger, closing: () => boolean): void {
  let away = false;
  redis.on('error', (error: Error) => log.debug({ err: error.message }, 'Redis connection error'));
  redis.on('close', () => {
    if (away || closing()) return;
    away = true;
    log.warn('Redis is unreachable: each instance limits recipes on its own until it is back');
  });
  redis.on('ready', () => {
    if (!away) return;
    away = false;
    log.info('Redis is back: the recipe limit is shared again');
  });
}

/**
 * RATE_LIMIT_RECIPES per RATE_LIMIT_WINDOW_S per address (shared through `redisUrl` when set), and at most
 * RATE_LIMIT_IN_FLIGHT requests of one address in flight on this instance.
 */
export function recipeLimiter(limits: RecipeLimits, log: FastifyBaseLogger, redisUrl?: string): RecipeLimiter {
  const redis = redisUrl
    ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  let closing = false;
  if (redis) watchRedis(redis, log, () => closing);
  const counter = windowCounter(limits, redis);
  const inFlight = new Map<string, number>();
  return {
    async admit(address) {
      const running = inFlight.get(address) ?? 0;
      // Refused at once, never queued: a request in flight takes seconds, so one second is the honest wait.
      if (running >= limits.inFlight) return { allowed: false, retryAfterSeconds: 1 };
      inFlight.set(address, running + 1);
      const release = () => {
        const left = (inFlight.get(address) ?? 1) - 1;
        if (left > 0) inFlight.set(address, left);
        else inFlight.delete(address);
      };
      try {
        await counter.consume(address);
        return { allowed: true, release };
      } catch (refusal) {
        release();
        if (refusal instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
        }
        throw refusal;
      }
    },
    connected: (timeoutMs) =>
      new Promise<void>((resolve) => {
        if (!redis || redis.status === 'ready') return resolve();
        const timer = setTimeout(resolve, timeoutMs);
        redis.once('ready', () => {
          clearTimeout(timer);
          resolve();
        });
      }),
    async close() {
      if (!redis) return;
      closing = true;
      // While Redis is away ioredis keeps reconnecting, and a polite QUIT would wait for it.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
