/**
 * Two builds side by side on the throttled phone (`npm run bench:pairs`): this checkout, and the one BENCH_BASE
 * names (e.g. a worktree of the commit before a change, or of the change without one mechanism). BENCH_PAIRS
 * pairs (10 unless set), the two builds' runs interleaved and their order swapped every pair, so a machine
 * that slows down mid-run slows both alike. Each run is a cold visit at 4× CPU on Slow 4G (first paint,
 * interactive, three Adds) and a first recipe tapped 1 s after the panel (request leaves, first text).
 *
 * A difference counts as beyond the run's spread when at least 8 of the 10 pairs move the same way (a two-sided
 * sign test, p ≈ 0.11); otherwise the two builds are reported as within the spread of each other.
 */
import { startTestChatServer } from '../__tests__/e2e/support/testChatServer';
import { launchChromium } from '../__tests__/e2e/support/chromium';
import { BENCH_ROOT, baseAndThisBuild } from './buildApp';
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
  } finally {
    await browser.close();
    await Promise.all([...builds.map((build) => build.close()), chat.close()]);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
