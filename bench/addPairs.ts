/**
 * The first Add of two builds side by side on the throttled phone (`npm run bench:add-pairs`): this checkout, and
 * the one BENCH_BASE names, BENCH_PAIRS pairs (12 unless set), interleaved and swapped as in `bench:pairs`. Each
 * is a cold visit at 4× CPU on Slow 4G, its downloads over, "eggs" typed key by key, then the tap on Add:
 * - tap → row: from the tap's event time to the frame after the row, as `bench:pairs` times it;
 * - main thread: from the click's dispatch to the end of the paint of the frame that shows the row, read from a
 *   DevTools trace. It leaves out the wait for the frame the tap is delivered in (up to one frame, at random),
 *   which is most of the first figure's spread, so it tells a few milliseconds of the page's own work apart.
 */
import type { Browser } from 'playwright-core';
import { launchChromium } from '../__tests__/e2e/support/chromium';
import { BENCH_ROOT, baseAndThisBuild } from './buildApp';
import { comparison } from './phonePairs';
import { throttledPage, timedAdd, untilHydrated } from './phoneProfile';

const PAIRS = Number(process.env.BENCH_PAIRS) || 12;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  args?: { data?: { type?: string } };
}

interface FirstAdd {
  tapToRowMs: number;
  mainThreadMs: number;
}

async function firstAdd(browser: Browser, url: string): Promise<FirstAdd> {
  const { context, page, cdp } = await throttledPage(browser, 4, true);
  try {
    await page.goto(url);
    await untilHydrated(cdp);
    await page.waitForLoadState('networkidle');
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const collected = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline', transferMode: 'ReportEvents' });
    const tapToRowMs = await timedAdd(page, 'eggs', 'Remove eggs');
    await cdp.send('Tracing.end');
    await collected;
    const click = events.find((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'click');
    if (!click) throw new Error('The trace holds no click');
    const paint = events
      .filter((event) => event.tid === click.tid && event.name === 'Paint' && event.ts > click.ts)
      .sort((a, b) => a.ts - b.ts)[0];
    if (!paint) throw new Error('The trace holds no paint after the click');
    return { tapToRowMs, mainThreadMs: (paint.ts + (paint.dur ?? 0) - click.ts) / 1000 };
  } finally {
    await context.close();
  }
}

async function main() {
  // A model address nothing answers: no recipe is asked for.
  const buildEnv = { PUBLIC_HF_TOKEN: 'hf_bench', HF_ENDPOINT_URL: 'http://127.0.0.1:9', HF_MODEL: 'bench/model' };
  const { base, builds } = await baseAndThisBuild('add', buildEnv);
  const browser = await launchChromium();
  const runs: FirstAdd[][] = [[], []];
  try {
    for (let pair = 0; pair < PAIRS; pair += 1) {
      for (const side of pair % 2 === 0 ? [0, 1] : [1, 0])
        runs[side]!.push(await firstAdd(browser, `${builds[side]!.site.url}/`));
      console.log(`pair ${pair + 1} of ${PAIRS} done`);
    }
    const row = (key: keyof FirstAdd) =>
      comparison(...(runs.map((side) => side.map((run) => run[key])) as [number[], number[]]));
    console.log(`A = ${base}, B = ${BENCH_ROOT}; ${PAIRS} pairs, first Add, 4× CPU, Slow 4G; ms`);
    console.table({ tapToRowMs: row('tapToRowMs'), mainThreadMs: row('mainThreadMs') });
  } finally {
    await browser.close();
    await Promise.all(builds.map((build) => build.close()));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
