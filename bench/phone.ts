/**
 * The runner of the journeys (journeys.ts) on a phone: a cold browser context of a phone's size and touch screen,
 * its CPU slowed and its network Slow 4G through the DevTools Protocol, the page's moments read by instruments
 * installed before its scripts. The same instruments time this app and its peers.
 */
import type { Browser, Page } from 'playwright-core';
import type { TestChatServer } from '../__tests__/e2e/support/testChatServer';
import { SLOW_4G } from '../__tests__/e2e/support/slow4g';
import type { Journey, Shown, TapFigure } from './journeys';

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The Add button's name (a peer's CSS puts a "+" before its words, and so in its name). */
const ADD_LABEL = 'add ingredient$';

/** A journey's figures in one run, by name, in milliseconds. */
export type Figures = Record<string, number>;

/** Page-side instruments, in the page before its own scripts (so without imports). */
function instruments(addLabel: string) {
  const isShown = ({ css, text }: Shown) =>
    [...document.querySelectorAll(css)].some((element) => {
      const words = `${element.getAttribute('aria-label') ?? ''} ${element.textContent ?? ''}`;
      return text === undefined ? words.trim() !== '' : words.includes(text);
    });
  const bench = {
    /** The first contentful paint, once there is one (a page rendered on the client paints only once it renders). */
    firstPaint: new Promise<number>((resolve) =>
      new PerformanceObserver((list) => {
        const paint = list.getEntriesByName('first-contentful-paint')[0];
        if (paint) resolve(paint.startTime);
      }).observe({ type: 'paint', buffered: true }),
    ),
    interactiveAt: NaN,
    /** Resolves once React's handler is on the Add button (hydrated, or rendered on the client). */
    interactive: new Promise<void>((resolve) => {
      const check = () => {
        const add = [...document.querySelectorAll('button')].find((button) =>
          new RegExp(addLabel, 'i').test((button.getAttribute('aria-label') ?? button.textContent ?? '').trim()),
        );
        if (!add || !Object.keys(add).some((key) => key.startsWith('__reactProps$')))
          return requestAnimationFrame(check);
        bench.interactiveAt = performance.now();
        resolve();
      };
      requestAnimationFrame(check);
    }),
    requestAt: NaN,
    firstByteAt: NaN,
    longTasks: [] as { at: number; ms: number }[],
    timing: undefined as Promise<Record<string, number>> | undefined,
    /**
     * From the next click: the time to the frame after each of `marks` (at least one) is shown, and when the recipe request
     * left and its reply's first byte came, all from the click.
     */
    timeNextTap(marks: Record<string, Shown>) {
      bench.requestAt = NaN;
      bench.firstByteAt = NaN;
      bench.timing = new Promise((resolve) => {
        document.addEventListener(
          'click',
          (event) => {
            const tappedAt = event.timeStamp;
            const times: Record<string, number> = {};
            const waiting = new Set(Object.keys(marks));
            let lastBusyAt = NaN;
            const check = () => {
              if (document.querySelector('[aria-busy="true"]')) lastBusyAt = performance.now();
              for (const name of waiting) {
                if (!isShown(marks[name]!)) continue;
                waiting.delete(name);
                requestAnimationFrame(() => setTimeout(() => finish(name, performance.now() - tappedAt)));
              }
            };
            const finish = (name: string, ms: number) => {
              times[name] = ms;
              if (Object.keys(times).length < Object.keys(marks).length) return;
              observer.disconnect();
              const longest = (until: number) =>
                Math.max(
                  0,
                  ...bench.longTasks.filter((task) => task.at >= tappedAt && task.at <= until).map((task) => task.ms),
                );
              resolve({
                ...times,
                'request leaves': bench.requestAt - tappedAt,
                'first byte': bench.firstByteAt - tappedAt,
                'longest task': longest(Infinity),
                'longest task while busy': longest(lastBusyAt),
              });
            };
            const observer = new MutationObserver(check);
            observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
          },
          { capture: true, once: true },
        );
      });
    },
  };
  Object.assign(window, { bench });
  // When the recipe request leaves (the page hands it to fetch), and its reply's head arrives: to the model's
  // server, or to the app's own.
  const pageFetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!/\/chat\/completions|\/api\/recipe$/.test(url) || !Number.isNaN(bench.requestAt))
      return pageFetch(input, init);
    bench.requestAt = performance.now();
    return pageFetch(input, init).then((response) => {
      bench.firstByteAt = performance.now();
      return response;
    });
  };
  new PerformanceObserver((list) =>
    list.getEntries().forEach((task) => bench.longTasks.push({ at: task.startTime, ms: task.duration })),
  ).observe({ type: 'longtask' });
}

/** What `instruments` puts on window. */
interface BenchWindow {
  bench: {
    firstPaint: Promise<number>;
    interactiveAt: number;
    timing?: Promise<Figures>;
    timeNextTap(marks: Record<string, Shown>): void;
  };
}

