import Redis from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/** The one Redis connection an instance shares its limits through: the rate limit and the day's budget. */
export interface SharedRedis {
  /** The client, for counters that fall back to this instance's own while it is not ready. */
  client: Redis;
  /** Whether commands can be sent now. */
  ready: () => boolean;
  /** Resolves once Redis is ready, or after `timeoutMs` whatever its state. */
  connected(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Connects to REDIS_URL, and logs one warning when the connection is lost and one line when it is back, however
 * often ioredis retries in between.
 */
export function sharedRedis(redisUrl: string, log: FastifyBaseLogger): SharedRedis {
  const client = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
  let closing = false;
  let away = false;
  client.on('error', (error: Error) => log.debug({ err: error.message }, 'Redis connection error'));
  client.on('close', () => {
    if (away || closing) return;
    away = true;
    log.warn(
      "Redis is unreachable: each instance limits recipes and counts the day's budget on its own until it is back",
    );
  });
  client.on('ready', () => {
    if (!away) return;
    away = false;
    log.info("Redis is back: the recipe limit and the day's budget are shared again");
  });
  return {
    client,
    ready: () => client.status === 'ready',
    connected: (timeoutMs) =>
      new Promise<void>((resolve) => {
        if (client.status === 'ready') return resolve();
        const timer = setTimeout(resolve, timeoutMs);
        client.once('ready', () => {
          clearTimeout(timer);
          resolve();
        });
      }),
    async close() {
      closing = true;
      // While Redis is away ioredis keeps reconnecting, and a polite QUIT would wait for it.
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}
