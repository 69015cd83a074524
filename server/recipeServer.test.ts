import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { closeGracefully } from './closeGracefully';
import { startRecipeServer, type RunningServer } from './recipeServer';
import { serverConfigFrom } from './serverConfig';
import { demoRecipe } from './demoChef/demoRecipe';
import { errorReplySchema } from './errorReply';
import {
  injectableServer,
  postRecipeRequest,
  logLines,
  SERVER_TOKEN,
  serverWithUpstream,
  streamedText,
} from '../__tests__/support/recipeServerKit';

const POLICY = "default-src 'self'; connect-src 'self'";
const PAGE = `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${POLICY}"><title>Personal AI Chef</title></head></html>`;
const SCRIPT = 'console.log("the app");'.repeat(50);
const ingredients = ['eggs', 'spinach', 'feta'];

/** A build as webpack writes it: each text file with its precompressed .br and .gz beside it. */
function writeBuild(dir: string) {
  mkdirSync(path.join(dir, 'assets'));
  for (const [file, text] of [
    ['index.html', PAGE],
    ['assets/main.0123abcd.js', SCRIPT],
    ['assets/87.4071a.js', SCRIPT],
  ] as const) {
    writeFileSync(path.join(dir, file), text);
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(text));
  }
}

/** A GET with the given Accept-Encoding, its status, headers and raw (still encoded) body. */
function get(url: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
      request(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('npm run serve, serving the built app', () => {
  let dir: string;
  let server: RunningServer;
  beforeEach(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'chef-dist-'));
    writeBuild(dir);
    server = await startRecipeServer({ config: serverConfigFrom({ LOG_LEVEL: 'silent' }), distDir: dir });
  });
  afterEach(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the brotli copy to a browser that accepts brotli', async () => {
    const { headers, body } = await get(`${server.url}/assets/main.0123abcd.js`, 'gzip, deflate, br, zstd');
    expect(headers['content-encoding']).toBe('br');
    expect(headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a browser that accepts only gzip, and the file itself to one that accepts neither', async () => {
    const gzipped = await get(`${server.url}/`, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(PAGE);
    const plain = await get(`${server.url}/`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
  });

  it('lets hashed files be cached for a year and has index.html checked every time', async () => {
    expect((await get(`${server.url}/assets/main.0123abcd.js`, 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    // A lazy chunk's name: its id and five hex digits of its content's hash.
    expect((await get(`${server.url}/assets/87.4071a.js`, 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get(`${server.url}/`, 'br')).headers['cache-control']).toBe('no-cache');
  });

  it("sends the page's Content-Security-Policy as a header", async () => {
    expect((await get(`${server.url}/`, 'br')).headers['content-security-policy']).toBe(POLICY);
  });

  it('answers any other page address with the app, and an unknown API address with 404', async () => {
    const page = await get(`${server.url}/recipes/42`);
    expect(page.status).toBe(200);
    expect(page.body.toString()).toBe(PAGE);
    expect((await get(`${server.url}/api/nothing`)).status).toBe(404);
  });
});

describe('the recipe server, in each model mode', () => {
  it('answers from the demo chef with neither a token nor an endpoint, and says so on /healthz', async () => {
    const server = await startRecipeServer({ config: serverConfigFrom({ LOG_LEVEL: 'silent' }) });
    try {
      expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok', mode: 'demo' });
      const { content } = await streamedText(await postRecipeRequest(server.url, { ingredients }));
      expect(JSON.parse(content)).toEqual(demoRecipe(ingredients));
    } finally {
      await server.close();
    }
  });

  it.each([
    [{ HF_TOKEN: 'hf_x' }, 'hosted'],
    [{ HF_ENDPOINT_URL: 'http://127.0.0.1:9/v1' }, 'endpoint'],
  ])('says %p is %p on /healthz, without the token', async (env, mode) => {
    const { app } = await injectableServer(env);
    const { body } = await app.inject({ method: 'GET', url: '/healthz' });
    expect(JSON.parse(body)).toEqual({ status: 'ok', mode });
    expect(body).not.toContain('hf_x');
    await app.close();
  });
});

describe('what the recipe server answers when it cannot', () => {
  it('answers an address it does not serve with 404, in the one shape of every error', async () => {
    const { app } = await injectableServer();
    for (const [method, url] of [
      ['GET', '/api/nothing'],
      ['POST', '/somewhere'],
      ['GET', '/recipes/42'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(errorReplySchema.strict().parse(response.json())).toEqual({
        error: { message: `No route for ${method} ${url}` },
      });
    }
    await app.close();
  });
});

describe('the owner token, kept on the server', () => {
  it('appears in no file, header, answer or info log line the server sends', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'chef-dist-'));
    writeBuild(dir);
    const running = await serverWithUpstream(
      { RATE_LIMIT_RECIPES: '1' },
      { kind: 'recipe', stream: { streamDelayMs: 0 } },
      { distDir: dir },
    );
    const { url } = running.server;
    const sent: string[] = [];
    const keep = async (response: Response) => {
      sent.push(JSON.stringify([...response.headers]), await response.text());
    };
    try {
      const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
        statSync(path.join(dir, file)).isFile(),
      );
      for (const file of files) await keep(await fetch(`${url}/${file}`));
      await keep(await fetch(`${url}/healthz`));
      await keep(await postRecipeRequest(url, { ingredients }));
      await keep(await postRecipeRequest(url, { ingredients }));
      await keep(await postRecipeRequest(url, { ingredients: ['eggs'] }));
      await keep(await postRecipeRequest(url, { ingredients }, { Origin: 'https://elsewhere.example' }));
      await keep(await postRecipeRequest(url, { ingredients, padding: 'x'.repeat(17_000) }));
      running.upstream.setScenario({ kind: 'status', status: 401 });
      await keep(await fetch(`${url}/nothing-here`));
      expect(sent.length).toBeGreaterThan(10);
      expect(sent.join('\n')).not.toContain(SERVER_TOKEN);
      expect(running.lines.length).toBeGreaterThan(0);
      expect(running.lines.join('\n')).not.toContain(SERVER_TOKEN);
      expect(running.upstream.lastAuthorization()).toBe(`Bearer ${SERVER_TOKEN}`);
    } finally {
      await running.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('stopping the server (SIGTERM)', () => {
  it('lets a recipe in flight finish, and refuses new ones while it stops', async () => {
    const { logger } = logLines();
    const running = await serverWithUpstream(
      {},
      { kind: 'recipe', stream: { streamDelayMs: 20, streamChunkChars: 16 } },
      { logger },
    );
    try {
      const inFlight = await postRecipeRequest(running.server.url, { ingredients });
      const stopped = closeGracefully(running.server.app, 10_000);
      const late = await postRecipeRequest(running.server.url, { ingredients }).then(
        (response) => response.status,
        () => 'refused',
      );
      const { content, done } = await streamedText(inFlight);
      await stopped;
      expect(JSON.parse(content)).toEqual(demoRecipe(ingredients));
      expect(done).toBe(true);
      expect([503, 'refused']).toContain(late);
    } finally {
      await running.upstream.close();
    }
  });
});
