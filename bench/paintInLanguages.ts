/**
 * The first paint in the cook's language, side by side (`npm run bench:languages`): cold visits of one build at
 * 4× CPU on Slow 4G (bench/phoneProfile.ts), a browser in English and one in Spanish, their runs interleaved
 * and their order swapped every pair; with BENCH_BASE (a checkout from before, e.g. a worktree), that build's
 * English and Spanish visits join the rotation. Each visit: first contentful paint, interactive, the layout
 * shift until interactive, and the page's size as sent (brotli). BENCH_PAIRS rounds, 10 unless set.
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../__tests__/e2e/support/chromium';
import { BENCH_ROOT, temporaryServedBuild } from './buildApp';
import { comparison } from './phonePairs';
import { PHONE, throttledPageIn, untilHydrated } from './phoneProfile';
import { round, summary } from './statistics';

const PAIRS = Number(process.env.BENCH_PAIRS) || 10;

interface Visit {
  firstPaintMs: number;
  interactiveMs: number;
  layoutShift: number;
  pageBytes: number;
}

async function coldVisit(browser: Browser, url: string, locale: string): Promise<Visit> {
  const { context, page, cdp } = await throttledPageIn(await browser.newContext({ ...PHONE, locale }), 4, true);
  try {
    await context.addInitScript(() => {
      const shifts = window as unknown as { layoutShift: number };
      shifts.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[]) shifts.layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const response = await page.goto(url);
    const pageBytes = (await response?.request().sizes())?.responseBodySize ?? NaN;
    await untilHydrated(cdp);
    return {
      pageBytes,
      ...(await page.evaluate(() => ({
        firstPaintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        interactiveMs: (window as unknown as { bench: { hydratedAt: number } }).bench.hydratedAt,
        layoutShift: (window as unknown as { layoutShift: number }).layoutShift,
      }))),
    };
  } finally {
    await context.close();
  }
}

async function main() {
  const base = process.env.BENCH_BASE;
  const builds = [{ name: 'this', build: await temporaryServedBuild('languages', {}, {}, BENCH_ROOT) }];
  if (base)
    builds.push({ name: 'base', build: await temporaryServedBuild('languages-base', {}, {}, path.resolve(base)) });
  const sides = builds.flatMap(({ name, build }) =>
    [
      ['en-US', 'English'],
      ['es-ES', 'Spanish'],
    ].map(([locale, language]) => ({ label: `${language} (${name})`, url: `${build.site.url}/`, locale: locale! })),
  );
  const runs = sides.map(() => [] as Visit[]);
  const browser = await launchChromium();
  try {
    for (let pair = 0; pair < PAIRS; pair += 1) {
      const order = sides.map((_, index) => (index + pair) % sides.length);
      for (const side of pair % 2 === 0 ? order : order.reverse())
        runs[side]!.push(await coldVisit(browser, sides[side]!.url, sides[side]!.locale));
      console.log(`round ${pair + 1} of ${PAIRS} done`);
    }
    console.log(`${PAIRS} rounds, 4× CPU, Slow 4G, 390 × 844, cold; ms (median, min–max)`);
    console.table(
      Object.fromEntries(
        sides.map((side, index) => {
          const of = (key: keyof Visit) => runs[index]!.map((run) => run[key]);
          const range = (key: keyof Visit) => Object.values(summary(of(key))).join(' / ');
          return [
            side.label,
            {
              firstPaint: range('firstPaintMs'),
              interactive: range('interactiveMs'),
              worstLayoutShift: round(Math.max(...of('layoutShift')), 4),
              pageBytes: of('pageBytes')[0],
            },
          ];
        }),
      ),
    );
    const paired = (a: number, b: number) =>
      Object.fromEntries(
        (['firstPaintMs', 'interactiveMs'] as const).map((key) => [
          key,
          comparison(
            runs[a]!.map((run) => run[key]),
            runs[b]!.map((run) => run[key]),
          ),
        ]),
      );
    console.log(`${sides[1]!.label} against ${sides[0]!.label}:`);
    console.table(paired(0, 1));
    if (base) {
      console.log(`${sides[0]!.label} against ${sides[2]!.label}:`);
      console.table(paired(2, 0));
      console.log(`${sides[1]!.label} against ${sides[3]!.label}:`);
      console.table(paired(3, 1));
    }
  } finally {
    await browser.close();
    await Promise.all(builds.map(({ build }) => build.close()));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
