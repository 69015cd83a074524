import path from 'node:path';
import { bundledSources, javascriptSizes } from '../../bench/javascriptSizes';
import { addIngredients, type OpenedApp, useChromium } from './support/browser';

/** The build globalSetup made for this suite. */
const DIST = path.resolve(__dirname, '../../dist');
/** Issue #4's budget for the JavaScript the first screen starts. */
const INITIAL_JS_BUDGET_BYTES = 95 * 1024;

describe('the first download', () => {
  it(`is at most ${INITIAL_JS_BUDGET_BYTES} bytes of gzipped JavaScript`, () => {
    expect(javascriptSizes(DIST).initialJsGzipBytes).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
  });

  it('holds React but no @huggingface code', () => {
    const sources = javascriptSizes(DIST).initialFiles.flatMap((file) => bundledSources(DIST, file));
    expect(sources.some((source) => source.includes('node_modules/react-dom/'))).toBe(true);
    expect(sources.filter((source) => source.includes('node_modules/@huggingface/'))).toEqual([]);
  });
});

describe('the model code', () => {
  const chromium = useChromium();
  let app: OpenedApp;

  it('is fetched before the first click, once 3 ingredients are listed', async () => {
    app = await chromium.open('phone');
    await addIngredients(app.page, ['eggs', 'spinach', 'feta']);
    await app.page.getByRole('button', { name: 'Get a recipe' }).waitFor();
    await app.page.waitForFunction(() => {
      const fetched = performance.getEntriesByType('resource').map((entry) => entry.name);
      return ['model-client', 'recipe-request'].every((chunk) => fetched.some((url) => url.includes(`/assets/${chunk}.`)));
    });
    expect(app.errors).toEqual([]);
  });
});
