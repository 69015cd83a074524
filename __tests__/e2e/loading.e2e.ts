import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { builtScripts, bundledSources, holdsSource, javascriptSizes, scriptHolding } from '../../bench/javascriptSizes';
import { addIngredients, appUrl, type OpenedApp, chromiumForThisFile, setScenario } from './support/browser';
import { E2E_DIST } from './support/globalSetup';

const DIST = E2E_DIST;
/** Issue #4's budget for the JavaScript the first screen starts. */
const INITIAL_JS_BUDGET_BYTES = 95 * 1024;

/** The User Timing mark the page sets once it is interactive (App's INTERACTIVE_MARK). */
const INTERACTIVE_MARK = 'interactive';

/** The paths (`assets/….js`) of the scripts a phone requested before the page marked itself interactive. */
async function scriptsRequestedBeforeInteractive(open: ReturnType<typeof chromiumForThisFile>['open']) {
  const { page } = await open('phone');
  // A resource entry is only added once its response has ended.
  await page.waitForLoadState('networkidle');
  return page.evaluate((mark) => {
    const interactiveAt = performance.getEntriesByName(mark, 'mark')[0]!.startTime;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < interactiveAt && /\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => new URL(entry.name).pathname.slice(1));
  }, INTERACTIVE_MARK);
}

const holds = (file: string, source: string) => holdsSource(DIST, file, source);

describe('the first download', () => {
  const chromium = chromiumForThisFile();

  it(`is at most ${INITIAL_JS_BUDGET_BYTES} bytes of gzipped JavaScript, counted as a phone requests it`, async () => {
    const requested = await scriptsRequestedBeforeInteractive(chromium.open);
    expect(requested.length).toBeGreaterThanOrEqual(3);
    const gzipped = (file: string) => gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;
    const total = requested.map(gzipped).reduce((sum, bytes) => sum + bytes, 0);
    expect(total).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
  });

  describe("V8's compile hint", () => {
    const firstLine = (file: string) => readFileSync(path.join(DIST, file), 'utf8').split('\n', 1)[0] ?? '';
    const hinted = (file: string) => firstLine(file) === '//# allFunctionsCalledOnLoad';
    const scriptsHolding = (source: string) => builtScripts(DIST).filter((file) => holds(file, source));

    it('heads each of the first scripts', () => {
      const { initialFiles } = javascriptSizes(DIST);
      expect(initialFiles.filter((file) => !hinted(file))).toEqual([]);
    });

    it('heads what the tap on "Get a recipe" runs until the first text: the clients, the request, the card', () => {
      const requestPath = [
        'node_modules/@huggingface/',
        'src/model/recipeServiceModel.ts',
        'src/features/recipe/request/readReply.ts',
        'src/recipe/RecipeCard.tsx',
      ];
      const scripts = requestPath.flatMap(scriptsHolding);
      expect(scripts).toHaveLength(requestPath.length);
      expect(scripts.filter((file) => !hinted(file))).toEqual([]);
    });

    it('leaves out the cooking tools and My recipes, which may never run', () => {
      const later = [
        'src/features/cook/components/CookableRecipe.tsx',
        'src/features/myRecipes/components/MyRecipesPanel.tsx',
      ].flatMap(scriptsHolding);
      expect(later).toHaveLength(2);
      expect(later.filter(hinted)).toEqual([]);
    });
  });

  it('keeps source maps that map the code below the compile hint, not the hint', () => {
    const main = javascriptSizes(DIST).initialFiles.find((file) => holds(file, 'src/index.tsx'))!;
    const { mappings } = JSON.parse(readFileSync(path.join(DIST, `${main}.map`), 'utf8')) as { mappings: string };
    // Generated lines are separated by ';': nothing on line 1 (the hint), the code's mappings on line 2.
    const [hintLine, codeLine] = mappings.split(';');
    expect(hintLine).toBe('');
    expect(codeLine).not.toBe('');
  });

  it('starts React DOM with its first scripts, in a file of its own, though the app imports it when the rest has run', () => {
    const { initialFiles } = javascriptSizes(DIST);
    const reactDom = initialFiles.filter((file) => holds(file, 'node_modules/react-dom/'));
    expect(reactDom).toHaveLength(1);
    expect(holds(reactDom[0]!, 'src/index.tsx')).toBe(false);
  });

  it('holds React but no @huggingface code', () => {
    const sources = javascriptSizes(DIST).initialFiles.flatMap((file) => bundledSources(DIST, file));
    expect(sources.some((source) => source.includes('node_modules/react-dom/'))).toBe(true);
    expect(sources.filter((source) => source.includes('node_modules/@huggingface/'))).toEqual([]);
  });
});

