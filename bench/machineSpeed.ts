import type { Browser } from 'playwright-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { summary } from './statistics';

/** Readings of the index in one measurement: it varies from one second to the next on a shared machine. */
const READINGS = 3;

/**
 * How fast this machine runs JavaScript at this moment: Lighthouse's benchmark index (its reports'
 * `environment.benchmarkIndex`; higher is faster), read READINGS times in a fresh page with no throttling. The phone
 * profile's slowdowns multiply whatever speed the machine has, and the same code has measured a third slower within
 * an hour on a shared machine: the index read before and after the runs says which kind of hour the figures are from.
 */
export async function machineSpeed(browser: Browser) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const readings: number[] = [];
    for (let reading = 0; reading < READINGS; reading += 1) {
      readings.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    }
    return summary(readings);
  } finally {
    await context.close();
  }
}
