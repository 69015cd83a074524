/**
 * `npm run bench:photo`: how soon a 12-megapixel photo leaves a phone, on the phone profile (4× CPU, 390×844,
 * cold cache), through the deployment the README recommends (the app's own server, asking a local stand-in vision
 * model). Per run, from the moment the cook's chosen photo reaches the page (the file input's change event): the
 * photo shrunk to 1024 px (the page's "photo-shrunk" mark), and the request's start after that. The targets: shrunk
 * within 500 ms, the request gone within 100 ms of it. The photo is the tests' real one (fruits.jpg), scaled to
 * 4032 × 3024 in the browser. BENCH_RUNS runs (5).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../__tests__/e2e/support/chromium';
import { startTestChatServer } from '../__tests__/e2e/support/testChatServer';
import { PHOTO_SHRUNK_MARK } from '../src/features/photo/readPhoto';
import { servedThroughRecipeService } from './buildApp';
import { machineSpeed } from './machineSpeed';
import { throttledPage, untilHydrated } from './phoneProfile';
import { summary } from './statistics';

const RUNS = Number(process.env.BENCH_RUNS) || 5;
const CPU_SLOWDOWN = 4;
const TARGETS = { shrunkMs: 500, leavesMs: 100 };

/** The real photo scaled to 12 megapixels in an unthrottled page, as a phone's camera would save it. */
async function twelveMegapixelPhoto(browser: Awaited<ReturnType<typeof launchChromium>>): Promise<Buffer> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const small = readFileSync(path.join(__dirname, '../__tests__/e2e/photos/fruits.jpg')).toString('base64');
  const base64 = await page.evaluate(async (jpeg) => {
    const original = new Blob([Uint8Array.from(atob(jpeg), (char) => char.charCodeAt(0))], { type: 'image/jpeg' });
    const canvas = new OffscreenCanvas(4032, 3024);
    canvas.getContext('2d')!.drawImage(await createImageBitmap(original), 0, 0, 4032, 3024);
    const bytes = new Uint8Array(
      await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 })).arrayBuffer(),
    );
    let binary = '';
    for (let index = 0; index < bytes.length; index += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
    }
    return btoa(binary);
  }, small);
  await context.close();
  return Buffer.from(base64, 'base64');
}

async function main() {
  const chat = await startTestChatServer({ kind: 'recipe', stream: { streamDelayMs: 0 } });
  const service = await servedThroughRecipeService('photo-phone', chat.baseUrl);
  const browser = await launchChromium();
  const shrunkMs: number[] = [];
  const leavesMs: number[] = [];
  try {
    const photo = await twelveMegapixelPhoto(browser);
    const speedBefore = await machineSpeed(browser);
    for (let run = 0; run < RUNS; run += 1) {
      const { context, page, cdp } = await throttledPage(browser, CPU_SLOWDOWN, false);
      try {
        await page.goto(`${service.site.url}/`);
        await untilHydrated(cdp);
        await page.evaluate(() => {
          document.addEventListener('change', (event) => Object.assign(window, { photoChosenAt: event.timeStamp }), {
            capture: true,
            once: true,
          });
        });
        const chooser = page.waitForEvent('filechooser');
        await page.getByRole('button', { name: 'Add from a photo' }).click();
        await (await chooser).setFiles({ name: 'fridge.jpg', mimeType: 'image/jpeg', buffer: photo });
        await page.getByRole('region', { name: 'What your photo shows' }).waitFor({ timeout: 60_000 });
        const [shrunk, leaves] = await page.evaluate((mark) => {
          const chosenAt = (window as unknown as { photoChosenAt: number }).photoChosenAt;
          const shrunkAt = performance.getEntriesByName(mark, 'mark')[0]!.startTime;
          const request = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/api/photo'))!;
          return [shrunkAt - chosenAt, request.startTime - shrunkAt];
        }, PHOTO_SHRUNK_MARK);
        shrunkMs.push(shrunk);
        leavesMs.push(leaves);
      } finally {
        await context.close();
      }
    }
    const figures = {
      method: `cold context per run, 390x844 touch, CDP CPU throttling ${CPU_SLOWDOWN}x; a 4032x3024 JPEG (${Math.round(photo.length / 1024)} KB) chosen through the file chooser`,
      runs: RUNS,
      benchmarkIndex: { before: speedBefore, after: await machineSpeed(browser) },
      chosenToShrunkMs: summary(shrunkMs),
      shrunkToRequestMs: summary(leavesMs),
      eachRun: shrunkMs.map((ms, run) => `${Math.round(ms)} + ${Math.round(leavesMs[run]!)} ms`),
      withinTargets:
        Math.max(...shrunkMs) <= TARGETS.shrunkMs && Math.max(...leavesMs) <= TARGETS.leavesMs
          ? `yes: every run shrunk within ${TARGETS.shrunkMs} ms and sent within ${TARGETS.leavesMs} ms of it`
          : `no: targets ${TARGETS.shrunkMs} ms and ${TARGETS.leavesMs} ms`,
    };
    console.log(JSON.stringify(figures, null, 2));
  } finally {
    await browser.close();
    await service.close();
    await chat.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
