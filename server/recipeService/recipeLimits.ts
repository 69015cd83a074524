import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RecipeLimits } from '../serverConfig';

/** Whether an address may ask for one more recipe now, and if not, how long until it may. */
export type LimitVerdict = { allowed: true; release: () => void } | { allowed: false; retryAfterSeconds: number };

export interface RecipeLimiter {
  /** Counts one recipe request for `address` and holds an in-flight place until `release` is called. */
  admit(address: string): Promise<LimitVerdict>;
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
 * RATE_LIMIT_RECIPES per RATE_LIMIT_WINDOW_S per address (shared through Redis when there is one), and at most
 * RATE_LIMIT_IN_FLIGHT requests of one address in flight on this instance.
 */
export function recipeLimiter(limits: RecipeLimits, redis?: Redis): RecipeLimiter {
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
  };
}
