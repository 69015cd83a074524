import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorReply } from './errorReply';
import { recipeServer } from './recipeServer';
import { serverConfigFrom } from './serverConfig';

const OPERATIONS_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * The recipe server's routes (/api/*, /healthz, /readyz, /metrics) as middleware for webpack-dev-server, so that `npm start` runs
 * the same recipe service as `npm run serve`, configured from the same environment.
 */
export function recipeServiceMiddleware(env: NodeJS.ProcessEnv = process.env) {
  const ready = recipeServer({ config: serverConfigFrom(env) });
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const path = request.url?.split('?')[0] ?? '';
    if (!OPERATIONS_PATHS.has(path) && !path.startsWith('/api/')) return next();
    ready.then(
      (app) => app.routing(request, response),
      (error: unknown) => {
        console.error('The recipe service could not start:', error);
        response.writeHead(503, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(errorReply('The recipe service could not start.')));
      },
    );
  };
}
