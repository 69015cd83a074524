import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../serverConfig';
import { recipeAskedFrom } from './recipeAsked';
import type { RecipeLimiter } from './recipeLimits';
import { startRecipeStream, type StreamingChatClient } from './recipeStream';

export const RECIPE_PATH = '/api/recipe';

export interface RecipeRouteOptions {
  config: ServerConfig;
  client: StreamingChatClient;
  limiter: RecipeLimiter;
  /** How long a stream may send nothing before it counts as stalled (tests shorten it). */
  stallMs?: number;
}

/** Same origin, or one of ALLOWED_ORIGINS; a request without Origin (curl, a server) is not a browser's. */
function originAllowed(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (allowedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

const errorBody = (message: string, extra: Record<string, unknown> = {}) => ({ error: { message, ...extra } });

/**
 * POST /api/recipe `{ ingredients, preferences? }`: the recipe, streamed as server-sent events in the shape of a
 * chat-completions stream. Refused (and not counted against the limit): another origin (403), a body the app's
 * rules do not accept (400), a body over the limit (413, by Fastify). Counted: every request that asks the model.
 */
export function recipeRoute(app: FastifyInstance, { config, client, limiter, stallMs }: RecipeRouteOptions): void {
  app.post(RECIPE_PATH, async (request, reply) => {
    const startedAt = performance.now();
    const logLine = (status: number, bytes: number, extra: Record<string, unknown> = {}) =>
      request.log.info(
        { status, durationMs: Math.round(performance.now() - startedAt), bytes, mode: config.mode, ...extra },
        'recipe request',
      );
    if (!originAllowed(request, config.allowedOrigins)) {
      logLine(403, 0);
      return reply.code(403).send(errorBody(`Recipes are not served to ${request.headers.origin}.`));
    }
    const verdict = recipeAskedFrom(request.body);
    if (!verdict.ok) {
      logLine(400, 0);
      return reply.code(400).send(errorBody(verdict.problem));
    }
    request.log.debug({ ingredients: verdict.asked.ingredients }, 'recipe asked');
    const admitted = await limiter.admit(request.ip);
    if (!admitted.allowed) {
      logLine(429, 0, { retryAfterSeconds: admitted.retryAfterSeconds });
      return reply
        .code(429)
        .header('Retry-After', String(admitted.retryAfterSeconds))
        .send(errorBody('The chef is busy.', { kind: 'busy', retryAfterSeconds: admitted.retryAfterSeconds }));
    }
    const closed = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) closed.abort(new DOMException('The cook closed the connection', 'AbortError'));
    });
    const stream = await startRecipeStream({
      client,
      asked: verdict.asked,
      model: config.model,
      signal: closed.signal,
      timeoutMs: config.timeoutMs,
      stallMs,
    });
    if (!stream.ok) {
      admitted.release();
      const { status, kind, message, retryAfterSeconds } = stream.failure;
      logLine(status, 0, { kind });
      if (retryAfterSeconds !== undefined) reply.header('Retry-After', String(retryAfterSeconds));
      return reply.code(status).send(errorBody(message, { kind, retryAfterSeconds }));
    }
    void stream.done.then(({ bytes, failure }) => {
      admitted.release();
      logLine(200, bytes, { ...(failure && { kind: failure.kind }), ...(closed.signal.aborted && { stopped: true }) });
    });
    return reply
      .header('Content-Type', 'text/event-stream; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('X-Accel-Buffering', 'no')
      .send(stream.body);
  });
}
