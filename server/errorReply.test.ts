import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { logLines } from '../__tests__/support/recipeServerKit';
import { answerErrorsInOneShape, errorReplySchema, errorResponses } from './errorReply';

/** A server with the one error shape, and routes that fail as a bug would. */
async function failingServer() {
  const { lines, logger } = logLines();
  const app = Fastify({ logger }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  answerErrorsInOneShape(app);
  app.get('/throws', () => {
    throw new Error('secret detail of the server');
  });
  app.get(
    '/wrong-shape',
    { schema: { response: { 200: z.object({ status: z.literal('ok') }), ...errorResponses } } },
    () => ({
      status: 'not ok' as 'ok',
    }),
  );
  await app.ready();
  return { app, lines };
}

describe('an error nobody answered', () => {
  it.each(['/throws', '/wrong-shape'])(
    'at %s is a 500 in the one shape, saying nothing of the server, and logged',
    async (url) => {
      const { app, lines } = await failingServer();
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(errorReplySchema.strict().parse(response.json())).toEqual({
        error: { message: 'The server could not answer this request.' },
      });
      expect(response.body).not.toContain('secret');
      expect(lines.map((line) => JSON.parse(line) as { msg: string }).map(({ msg }) => msg)).toContain(
        'the server failed on a request',
      );
      await app.close();
    },
  );
});
