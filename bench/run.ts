/**
 * The benchmark: the journeys (journeys.ts) on builds served on loopback, in Debian's Chromium headless, against a
 * local chat server. What is compared is the mode's, the argument:
 * - `phone` (npm run bench): this app asking the model itself and through its own server, BENCH_RUNS rounds (5);
 *   then Lighthouse and the JavaScript a visit starts with;
 * - `pairs` (npm run bench:pairs): this checkout beside BENCH_BASE's (another worktree), BENCH_PAIRS pairs (10),
 *   each pair's order swapped, with the verdict of each figure; then Lighthouse on both, through the app's server
 *   and a static host;
 * - `peers` (npm run bench:peers): this app beside its peers (builds.ts), BENCH_RUNS rounds (5), their order
 *   rotated, and this app's median over the best peer's.
 * Medians and ranges; a measurement, not a test: nothing here passes or fails.
 */
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { launchChromium } from '../__tests__/e2e/support/chromium';
import { javascriptSizes } from '../__tests__/e2e/support/javascriptSizes';
import { startTestChatServer, type TestChatServer } from '../__tests__/e2e/support/testChatServer';
import { askingItsServer, askingTheModel, servedPeers, THIS_CHECKOUT, type ServedBuild } from './builds';
import { besidePeers, firstRecipe, longStream, openInSpanish, type Journey } from './journeys';
import { lighthouseOf, servedStatically } from './lighthouse';
import { runJourney, type Figures } from './phone';
import { cell, comparison, median, round, summary } from './statistics';

const RUNS = Number(process.env.BENCH_RUNS) || 5;
const PAIRS = Number(process.env.BENCH_PAIRS) || 10;

/**
 * `rounds` rounds of each build's journeys, the builds' order rotated every round, so a machine that slows down
 * mid-run slows them alike: each build's figures, one record a round.
 */
async function interleaved(browser: Browser, chat: TestChatServer, builds: [ServedBuild, Journey[]][], rounds: number) {
  const runs = builds.map((): Figures[] => []);
  for (let round = 0; round < rounds; round += 1) {
    for (let turn = 0; turn < builds.length; turn += 1) {
      const index = (round + turn) % builds.length;
      const [build, journeys] = builds[index]!;
      const figures: Figures = {};
      for (const journey of journeys) {
        const ran = await runJourney(browser, build.url, journey, chat).catch((error: unknown) => {
          throw new Error(`${build.name}, ${journey.name}: ${String(error)}`);
        });
        Object.assign(figures, ran);
      }
      runs[index]!.push(figures);
    }
    console.log(`round ${round + 1} of ${rounds} done`);
  }
  return runs;
}

/** Each figure's median and range, for each build that has it. */
const table = (builds: ServedBuild[], runs: Figures[][]) =>
  Object.fromEntries(
    [...new Set(runs.flatMap((ofBuild) => Object.keys(ofBuild[0]!)))].map((figure) => [
      figure,
      Object.fromEntries(
        builds.map((build, index) => {
          const values = runs[index]!.map((run) => run[figure]);
          return [build.name, values[0] === undefined ? '' : cell(values as number[])];
        }),
      ),
    ]),
  );

/**
 * How fast this machine runs JavaScript now: Lighthouse's benchmark index (higher is faster), read 3 times in a
 * page without throttling. The same code has measured a third slower within an hour on a shared machine: read
 * before and after, it says which kind of hour the figures are from.
 */
async function machineSpeed(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const readings: number[] = [];
  for (let reading = 0; reading < 3; reading += 1)
    readings.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  await context.close();
  return `${JSON.stringify(summary(readings))}, load average ${os
    .loadavg()
    .map((load) => round(load, 2))
    .join(', ')}`;
}

const modes: Record<string, (browser: Browser, chat: TestChatServer, builds: ServedBuild[]) => Promise<void>> = {
  async phone(browser, chat, builds) {
    const direct = await askingTheModel('this app', chat.baseUrl);
    builds.push(direct);
    const service = await askingItsServer('through its server', chat.baseUrl);
    builds.push(service);
    const speedBefore = await machineSpeed(browser);
    const runs = await interleaved(
      browser,
      chat,
      [
        [direct, [firstRecipe, longStream, openInSpanish]],
        [service, [firstRecipe]],
      ],
      RUNS,
    );
    console.log(`${RUNS} rounds; ms, median (min–max)`);
    console.table(table([direct, service], runs));
    console.log(`Machine speed (Lighthouse's index) before: ${speedBefore}; after: ${await machineSpeed(browser)}`);
    console.table(await lighthouseOf([direct]));
    const { initialJsGzipBytes, totalJsGzipBytes } = javascriptSizes(direct.dir);
    console.log(`JavaScript gzipped: ${initialJsGzipBytes} B before interactive, ${totalJsGzipBytes} B in all`);
  },

  async pairs(browser, chat, builds) {
    if (!process.env.BENCH_BASE) throw new Error('BENCH_BASE must name the checkout to compare this one with.');
    const base = path.resolve(process.env.BENCH_BASE);
    builds.push(await askingTheModel('A', chat.baseUrl, base));
    builds.push(await askingTheModel('B', chat.baseUrl));
    const [a, b] = await interleaved(
      browser,
      chat,
      builds.map((build) => [build, [firstRecipe]]),
      PAIRS,
    );
    console.log(`A = ${base}, B = ${THIS_CHECKOUT}; ${PAIRS} pairs; ms`);
    console.table(
      Object.fromEntries(
        Object.keys(a![0]!).map((figure) => [
          figure,
          comparison(
            a!.map((run) => run[figure]!),
            b!.map((run) => run[figure]!),
          ),
        ]),
      ),
    );
    const statics = await Promise.all(builds.map((build) => servedStatically(build.dir)));
    try {
      console.table(
        await lighthouseOf(
          builds.flatMap((build, index) => [
            { name: `${build.name} app server`, url: build.url },
            { name: `${build.name} static host`, url: `${statics[index]!.url}/` },
          ]),
        ),
      );
    } finally {
      await Promise.all(statics.map((host) => host.close()));
    }
  },

  async peers(browser, chat, builds) {
    builds.push(await askingTheModel('this app', chat.baseUrl));
    builds.push(...(await servedPeers()));
    const runs = await interleaved(
      browser,
      chat,
      builds.map((build) => [build, [besidePeers]]),
      RUNS,
    );
    console.log(`${RUNS} cold visits each; ms, median (min–max)`);
    console.table(table(builds, runs));
    const medianOf = (index: number, figure: string) => median(runs[index]!.map((run) => run[figure]!));
    console.table(
      Object.fromEntries(
        Object.keys(runs[0]![0]!).map((figure) => {
          const best = Math.min(...builds.slice(1).map((_, peer) => medianOf(peer + 1, figure)));
          return [figure, { 'this app ÷ best peer': round(medianOf(0, figure) / best, 2) }];
        }),
      ),
    );
  },
};

async function main(mode = 'phone') {
  const measure = modes[mode];
  if (!measure) throw new Error(`No bench named "${mode}": ${Object.keys(modes).join(', ')}.`);
  const chat = await startTestChatServer();
  const browser = await launchChromium();
  const builds: ServedBuild[] = [];
  try {
    await measure(browser, chat, builds);
  } finally {
    await browser.close();
    await Promise.all([...builds.map((build) => build.close()), chat.close()]);
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
