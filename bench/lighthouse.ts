/**
 * Lighthouse's CLI with its mobile defaults (simulated 4× CPU and Slow 4G), median of a few runs: the figures a
 * change to the first paint is held to (npm run bench, and beside the pairs in npm run bench:pairs). Run
 * asynchronously: the servers it loads the page from live in this process and must keep answering.
 */
import { execFile } from 'node:child_process';
import { get } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../__tests__/e2e/support/chromium';
import { median, round } from './statistics';

export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3;

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
}

/** One Lighthouse run of the page at `url`, in a fresh Chromium profile. */
export async function lighthouseRun(url: string): Promise<LighthouseRun> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chef-lighthouse-'));
  try {
    const report = path.join(dir, 'report.json');
    await promisify(execFile)(
      process.execPath,
      [
        require.resolve('lighthouse/cli/index.js'),
        url,
        '--quiet',
        '--output=json',
        `--output-path=${report}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${[...CHROMIUM_ARGS, `--user-data-dir=${path.join(dir, 'profile')}`].join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } },
    );
    const result = JSON.parse(readFileSync(report, 'utf8')) as {
      categories: Record<string, { score: number }>;
      audits: Record<string, { numericValue: number }>;
    };
    return {
      performance: result.categories.performance!.score * 100,
      accessibility: result.categories.accessibility!.score * 100,
      bestPractices: result.categories['best-practices']!.score * 100,
      seo: result.categories.seo!.score * 100,
      lcpMs: result.audits['largest-contentful-paint']!.numericValue,
      fcpMs: result.audits['first-contentful-paint']!.numericValue,
      tbtMs: result.audits['total-blocking-time']!.numericValue,
      cls: result.audits['cumulative-layout-shift']!.numericValue,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The page's bytes on the wire to a browser that accepts brotli, as the host sends them. */
const pageBytes = (url: string) =>
  new Promise<number>((resolve, reject) => {
    get(url, { headers: { 'Accept-Encoding': 'br, gzip', 'Accept-Language': 'en' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
    }).on('error', reject);
  });

/**
 * LIGHTHOUSE_RUNS runs of each page, interleaved: the medians, every run's LCP (an outlier the median hides is
 * still on record), and the page's bytes as sent.
 */
export async function lighthouseOf(pages: { name: string; url: string }[]) {
  const runs: LighthouseRun[][] = pages.map(() => []);
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
    console.log(`Lighthouse run ${run + 1} of ${LIGHTHOUSE_RUNS}…`);
    for (const [index, page] of pages.entries()) runs[index]!.push(await lighthouseRun(page.url));
  }
  const rows: Record<string, Record<string, number | string>> = {};
  for (const [index, page] of pages.entries()) {
    const medianOf = (key: keyof LighthouseRun, digits = 0) =>
      round(median(runs[index]!.map((run) => run[key])), digits);
    rows[page.name] = {
      performance: medianOf('performance'),
      accessibility: medianOf('accessibility'),
      bestPractices: medianOf('bestPractices'),
      seo: medianOf('seo'),
      lcpMs: medianOf('lcpMs'),
      fcpMs: medianOf('fcpMs'),
      tbtMs: medianOf('tbtMs'),
      cls: medianOf('cls', 3),
      lcpMsPerRun: runs[index]!.map((run) => round(run.lcpMs)).join(' / '),
      pageBytesOnTheWire: await pageBytes(page.url),
    };
  }
  return rows;
}

/**
 * A build served as a plain static host serves it: its files as they are, the precompressed copy where the
 * browser accepts it (as nginx's gzip_static or a CDN does), and no headers of the app's own server.
 */
export async function servedStatically(dir: string) {
  const app = Fastify();
  await app.register(fastifyStatic, { root: dir, preCompressed: true });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: address, close: () => app.close() };
}