describe('the first screen on a slow phone', () => {
  const chromium = chromiumForThisFile();
  /** The scripts index.html starts, and the largest of them: React DOM. */
  const firstScripts = () => javascriptSizes(DIST).initialFiles.map((file) => `/${file}`);
  const reactDom = () =>
    `/${javascriptSizes(DIST).initialFiles.find((file) => holds(file, 'node_modules/react-dom/'))!}`;

  it('asks for its scripts only once its first paint is presented, so they never hold up LCP', async () => {
    const app = await chromium.open('phone');
    expect(await app.page.$$('link[rel="modulepreload"], link[rel="preload"][as="script"]')).toEqual([]);
    const { firstPaint, scriptsRequested } = await app.page.evaluate(
      (first) => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        scriptsRequested: performance
          .getEntriesByType('resource')
          .filter((entry) => first.includes(new URL(entry.name).pathname))
          .map((entry) => entry.startTime),
      }),
      firstScripts(),
    );
    expect(scriptsRequested).toHaveLength(firstScripts().length);
    expect(Math.min(...scriptsRequested)).toBeGreaterThan(firstPaint);
  });

  it('downloads no other script until React DOM has arrived, so the largest one has the connection to itself', async () => {
    const app = await chromium.open('phone', {
      // Held back a moment, as on a slow network, where the largest script is the last to arrive: the rest has run
      // by then, and anything it asked for is seen before React DOM's end.
      beforeLoad: (context) =>
        context.route(`**${reactDom()}`, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 500));
          await route.continue();
        }),
    });
    // A resource entry is only added once its response has ended, and the chunks started after React DOM may still
    // be arriving when hydration is done: wait for the first of them.
    await app.page.waitForFunction(
      (first) =>
        performance
          .getEntriesByType('resource')
          .some(({ name }) => /\/assets\/.+\.js$/.test(name) && !first.includes(new URL(name).pathname)),
      firstScripts(),
    );
    const scripts = await app.page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
        .map((entry) => ({ url: entry.name, start: entry.startTime, end: entry.responseEnd })),
    );
    const first = scripts.filter(({ url }) => firstScripts().includes(new URL(url).pathname));
    const largest = first.find(({ url }) => new URL(url).pathname === reactDom())!;
    const later = scripts.filter((script) => !first.includes(script));
    expect(later.length).toBeGreaterThan(0);
    expect(later.filter(({ start }) => start < largest.end)).toEqual([]);
  });

  it('gets every text file brotli-compressed, and the hashed ones cacheable for a year', async () => {
    const responses: { url: string; encoding?: string; cache?: string }[] = [];
    const app = await chromium.open('phone', {
      beforeLoad: async (context) =>
        context.on('response', (response) =>
          responses.push({
            url: response.url(),
            encoding: response.headers()['content-encoding'],
            cache: response.headers()['cache-control'],
          }),
        ),
    });
    await addIngredients(app.page, ['eggs', 'spinach', 'feta']);
    await app.page.getByRole('button', { name: 'Get a recipe' }).waitFor();
    const texts = responses.filter(({ url }) => url.startsWith(appUrl()) && /(\/|\.js|\.svg)$/.test(url));
    expect(texts.length).toBeGreaterThan(4);
    expect(texts.filter(({ encoding }) => encoding !== 'br')).toEqual([]);
    expect(
      texts.filter(
        ({ url, cache }) => /\.[0-9a-f]{8}\.js$/.test(url) && cache !== 'public, max-age=31536000, immutable',
      ),
    ).toEqual([]);
  });
});

