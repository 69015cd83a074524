/**
 * Two builds side by side on the throttled phone (`npm run bench:pairs`): this checkout, and the one BENCH_BASE
 * names (e.g. a worktree of the commit before a change, or of the change without one mechanism). BENCH_PAIRS
 * pairs (10 unless set), the two builds' runs interleaved and their order swapped every pair, so a machine
 * that slows down mid-run slows both alike. Each run is a cold visit at 4× CPU on Slow 4G (first paint,
 * interactive, three Adds) and a first recipe tapped 1 s after the panel (request leaves, first text).
 *
 * A difference counts as beyond the run's spread when at least 8 of the 10 pairs move the same way (a two-sided
 * sign test, p ≈ 0.11); otherwise the two builds are reported as within the spread of each other.
 *
 * Beside the pairs, Lighthouse (mobile defaults, BENCH_LIGHTHOUSE_RUNS runs each, interleaved) on both builds, as
 * the app's own server serves them and as a plain static host does, with the page's size: a cost to the first
 * paint or LCP shows here when it is made.
 */
import { startTestChatServer } from '../__tests__/e2e/support/testChatServer';
import { launchChromium } from '../__tests__/e2e/support/chromium';
import { get } from 'node:http';
import { BENCH_ROOT, baseAndThisBuild } from './buildApp';
import { LIGHTHOUSE_RUNS, lighthouseRun, lighthouseSummary, servedStatically, type LighthouseRun } from './lighthouse';
import { phoneRun, phoneStreamScenario, tapRun } from './phoneProfile';
import { median, round } from './statistics';

const PAIRS = Number(process.env.BENCH_PAIRS) || 10;
const BEYOND_SPREAD = 0.8;

interface Figures {
  firstPaintMs: number;
  interactiveMs: number;
  firstAddMs: number;
  thirdAddMs: number;
  leavesMs: number;
  firstTextMs: number;
}

/** How B compares with A over the pairs: each side's median and range, the paired differences, the verdict. */
export function comparison(a: number[], b: number[]) {
  const differences = b.map((value, index) => value - a[index]!);
  const faster = differences.filter((difference) => difference < 0).length;
  const slower = differences.filter((difference) => difference > 0).length;
  const agreeing = Math.max(faster, slower);
  const verdict =
    agreeing >= Math.ceil(BEYOND_SPREAD * differences.length)
      ? faster > slower
        ? 'faster'
        : 'slower'
      : 'within spread';
  const range = (values: number[]) =>
    `${round(median(values))} (${round(Math.min(...values))}–${round(Math.max(...values))})`;
  return { a: range(a), b: range(b), pairedMedian: round(median(differences)), faster, slower, verdict };
}

async function main() {
  const chat = await startTestChatServer(phoneStreamScenario);
  // A base from before PUBLIC_HF_TOKEN reads the token as HF_TOKEN; each build takes the name it knows.
  const token = 'hf_bench';
  const buildEnv = { PUBLIC_HF_TOKEN: token, HF_TOKEN: token, HF_ENDPOINT_URL: chat.baseUrl, HF_MODEL: 'bench/model' };
  const { base, builds } = await baseAndThisBuild('pairs', buildEnv);
  const browser = await launchChromium();
  const runs: Figures[][] = [[], []];
  try {
    for (let pair = 0; pair < PAIRS; pair += 1) {
      const order = pair % 2 === 0 ? [0, 1] : [1, 0];
      for (const side of order) {
        const url = `${builds[side]!.site.url}/`;
        const visit = await phoneRun(browser, url, 4);
        const tap = await tapRun(browser, url, 1000);
        runs[side]!.push({ ...visit, leavesMs: tap.leavesMs, firstTextMs: tap.textMs });
      }
      console.log(`pair ${pair + 1} of ${PAIRS} done`);
    }
    const rows = Object.fromEntries(
      (['firstPaintMs', 'interactiveMs', 'firstAddMs', 'thirdAddMs', 'leavesMs', 'firstTextMs'] as const).map((key) => [
        key,
        comparison(
          runs[0]!.map((run) => run[key]),
          runs[1]!.map((run) => run[key]),
        ),
      ]),
    );
    console.log(`A = ${base}, B = ${BENCH_ROOT}; ${PAIRS} pairs, 4× CPU, Slow 4G; ms`);
    console.table(rows);
    console.table(await lighthouseBeside(builds));
  } finally {
    await browser.close();
    await Promise.all([...builds.map((build) => build.close()), chat.close()]);
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

/** Lighthouse on A and B, each through the app's server and a static host, their runs interleaved. */
async function lighthouseBeside(builds: { site: { url: string }; dir: string }[]) {
  const statics = await Promise.all(builds.map((build) => servedStatically(build.dir)));
  try {
    const hosts = builds.flatMap((build, side) => [
      { name: `${'AB'[side]} app server`, url: `${build.site.url}/` },
      { name: `${'AB'[side]} static host`, url: `${statics[side]!.url}/` },
    ]);
    const runs: LighthouseRun[][] = hosts.map(() => []);
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
      console.log(`Lighthouse run ${run + 1} of ${LIGHTHOUSE_RUNS}…`);
      for (const [index, host] of hosts.entries()) runs[index]!.push(await lighthouseRun(host.url));
    }
    const rows: Record<string, unknown> = {};
    for (const [index, host] of hosts.entries()) {
      const { performance, lcpMs, fcpMs, tbtMs, cls, lcpMsPerRun } = lighthouseSummary(runs[index]!);
      rows[host.name] = {
        performance,
        lcpMs,
        fcpMs,
        tbtMs,
        cls,
        lcpMsPerRun: lcpMsPerRun.join(' / '),
        pageBytesOnTheWire: await pageBytes(host.url),
      };
    }
    return rows;
  } finally {
    await Promise.all(statics.map((host) => host.close()));
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
