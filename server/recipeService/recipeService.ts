import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorReply, errorResponses } from '../errorReply';
import type { ServerConfig } from '../serverConfig';
import { IDEAS_SERVICE_PATH, PHOTO_SERVICE_PATH, RECIPE_SERVICE_PATH } from '../../src/core/chat/modelSettings';
import { ideasAskedSchema, recipeAskedSchema } from './recipeAsked';
import { PHOTO_BODY_LIMIT, photoAskedSchema } from './photoAsked';
import type { RecipeLimiter } from './recipeLimits';
import type { SpendingCap } from './spendingCap';
import type { RecipeModel, ReplyPiece } from '../../src/core/modelRequest/recipeModel';
import { startRecipeStream } from './recipeStream';
import type { ServiceMetrics, ServiceOutcome, ServiceRoute } from './serviceMetrics';

export interface RecipeServiceOptions {
  config: ServerConfig;
  model: RecipeModel;
  limiter: RecipeLimiter;
  /** The deployer's daily budget, counted after the address's limit. */
  cap: SpendingCap;
  metrics: ServiceMetrics;
  /** How long a stream may send nothing before it counts as stalled (tests shorten it). */
  stallMs?: number;
}

/**
 * What the request log line says besides status and duration: the bytes relayed, why it ended if not well (the
 * page's failure kind, or stopped by the cook), when to try again, and the tokens the model reported.
 */
interface Outcome {
  bytes: number;
  kind?: string;
  stopped?: boolean;
  retryAfterSeconds?: number;
  tokens?: number;
}

const ROUTES: Record<string, ServiceRoute> = {
  [RECIPE_SERVICE_PATH]: 'recipe',
  [IDEAS_SERVICE_PATH]: 'ideas',
  [PHOTO_SERVICE_PATH]: 'photo',
};
const routeOf = (request: FastifyRequest): ServiceRoute => ROUTES[request.routeOptions.url ?? ''] ?? 'recipe';

/** What an ask came to, as the metrics count it: its kind when it has one, else what its status says. */
function outcomeOf(status: number, { kind, stopped }: Outcome): ServiceOutcome {
  if (kind) return kind;
  if (stopped) return 'stopped';
  if (status < 400) return 'ok';
  if (status === 403) return 'refused';
  return status < 500 ? 'invalid' : 'server-error';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Settles with the recipe request's outcome once its answer is over; read by the log line. */
    recipeOutcome: Promise<Outcome> | null;
    /** Frees the cook's place under the limit; set once admitted. */
    releaseAdmission: (() => void) | null;
  }
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

/**
 * POST /api/recipe `{ ingredients, preferences?, change?, idea? }`: the recipe (a new one, a new version of the
 * one sent, or a chosen idea in full), POST /api/ideas `{ ingredients, preferences?, shownNames }`: three
 * short ideas, and POST /api/photo `{ photo, language? }`: the foods in a photo. Each streamed as server-sent events in the shape of a
 * chat-completions stream. In the order a request meets them: another origin is refused (403), a body the
 * app's rules do not accept (400, in the rule's words; over the size limit, 413), all in the one error shape, an address over its
 * limit (429), and any request once the deployer's budget for the day is spent (503, kind budget-spent, with when it
 * resets); only then is the model asked, and the request counted. One log line per request, at its end.
 * Registered by `npm run serve` and mounted by `npm start`'s dev server alike.
 */