describe('the model code', () => {
  const chromium = chromiumForThisFile();
  let app: OpenedApp;

  it('is fetched before the first click, once 3 ingredients are listed', async () => {
    app = await chromium.open('phone');
    await addIngredients(app.page, ['eggs', 'spinach', 'feta']);
    await app.page.getByRole('button', { name: 'Get a recipe' }).waitFor();
    const modelCode = ['src/model/huggingFaceChatClient.ts', 'src/features/recipe/request/runRecipeRequest.ts'];
    await app.page.waitForFunction(
      (scripts) => {
        const fetched = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
        return scripts.every((script) => fetched.includes(script));
      },
      modelCode.map((source) => `/${scriptHolding(DIST, source)}`),
    );
    expect(app.errors).toEqual([]);
  });

  it("asks for a connection to the model's server by then, so the first tap does not wait to open one", async () => {
    const modelServer = new URL(process.env.E2E_CHAT_URL ?? '').origin;
    const { page } = await chromium.open('phone');
    await addIngredients(page, ['eggs', 'spinach', 'feta']);
    await page.getByRole('button', { name: 'Get a recipe' }).waitFor();
    await page.waitForFunction(() => document.querySelector('link[rel="preconnect"]'));
    const preconnects = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')].map((link) => ({
        origin: new URL(link.href).origin,
        crossOrigin: link.crossOrigin,
      })),
    );
    expect(preconnects).toEqual([{ origin: modelServer, crossOrigin: 'anonymous' }]);
  });
});

describe('the streamed recipe card', () => {
  const chromium = chromiumForThisFile();

  it("comes with the page's styles: the recipe's first text adds no CSS rule to the page", async () => {
    // The chat server is shared by the suite's files: this test's reply does not depend on the one before.
    await setScenario({ kind: 'recipe' });
    const { page, errors } = await chromium.open('phone', {
      beforeLoad: (context) =>
        context.addInitScript(() => {
          const inserted: string[] = [];
          Object.assign(window, { insertedRules: inserted });
          const insertRule = Object.getOwnPropertyDescriptor(CSSStyleSheet.prototype, 'insertRule')!.value as (
            this: CSSStyleSheet,
            rule: string,
            index?: number,
          ) => number;
          CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
            inserted.push(rule);
            return insertRule.call(this, rule, index);
          };
        }),
    });
    await addIngredients(page, ['eggs', 'spinach', 'feta']);
    // From the tap on: the page's own styles (those it came with included) were inserted as it started.
    await page.evaluate(() => ((window as unknown as { insertedRules: string[] }).insertedRules.length = 0));
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    const name = page.locator('#recipe-name');
    await name.waitFor();
    const cardClasses = await page.evaluate(() =>
      [document.getElementById('recipe-name')!, document.getElementById('recipe-name')!.closest('article')!].flatMap(
        (element) => [...element.classList],
      ),
    );
    expect(cardClasses.length).toBeGreaterThan(0);
    const inserted = await page.evaluate(() => (window as unknown as { insertedRules: string[] }).insertedRules);
    expect(cardClasses.filter((name) => inserted.some((rule) => rule.includes(`.${name}`)))).toEqual([]);
    // The card is styled all the same, by the rules the page came with.
    // Read from the card on the page now: the streamed card is replaced by the finished one, and a card read
    // through an element found a moment earlier may be the one taken out, which has no style at all.
    expect(
      await page.evaluate(
        () => getComputedStyle(document.getElementById('recipe-name')!.closest('article')!).borderRadius,
      ),
    ).toBe('12px');
    expect(errors).toEqual([]);
  });
});
