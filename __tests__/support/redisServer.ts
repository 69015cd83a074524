import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import Redis from 'ioredis';

/** Debian's redis-server, as .ci/run installs it. */
export const REDIS_SERVER = '/usr/bin/redis-server';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * A real Redis on a free loopback port (or on `port`, as one back after an outage), keeping nothing on disk;
 * `stop` ends it and waits for it to exit.
 */
export async function startRedis(onPort?: number): Promise<{ url: string; port: number; stop: () => Promise<void> }> {
  const port = onPort ?? (await freePort());
  const redis = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const exited = new Promise<void>((resolve) => redis.once('exit', () => resolve()));
  const url = `redis://127.0.0.1:${port}`;
  const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => 50, maxRetriesPerRequest: null });
  // Refused until the server listens: ioredis retries, and the refusals are expected, not news.
  probe.on('error', () => undefined);
  await probe.connect().catch(() => undefined);
  await probe.ping();
  probe.disconnect();
  return {
    url,
    port,
    stop: async () => {
      redis.kill('SIGTERM');
      await exited;
    },
  };
}