/** `waited`, or a failure naming what never came after two minutes: a bench never hangs. */
function within<T>(what: string, waited: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} never came`)), 120_000);
  });
  return Promise.race([waited, late]).finally(() => clearTimeout(timer));
}

/** Taps the button named `name` with a finger, `afterMs` after it is on the screen, timing `figures`. */
async function timedTap(page: Page, name: RegExp, afterMs: number, figures: Record<string, TapFigure>) {
  const button = page.getByRole('button', { name }).first();
  await within(`the button ${String(name)}`, button.waitFor());
  await button.scrollIntoViewIfNeeded();
  // Found and measured first: a locator's tap would run Playwright's selector engine in the page as it taps.
  const box = await button.boundingBox();
  if (!box) throw new Error(`${String(name)} is not on the screen`);
  await page.waitForTimeout(afterMs);
  const marks = Object.fromEntries(Object.entries(figures).filter(([, figure]) => typeof figure === 'object'));
  await page.evaluate(
    (shown) => (window as unknown as BenchWindow).bench.timeNextTap(shown),
    marks as Record<string, Shown>,
  );
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  const times = await within(
    `what ${String(name)} brings`,
    page.evaluate(() => (window as unknown as BenchWindow).bench.timing!),
  );
  return Object.fromEntries(
    Object.entries(figures).map(([figure, what]) => {
      if (typeof what === 'string') return [figure, times[what]!];
      return [figure, 'since' in what ? times[figure]! - times[what.since]! : times[figure]!];
    }),
  );
}

/** Types `ingredient` key by key and taps Add, timing the tap until `until` (its row by default) is painted. */
async function add(page: Page, ingredient: string, until: Shown = { css: 'li', text: ingredient }) {
  await page
    .getByRole('textbox', { name: /ingredient/i })
    .first()
    .pressSequentially(ingredient, { delay: 80 });
  const { added } = await timedTap(page, new RegExp(ADD_LABEL, 'i'), 0, { added: until });
  return added!;
}

/**
 * One run of `journey` on the app at `url`, in a cold phone, its model's requests answered by `chat`: the peers
 * ask Hugging Face's addresses, answered from the chat server after Slow 4G's round trip.
 */
export async function runJourney(browser: Browser, url: string, journey: Journey, chat: TestChatServer) {
  chat.setScenario(journey.reply);
  const context = await browser.newContext({ ...PHONE, locale: journey.locale });
  await context.addInitScript(instruments, journey.addLabel ?? ADD_LABEL);
  // The peers' fonts come from Google, which this machine cannot reach: refused at once, not waited for.
  await context.route(/fonts\.(googleapis|gstatic)\.com/, (route) => route.abort());
  await context.route(/huggingface\.co/, async (route) => {
    const model = /\/api\/models\/([^?]+)/.exec(route.request().url())?.[1];
    // @huggingface/inference asks the Hub which providers serve the model: one, live, for chat.
    const mapping = {
      together: { status: 'live', providerId: decodeURIComponent(model ?? ''), task: 'conversational' },
    };
    const answer = model
      ? { json: { id: model, inferenceProviderMapping: mapping } }
      : { response: await route.fetch({ url: `${chat.baseUrl}/chat/completions` }) };
    await new Promise((resolve) => setTimeout(resolve, SLOW_4G.latency));
    return route.fulfill(answer);
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: journey.cpu });
  if (journey.slow4g) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  }
  const figures: Figures = {};
  try {
    for (const done of journey.steps) {
      if (done.kind === 'open') {
        await page.goto(url);
        // Awaited through the DevTools Protocol: Playwright's evaluate would first run its own script in the page
        // (88 ms of main thread at 4×, traced), in the middle of the start being measured.
        const { exceptionDetails } = await cdp.send('Runtime.evaluate', {
          expression: 'window.bench.interactive',
          awaitPromise: true,
          timeout: 120_000,
        });
        if (exceptionDetails) throw new Error(`The page never became interactive: ${exceptionDetails.text}`);
        if (done.figures) {
          figures[done.figures.firstPaint] = await page.evaluate(
            () => (window as unknown as BenchWindow).bench.firstPaint,
          );
          figures[done.figures.interactive] = await page.evaluate(
            () => (window as unknown as BenchWindow).bench.interactiveAt,
          );
        }
      } else if (done.kind === 'settle') await page.waitForLoadState('networkidle');
      else if (done.kind === 'add') {
        const ms = await add(page, done.ingredient, done.until);
        if (done.figure) figures[done.figure] = ms;
      } else if (done.kind === 'addWhileMissing') {
        for (const ingredient of done.ingredients) {
          if (await page.getByRole('button', { name: done.until }).isVisible()) break;
          await add(page, ingredient);
        }
      } else Object.assign(figures, await timedTap(page, done.button, done.afterMs, done.figures));
    }
    return figures;
  } finally {
    await context.close();
  }
}
