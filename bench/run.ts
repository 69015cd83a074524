/**
 * npm run bench: builds the app twice against a local OpenAI-compatible server that writes a realistic recipe
 * at 40 tokens/s (one build streaming, one waiting for the whole reply), serves each build on loopback and
 * measures it in headless Chromium and with Lighthouse (mobile defaults). Prints a table and writes
 * bench/results.json. A measurement, not a test: nothing here passes or fails.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../__tests__/e2e/support/chromium';
import { startTestChatServer, type Scenario, type TestChatServer } from '../__tests__/e2e/support/testChatServer';
import { javascriptSizes } from './javascriptSizes';
import { lighthouse, LIGHTHOUSE_RUNS } from './lighthouse';
import { myRecipesOpening, SAVED_RECIPES, type OpeningTimes } from './myRecipesOpening';
import { buildApp, servedDist, servedThroughRecipeService } from './buildApp';
import { phoneProfile, phoneStreamScenario, phoneTable } from './phoneProfile';
import { median, round, summary } from './statistics';
import { realisticRecipe } from './realisticRecipe';

const BROWSER_RUNS = Number(process.env.BENCH_RUNS) || 5;
const TOKENS_PER_SECOND = 40;
const CHARS_PER_TOKEN = 4;
const REPLY = JSON.stringify(realisticRecipe);
const GENERATION_MS = Math.round((REPLY.length / CHARS_PER_TOKEN / TOKENS_PER_SECOND) * 1000);
const INGREDIENTS = ['eggs', 'spinach', 'feta'];
/** The provider as the streaming build meets it: the reply's tokens from the start, TOKENS_PER_SECOND of them. */
const STREAMED_REPLY: Scenario = {
  kind: 'content',
  content: REPLY,
  stream: { streamChunkChars: CHARS_PER_TOKEN, streamDelayMs: 1000 / TOKENS_PER_SECOND },
};
/** As the whole-reply build meets it: the reply once all of it is generated. */
const WHOLE_REPLY: Scenario = { kind: 'content', content: REPLY, delayMs: GENERATION_MS };

interface JourneyTimes {
  firstContentfulPaintMs: number;
  clickToNameMs: number;
  clickToCompleteMs: number;
}

