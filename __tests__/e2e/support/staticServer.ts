import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import serveStatic from 'serve-static';

export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * A plain static host for a build (as GitHub Pages or a CDN serves one): its files as they are, `/` as
 * index.html, no negotiation, nothing of the app's own server. On loopback, on a free port.
 */
export async function startStaticServer(dir: string): Promise<StaticServer> {
  const serve = serveStatic(dir, { index: ['index.html'] });
  const server = createServer((request, response) =>
    serve(request, response, () => {
      response.statusCode = 404;
      response.end('Not found');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