export const recipeService: FastifyPluginCallbackZod<RecipeServiceOptions> = (
  app,
  { config, model, limiter, cap, metrics, stallMs },
  done,
) => {
  app.decorateRequest('recipeOutcome', null);
  app.decorateRequest('releaseAdmission', null);

  app.addHook('onRequest', async (request, reply) => {
    if (!originAllowed(request, config.allowedOrigins)) {
      return reply.code(403).send(errorReply(`Recipes are not served to ${request.headers.origin}.`));
    }
  });

  app.addHook('preHandler', async (request, reply) => {
    const admitted = await limiter.admit(request.ip);
    if (!admitted.allowed) {
      metrics.rateLimited(routeOf(request));
      request.recipeOutcome = Promise.resolve({
        bytes: 0,
        kind: 'busy',
        retryAfterSeconds: admitted.retryAfterSeconds,
      });
      return reply
        .code(429)
        .header('Retry-After', String(admitted.retryAfterSeconds))
        .send(errorReply('The chef is busy.', { kind: 'busy', retryAfterSeconds: admitted.retryAfterSeconds }));
    }
    const withinBudget = await cap.admit();
    if (!withinBudget.allowed) {
      admitted.release();
      const { retryAfterSeconds, resetsAt } = withinBudget;
      request.recipeOutcome = Promise.resolve({ bytes: 0, kind: 'budget-spent' });
      return reply
        .code(503)
        .header('Retry-After', String(retryAfterSeconds))
        .send(
          errorReply("This chef has used today's budget.", {
            kind: 'budget-spent',
            retryAfterSeconds,
            resetsAt: resetsAt.toISOString(),
          }),
        );
    }
    request.releaseAdmission = admitted.release;
  });

  const logged = new WeakSet<FastifyRequest>();
  const logLine = async (request: FastifyRequest, reply: FastifyReply) => {
    if (logged.has(request)) return;
    logged.add(request);
    const outcome = (await request.recipeOutcome) ?? { bytes: 0 };
    const route = routeOf(request);
    const what = outcomeOf(reply.statusCode, outcome);
    metrics.asked(route, what);
    if (what === 'ok') metrics.answered(route, reply.elapsedTime / 1000);
    request.log.info(
      { status: reply.statusCode, durationMs: Math.round(reply.elapsedTime), mode: config.mode, ...outcome },
      'recipe request',
    );
  };
  app.addHook('onResponse', logLine);

  /** Streams what the model answers, or says in the status why it would not. */
  const relay = async (
    request: FastifyRequest,
    reply: FastifyReply,
    ask: (signal: AbortSignal) => AsyncIterable<ReplyPiece>,
  ) => {
    const closed = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) closed.abort(new DOMException('The cook closed the connection', 'AbortError'));
    });
    const stream = await startRecipeStream({ ask, signal: closed.signal, timeoutMs: config.timeoutMs, stallMs });
    if (!stream.ok) {
      request.releaseAdmission?.();
      const { status, kind, message, retryAfterSeconds } = stream.failure;
      request.recipeOutcome = Promise.resolve({ bytes: 0, kind });
      if (retryAfterSeconds !== undefined) reply.header('Retry-After', String(retryAfterSeconds));
      return reply.code(status).send(errorReply(message, { kind, retryAfterSeconds }));
    }
    metrics.firstByte(routeOf(request), reply.elapsedTime / 1000);
    request.recipeOutcome = stream.done.then(async ({ bytes, failure, usage }) => {
      request.releaseAdmission?.();
      const tokens = usage && usage.promptTokens + usage.completionTokens;
      if (usage) {
        metrics.tokensUsed(usage);
        // Counted before the line is written: whoever reads the log reads a budget that has them.
        await cap.spend(tokens!);
      }
      return {
        bytes,
        ...(failure && { kind: failure.kind }),
        ...(closed.signal.aborted && { stopped: true }),
        ...(tokens !== undefined && { tokens }),
      };
    });
    // A stream the cook closed never finishes its response: its line is written when the relay is over.
    closed.signal.addEventListener('abort', () => void logLine(request, reply), { once: true });
    return reply
      .header('Content-Type', 'text/event-stream; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('X-Accel-Buffering', 'no')
      .send(stream.body);
  };

  app.post(
    RECIPE_SERVICE_PATH,
    { schema: { body: recipeAskedSchema, response: errorResponses } },
    async (request, reply) => {
      const { ingredients, change, idea } = request.body;
      request.log.debug({ ingredients, change: change?.change, idea: idea?.name }, 'recipe asked');
      return relay(request, reply, (signal) => model.askForRecipe(request.body, { signal }));
    },
  );

  app.post(
    IDEAS_SERVICE_PATH,
    { schema: { body: ideasAskedSchema, response: errorResponses } },
    async (request, reply) => {
      request.log.debug({ ingredients: request.body.ingredients }, 'ideas asked');
      return relay(request, reply, (signal) => model.askForIdeas(request.body, { signal }));
    },
  );

  // The photo is never logged or kept: it goes to the model and nowhere else.
  app.post(
    PHOTO_SERVICE_PATH,
    { bodyLimit: PHOTO_BODY_LIMIT, schema: { body: photoAskedSchema, response: errorResponses } },
    async (request, reply) => {
      request.log.debug({ photoLength: request.body.photo.length }, 'photo asked');
      return relay(request, reply, (signal) => model.askForFoodsSeen(request.body, { signal }));
    },
  );
  done();
};
