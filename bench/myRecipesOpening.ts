import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { KeptRecipe } from '../src/features/myRecipes/keptRecipe';
import { savedRecipesFile } from '../src/features/myRecipes/recipeFile';
import { DEFAULT_PREFERENCES } from '../src/core/preferences/preferencesTypes';
import { realisticRecipe } from './realisticRecipe';

export const SAVED_RECIPES = Number(process.env.BENCH_SAVED_RECIPES) || 500;

/** An export file of SAVED_RECIPES distinct, realistic recipes, a day apart. */
function exportFile(): Promise<string> {
  const day = 24 * 60 * 60 * 1000;
  const saved: KeptRecipe[] = Array.from({ length: SAVED_RECIPES }, (_, index) => ({
    id: `bench-${index}`,
    recipe: { ...realisticRecipe, name: `${realisticRecipe.name} no. ${index + 1}` },
    language: 'en',
    madeFrom: { ingredients: ['eggs', 'spinach', 'feta'], preferences: DEFAULT_PREFERENCES },
    madeAt: Date.UTC(2026, 0, 1) + index * day,
    saved: true,
  }));
  return savedRecipesFile(saved);
}

export interface OpeningTimes {
  /** Main-thread task time from the click until the list is painted (Chrome's TaskDuration metric). */
  mainThreadMs: number;
  /** Wall time from the click until the painted list. */
  clickToListMs: number;
}

/**
 * Imports SAVED_RECIPES recipes through the app's own Import, reloads, then opens My recipes and measures, with
 * the Chrome DevTools Protocol's Performance.getMetrics, how much main-thread time the opening took: reading
 * the database, checking every record, rendering both lists, until the frame after "Saved (500)" appears.
 */
export async function myRecipesOpening(browser: Browser, url: string, cpuSlowdown = 1): Promise<OpeningTimes> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chef-bench-recipes-'));
  const file = path.join(dir, 'my-recipes.json');
  writeFileSync(file, await exportFile());
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  try {
    const page = await context.newPage();
    const hydrated = () => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const myRecipes = page.getByRole('button', { name: 'My recipes' });
    await page.goto(url);
    await hydrated();
    await myRecipes.click();
    await page.locator('input[type=file]').setInputFiles(file);
    await page.getByText(`Imported ${SAVED_RECIPES.toLocaleString('en')} recipes.`).waitFor({ timeout: 60_000 });
    await page.reload();
    await hydrated();
    await myRecipes.waitFor();
    await page.waitForTimeout(1000);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const taskSeconds = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find(({ name }) => name === 'TaskDuration')?.value ?? NaN;
    // The page stamps when the list is painted; the wait is one cheap check every 100 ms, because Playwright's
    // own queries by role would add their main-thread time to what is measured.
    await page.evaluate((heading) => {
      const stamps: Record<string, number> = {};
      (window as unknown as { benchOpening: Record<string, number> }).benchOpening = stamps;
      document.addEventListener('click', () => (stamps.clickedAt = performance.now()), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (![...document.querySelectorAll('h3')].some((element) => element.textContent === heading)) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => (stamps.paintedAt = performance.now())));
      });
      observer.observe(document.body, { childList: true, subtree: true });
    }, `Saved (${SAVED_RECIPES})`);
    const before = await taskSeconds();
    await myRecipes.click();
    await page.waitForFunction(
      () => (window as unknown as { benchOpening: Record<string, number> }).benchOpening.paintedAt,
      undefined,
      {
        polling: 100,
        timeout: 60_000,
      },
    );
    const after = await taskSeconds();
    const { clickedAt, paintedAt } = await page.evaluate(
      () => (window as unknown as { benchOpening: Record<string, number> }).benchOpening,
    );
    return { mainThreadMs: (after - before) * 1000, clickToListMs: paintedAt! - clickedAt! };
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
