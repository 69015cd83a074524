/**
 * `npm run bench:nutrition-phone`: how soon a serving's figures follow the finished recipe on the phone profile
 * (4× CPU, Slow 4G, 390×844, cold cache), on the deployment the README recommends (the app's own server asking a
 * local stand-in model that streams a typical recipe at 100 tokens/s). Per run: from the status saying the recipe
 * is ready to the figures painted, and the nutrition table's own download (its transfer size and when it ended,
 * against the recipe's end). The target: figures within 300 ms of the finished recipe. BENCH_RUNS runs (5).
 */
import { launchChromium } from '../__tests__/e2e/support/chromium';
import { startTestChatServer } from '../__tests__/e2e/support/testChatServer';
import { servedThroughRecipeService } from './buildApp';
import { throttledPage, typicalRecipeScenario, untilHydrated } from './phoneProfile';
import { summary } from './statistics';
import { scriptHolding } from './javascriptSizes';

const RUNS = Number(process.env.BENCH_RUNS) || 5;

interface Timings {
  readyAt: number;
  figuresAt: number;
  tableEndAt: number;
  tableBytes: number;
}

async function main() {
  const chat = await startTestChatServer(typicalRecipeScenario);
  const service = await servedThroughRecipeService('nutrition-phone', chat.baseUrl);
  // The table's own script, found by its source map (chunks are named by id): the counter's, which carries it.
  const tableScript = scriptHolding(service.dir, 'src/core/nutrition/nutritionCounter.ts');
  const browser = await launchChromium();
  const runs: Timings[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const { context, page, cdp } = await throttledPage(browser, 4, true);
      try {
        await page.goto(`${service.site.url}/`);
        await untilHydrated(cdp);
        for (const ingredient of ['rice', 'eggs', 'spinach']) {
          await page.getByRole('textbox', { name: 'Ingredient' }).fill(ingredient);
          await page.getByRole('button', { name: 'Add Ingredient' }).click();
        }
        await page.evaluate(() => {
          const seen = { readyAt: 0, figuresAt: 0 };
          Object.assign(window, { nutritionBench: seen });
          new MutationObserver(() => {
            const status = document.getElementById('recipe-status')?.textContent ?? '';
            if (!seen.readyAt && status.startsWith('Recipe ready')) seen.readyAt = performance.now();
            if (!seen.figuresAt && document.getElementById('nutrition-heading')?.parentElement?.querySelector('dd')) {
              seen.figuresAt = performance.now();
            }
          }).observe(document.body, { subtree: true, childList: true, characterData: true });
        });
        await page.getByRole('button', { name: 'Get a recipe' }).click();
        await page.getByRole('region', { name: 'Nutrition per serving' }).locator('dd').first().waitFor();
        runs.push(
          await page.evaluate((script) => {
            const { readyAt, figuresAt } = (window as unknown as { nutritionBench: Timings }).nutritionBench;
            const table = performance
              .getEntriesByType('resource')
              .find((entry) => entry.name.endsWith(`/${script}`)) as PerformanceResourceTiming;
            return {
              readyAt,
              figuresAt,
              tableEndAt: table?.responseEnd ?? NaN,
              tableBytes: table?.transferSize ?? NaN,
            };
          }, tableScript),
        );
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await service.close();
    await chat.close();
  }
  const stat = (values: number[]) => {
    const { median, min, max } = summary(values.map(Math.round));
    return `${median} (${min}–${max})`;
  };
  console.table({
    'ready → figures painted (ms)': stat(runs.map((run) => run.figuresAt - run.readyAt)),
    'table downloaded, before the recipe was ready (ms)': stat(runs.map((run) => run.readyAt - run.tableEndAt)),
    'table transferred (bytes)': stat(runs.map((run) => run.tableBytes)),
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
