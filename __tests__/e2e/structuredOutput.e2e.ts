import { demoRecipe } from '../../server/demoRecipe';
import { addIngredients, lastChatRequest, setScenario, useChromium } from './support/browser';

const three = ['eggs', 'spinach', 'feta'];
const chromium = useChromium();

describe('the recipe schema, as the test chat server sees it', () => {
  it('is sent as response_format with the request', async () => {
    await setScenario({ kind: 'recipe' });
    const { page } = await chromium.open('desktop');
    await addIngredients(page, three);
    await page.getByRole('button', { name: 'Get a recipe' }).click();
    await page.getByRole('heading', { name: demoRecipe(three).name }).waitFor();
    const request = (await lastChatRequest()) as { response_format?: { type?: string; json_schema?: { schema?: { required?: string[] } } } };
    expect(request.response_format?.type).toBe('json_schema');
    expect(request.response_format?.json_schema?.schema?.required).toEqual(['name', 'description', 'ingredients', 'instructions']);
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
