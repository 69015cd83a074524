import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The one shape of every error the server answers, whoever finds it (a route, a hook, Fastify itself): a sentence
 * for whoever reads the response, and the page's failure kind (with when to try again) where the page acts on it.
 */
export const errorReplySchema = z.object({
  error: z.object({
    message: z.string(),
    kind: z.string().optional(),
    retryAfterSeconds: z.number().optional(),
    /** When a spent budget is new again (ISO 8601). */
    resetsAt: z.string().optional(),
  }),
});

export type ErrorReply = z.infer<typeof errorReplySchema>;

export const errorReply = (message: string, details: Omit<ErrorReply['error'], 'message'> = {}): ErrorReply => ({
  error: { message, ...details },
});

/** The response schemas of a route that answers its errors in the one shape. */
export const errorResponses = { '4xx': errorReplySchema, '5xx': errorReplySchema };

/**
 * Answers every error in the one shape: a body the route's schema refuses with 400 and the rule's own words,
 * Fastify's own refusals (a body over the limit: 413; not JSON: 400) with their status and message, and anything
 * else with 500, logged, and a message that gives nothing of the server away.
 */
export function answerErrorsInOneShape(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(errorReply(error.validation[0]?.message ?? 'The body is not a recipe request.'));
    }
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      return reply.code(status).send(errorReply(error instanceof Error ? error.message : String(error)));
    }
    request.log.error({ err: error }, 'the server failed on a request');
    return reply.code(500).send(errorReply('The server could not answer this request.'));
  });
}
