import type { FastifyInstance } from 'fastify';

/** How long streams in flight may run on once the server is told to stop. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stops accepting requests, lets the ones in flight (recipes still streaming) finish for up to `graceMs`, then
 * closes whatever connections are left.
 */
export async function closeGracefully(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  const cutOff = setTimeout(() => {
    app.log.warn(`Streams still running after ${graceMs} ms: closing them`);
    app.server.closeAllConnections();
  }, graceMs);
  // A browser keeps its connection open after a stream ends: closed as soon as it is idle, not at keep-alive's end.
  const idleSweep = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
  } finally {
    clearTimeout(cutOff);
    clearInterval(idleSweep);
  }
}
