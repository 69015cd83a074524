/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { accepts, startStaticServer, type RunningServer } from './staticServer';

const PAGE = '<!doctype html><title>Personal AI Chef</title>';
const SCRIPT = 'console.log("the app");'.repeat(50);

/** A build as webpack writes it: each text file with its precompressed .br and .gz beside it. */
function writeBuild(dir: string) {
  mkdirSync(path.join(dir, 'assets'));
  for (const [file, text] of [
    ['index.html', PAGE],
    ['assets/main.0123abcd.js', SCRIPT],
  ] as const) {
    writeFileSync(path.join(dir, file), text);
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(text));
  }
}

/** A GET with the given Accept-Encoding, its headers and raw (still encoded) body. */
function get(url: string, acceptEncoding?: string) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('npm run serve, as a production static host', () => {
  let dir: string;
  let server: RunningServer;
  beforeEach(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'chef-static-'));
    writeBuild(dir);
    server = await startStaticServer(dir);
  });
  afterEach(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the brotli copy to a browser that accepts brotli', async () => {
    const { headers, body } = await get(`${server.url}/assets/main.0123abcd.js`, 'gzip, deflate, br, zstd');
    expect(headers['content-encoding']).toBe('br');
    expect(headers.vary).toBe('Accept-Encoding');
    expect(Number(headers['content-length'])).toBe(body.length);
    expect(brotliDecompressSync(body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const { headers, body } = await get(`${server.url}/`, 'gzip');
    expect(headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(body).toString()).toBe(PAGE);
  });

  it('sends the file as it is when no encoding is accepted, or brotli is refused with q=0', async () => {
    const plain = await get(`${server.url}/`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
    const refused = await get(`${server.url}/`, 'br;q=0, gzip;q=1');
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('lets hashed files be cached for a year and has index.html checked every time', async () => {
    expect((await get(`${server.url}/assets/main.0123abcd.js`, 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get(`${server.url}/`, 'br')).headers['cache-control']).toBe('no-cache');
  });
});

describe('reading Accept-Encoding', () => {
  it.each([
    ['gzip, deflate, br', 'br', true],
    ['GZIP', 'gzip', true],
    ['br;q=0', 'br', false],
    ['br;q=0.5', 'br', true],
    ['brotli', 'br', false],
    [undefined, 'gzip', false],
  ])('%p accepts %p: %p', (header, encoding, expected) => {
    expect(accepts(header, encoding)).toBe(expected);
  });
});