/** One cook on a phone-sized page: open, add three ingredients, ask, wait for the whole recipe. */
async function journey(browser: Browser, url: string): Promise<JourneyTimes> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  // The prerendered page is painted first and hydrated just after; a cook types once it is interactive.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const firstContentfulPaintMs = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
  );
  const input = page.getByRole('textbox', { name: 'Ingredient' });
  for (const ingredient of INGREDIENTS) {
    await input.fill(ingredient);
    await input.press('Enter');
  }
  const button = page.getByRole('button', { name: 'Get a recipe' });
  await button.waitFor();
  await page.waitForTimeout(500);
  await page.evaluate(() => {
    const times: Record<string, number> = {};
    (window as unknown as { benchTimes: typeof times }).benchTimes = times;
    const getRecipe = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Get a recipe')!;
    getRecipe.addEventListener(
      'click',
      () => {
        const clickedAt = performance.now();
        // Stamped on the frame after the change, i.e. when it is painted.
        const stamp = (key: string) => requestAnimationFrame(() => (times[key] ??= performance.now() - clickedAt));
        const observer = new MutationObserver(() => {
          if (!document.getElementById('recipe-name')?.textContent) return;
          stamp('name');
          if ([...document.querySelectorAll('h2')].some((h) => h.textContent === 'Suggested Recipe:')) {
            stamp('complete');
            observer.disconnect();
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      },
      { capture: true, once: true },
    );
  });
  await button.click();
  await page.waitForFunction(
    () => (window as unknown as { benchTimes: Record<string, number> }).benchTimes.complete !== undefined,
    undefined,
    { timeout: 60_000 },
  );
  const times = await page.evaluate(() => (window as unknown as { benchTimes: Record<string, number> }).benchTimes);
  await context.close();
  return {
    firstContentfulPaintMs,
    clickToNameMs: times.name ?? NaN,
    clickToCompleteMs: times.complete ?? NaN,
  };
}

async function journeys(browser: Browser, url: string) {
  const runs: JourneyTimes[] = [];
  for (let run = 0; run < BROWSER_RUNS; run += 1) runs.push(await journey(browser, url));
  return {
    firstContentfulPaintMs: round(median(runs.map((run) => run.firstContentfulPaintMs))),
    clickToNameMs: round(median(runs.map((run) => run.clickToNameMs))),
    clickToCompleteMs: round(median(runs.map((run) => run.clickToCompleteMs))),
  };
}

/** Opening My recipes with SAVED_RECIPES saved, BROWSER_RUNS times at each CPU speed, medians and ranges. */
async function myRecipesOpenings(browser: Browser, url: string) {
  const of = (runs: OpeningTimes[], key: keyof OpeningTimes) => summary(runs.map((run) => run[key]));
  const results: Partial<
    Record<'cpu1x' | 'cpu4x', { mainThreadMs: ReturnType<typeof summary>; clickToListMs: ReturnType<typeof summary> }>
  > = {};
  for (const slowdown of [1, 4] as const) {
    const runs: OpeningTimes[] = [];
    for (let run = 0; run < BROWSER_RUNS; run += 1) runs.push(await myRecipesOpening(browser, url, slowdown));
    results[`cpu${slowdown}x`] = { mainThreadMs: of(runs, 'mainThreadMs'), clickToListMs: of(runs, 'clickToListMs') };
  }
  return {
    savedRecipes: SAVED_RECIPES,
    method: 'CDP Performance.getMetrics TaskDuration, click → frame after the list',
    ...results,
  };
}

async function main() {
  const chat: TestChatServer = await startTestChatServer(STREAMED_REPLY);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'chef-bench-'));
  const streamingDir = path.join(workDir, 'streaming');
  const wholeDir = path.join(workDir, 'whole-reply');
  const env = { HF_ENDPOINT_URL: chat.baseUrl, PUBLIC_HF_TOKEN: 'hf_bench_token', HF_MODEL: 'bench/model' };
  console.log('Building both variants…');
  buildApp(streamingDir, env);
  buildApp(wholeDir, { ...env, HF_STREAM: 'false' });

  const streamingSite = await servedDist(streamingDir);
  const wholeSite = await servedDist(wholeDir);
  const browser = await launchChromium();
  try {
    console.log(`Measuring ${BROWSER_RUNS} journeys per variant…`);
    const streaming = await journeys(browser, `${streamingSite.url}/`);
    // A figure, not a test, but not a wrong one: a name that waited for the whole reply was not streamed.
    if (!(streaming.clickToNameMs < GENERATION_MS)) {
      throw new Error(`The streamed name took ${streaming.clickToNameMs} ms, as long as the whole reply's generation`);
    }
    chat.setScenario(WHOLE_REPLY);
    const whole = await journeys(browser, `${wholeSite.url}/`);
    console.log(`Opening My recipes with ${SAVED_RECIPES} saved, ${BROWSER_RUNS} times at 1× and 4× CPU…`);
    const myRecipes = await myRecipesOpenings(browser, `${wholeSite.url}/`);
    console.log(`Measuring the throttled phone profile, ${BROWSER_RUNS} runs…`);
    chat.setScenario(phoneStreamScenario);
    const service = await servedThroughRecipeService('bench-service', chat.baseUrl);
    const phone = await phoneProfile(browser, `${streamingSite.url}/`, `${service.site.url}/`, chat).finally(
      service.close,
    );
    console.log(`Running Lighthouse ${LIGHTHOUSE_RUNS} times…`);
    const lighthouseScores = await lighthouse(`${streamingSite.url}/`);
    const sizes = javascriptSizes(streamingDir);

    const results = {
      measuredAt: new Date().toISOString(),
      setup: {
        replyTokens: Math.round(REPLY.length / CHARS_PER_TOKEN),
        tokensPerSecond: TOKENS_PER_SECOND,
        generationMs: GENERATION_MS,
        browserRuns: BROWSER_RUNS,
        viewport: '390x844 (mobile), no throttling',
      },
      javascript: sizes,
      streaming,
      wholeReply: whole,
      nameSpeedup: round(whole.clickToNameMs / streaming.clickToNameMs, 1),
      lighthouse: lighthouseScores,
      myRecipes,
      phone,
    };
    writeFileSync(path.join(__dirname, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

    const size = (bytes: number) => `${bytes.toLocaleString('en')} B (${(bytes / 1024).toFixed(1)} KiB)`;
    console.table({
      'initial JS (gzip)': size(sizes.initialJsGzipBytes),
      'total JS (gzip)': size(sizes.totalJsGzipBytes),
      'first contentful paint': `${streaming.firstContentfulPaintMs} ms`,
      'click → recipe name (streaming)': `${streaming.clickToNameMs} ms`,
      'click → recipe name (whole reply)': `${whole.clickToNameMs} ms`,
      'name speed-up': `${results.nameSpeedup}×`,
      'click → complete recipe (streaming)': `${streaming.clickToCompleteMs} ms`,
      'click → complete recipe (whole reply)': `${whole.clickToCompleteMs} ms`,
      'Lighthouse performance / a11y / best practices / SEO': `${lighthouseScores.performance} / ${lighthouseScores.accessibility} / ${lighthouseScores.bestPractices} / ${lighthouseScores.seo}`,
      'Lighthouse LCP / FCP / TBT': `${lighthouseScores.lcpMs} / ${lighthouseScores.fcpMs} / ${lighthouseScores.tbtMs} ms`,
      'Lighthouse CLS': String(lighthouseScores.cls),
      [`My recipes with ${SAVED_RECIPES} saved: main thread (1× / 4× CPU)`]: `${myRecipes.cpu1x?.mainThreadMs.median} / ${myRecipes.cpu4x?.mainThreadMs.median} ms (ranges ${myRecipes.cpu1x?.mainThreadMs.min}–${myRecipes.cpu1x?.mainThreadMs.max} / ${myRecipes.cpu4x?.mainThreadMs.min}–${myRecipes.cpu4x?.mainThreadMs.max})`,
      [`My recipes with ${SAVED_RECIPES} saved: click → list painted (1× / 4× CPU)`]: `${myRecipes.cpu1x?.clickToListMs.median} / ${myRecipes.cpu4x?.clickToListMs.median} ms`,
      'Lighthouse LCP, each run': `${lighthouseScores.lcpMsPerRun.join(' / ')} ms`,
      ...phoneTable(phone),
    });
    console.log('Written to bench/results.json');
  } finally {
    await browser.close();
    await Promise.all([streamingSite.close(), wholeSite.close(), chat.close()]);
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
