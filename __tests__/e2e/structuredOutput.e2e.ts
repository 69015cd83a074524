import { demoRecipe } from '../../server/demoRecipe';
import { addIngredients, lastChatRequest, setScenario, chromiumForThisFile } from './support/browser';

const three = ['eggs', 'spinach', 'feta'];
const chromium = chromiumForThisFile();

describe('the recipe schema, as the test chat server sees it', () => {
  it('is sent as response_format with the request', async () => {
    await setScenario({ kind: 'recipe' });
    const { page } = await chromium.open('desktop');
    await addIngredients(page, three);
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.getByRole('heading', { name: demoRecipe(three).name }).waitFor();
    const request = (await lastChatRequest()) as {
      response_format?: { type?: string; json_schema?: { schema?: { required?: string[] } } };
    };
    expect(request.response_format?.type).toBe('json_schema');
    expect(request.response_format?.json_schema?.schema?.required).toEqual([
      'name',
      'description',
      'ingredients',
      'instructions',
    ]);
  });

  it('is left out after the server refuses it, and the cook sees one recipe, not an error', async () => {
    await setScenario({ kind: 'recipe', refuse: 'response_format' });
    const { page, errors } = await chromium.open('desktop');
    await addIngredients(page, three);
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.getByRole('heading', { name: demoRecipe(three).name }).waitFor();
    expect(await page.getByText('Failed to load recipe.').count()).toBe(0);
    expect(await lastChatRequest()).not.toHaveProperty('response_format');
    // The browser itself logs the refused request; the app adds no error of its own.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  });
});

describe('a model server that does not allow this page', () => {
  it("says it could not reach the server at its origin, and asks whether it allows the page's origin", async () => {
    // The server answers without CORS headers, as one not told about this origin does: the browser refuses the reply.
    await setScenario({ kind: 'no-cors' });
    const { page } = await chromium.open('desktop');
    const server = new URL(process.env.E2E_CHAT_URL ?? '').origin;
    await addIngredients(page, three);
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page
      .locator('#results-section')
      .getByText(`Could not reach the model server at ${server}: is it running, and does it allow this page's origin?`)
      .waitFor();
  });
});

describe('a reply that repeats a key', () => {
  it('shows the last value once it has arrived, while streaming and when complete, and never goes back', async () => {
    const reply =
      '{"name": "First name", "description": "Quick.", "ingredients": [{"name": "eggs", "measurement": "2"},' +
      ' {"name": "spinach", "measurement": "1 bag"}], "name": "Second name", "instructions": ["Whisk.", "Cook."]}';
    await setScenario({ kind: 'content', content: reply, stream: { streamDelayMs: 20, streamChunkChars: 4 } });
    const { page } = await chromium.open('desktop');
    await addIngredients(page, three);
    await page.evaluate(() => {
      const names: string[] = [];
      (window as unknown as { names: string[] }).names = names;
      new MutationObserver(() => {
        const name = document.getElementById('recipe-name')?.textContent;
        if (name && names.at(-1) !== name) names.push(name);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.getByRole('button', { name: 'Start cooking' }).waitFor();
    const names = await page.evaluate(() => (window as unknown as { names: string[] }).names);
    expect(names.at(-1)).toBe('Second name');
    expect(names.slice(names.indexOf('Second name'))).toEqual(['Second name']);
  });
});
