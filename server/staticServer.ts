import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { DEMO_PROVIDER_PATH } from '../src/model/modelSettings';
import { demoProviderMiddleware, type DemoProviderOptions } from './demoProvider';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

export interface RunningServer {
  url: string;
  close: () => Promise<void>;
}

async function fileFor(root: string, urlPath: string): Promise<string> {
  const requested = path.join(root, path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, ''));
  const inside = requested.startsWith(root + path.sep);
  const found = inside ? await stat(requested).catch(() => null) : null;
  // Any path that is not a file is the single-page app itself.
  return found?.isFile() ? requested : path.join(root, 'index.html');
}

/** The encodings the build precompresses (see webpack.config.ts), best first, with their files' extensions. */
const ENCODINGS = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const;

/** Whether an Accept-Encoding header accepts an encoding (named, not refused with q=0). */
export function accepts(acceptEncoding: string | undefined, encoding: string): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    return name.trim() === encoding && !refused;
  });
}

/** The build's precompressed copy of a file that the browser accepts, else the file itself. */
async function precompressedFor(file: string, acceptEncoding: string | undefined) {
  for (const { encoding, extension } of ENCODINGS) {
    if (!accepts(acceptEncoding, encoding)) continue;
    const found = await stat(file + extension).catch(() => null);
    if (found?.isFile()) return { file: file + extension, encoding, size: found.size };
  }
  return { file, encoding: undefined, size: (await stat(file)).size };
}

/** Serves a production build on loopback, with the offline demo provider on the same origin. */
export function startStaticServer(root: string, port = 0, demo: DemoProviderOptions = {}): Promise<RunningServer> {
  const absoluteRoot = path.resolve(root);
  const demoProvider = demoProviderMiddleware(DEMO_PROVIDER_PATH, demo);

  const serveFile = async (request: IncomingMessage, response: ServerResponse) => {
    const file = await fileFor(absoluteRoot, (request.url ?? '/').split('?')[0] ?? '/');
    const hashed = /\.[0-9a-f]{8}\.\w+$/.test(file);
    const encoded = await precompressedFor(file, request.headers['accept-encoding']);
    response.writeHead(200, {
      'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      // Content-hashed assets never change; index.html must always be fresh.
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      'Content-Length': encoded.size,
      Vary: 'Accept-Encoding',
      ...(encoded.encoding && { 'Content-Encoding': encoded.encoding }),
    });
    createReadStream(encoded.file).pipe(response);
  };

  const server = createServer((request, response) => {
    demoProvider(request, response, () => {
      serveFile(request, response).catch(() => {
        response.writeHead(500).end();
      });
    });
  });

  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: boundPort } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${boundPort}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
