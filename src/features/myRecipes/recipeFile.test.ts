import { type KeptRecipe } from './keptRecipe';
import { recipesImported, selectKeptRecipes, selectMyRecipesLists } from './myRecipesSlice';
import { keptRecipeJsonLd, savedRecipesFile } from './recipeFile';
import { catchWarningsInEachTest, kept, readBack, storeWith } from '../../../__tests__/support/keptRecipes';

catchWarningsInEachTest();

describe('export and import', () => {
  const file = (value: unknown) => {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return { text, bytes: text.length };
  };

  it('imports an exported file into an empty store, saved, and skips them as duplicates the second time', async () => {
    const exported = savedRecipesFile([kept(1, true), kept(2, true)]);
    const store = storeWith();
    expect((await store.dispatch(recipesImported(file(exported)))).payload).toMatchObject({
      line: 'Imported 2 recipes.',
    });
    const names = (recipes: readonly KeptRecipe[]) => recipes.map(({ recipe }) => recipe.name);
    expect(names(selectMyRecipesLists(store.getState()).saved)).toEqual(['Recipe 1', 'Recipe 2']);
    expect(names(await readBack())).toEqual(['Recipe 1', 'Recipe 2']);
    expect((await store.dispatch(recipesImported(file(exported)))).payload).toMatchObject({
      line: 'Imported 0 recipes. Skipped 2: 2 already saved.',
    });
  });

  it('imports a single downloaded recipe and says which entries were not recipes', async () => {
    const store = storeWith();
    const entries = [
      keptRecipeJsonLd(kept(1)),
      { '@type': 'Recipe', name: 'No steps', recipeIngredient: ['1 egg'] },
      { '@type': 'Person' },
    ];
    expect((await store.dispatch(recipesImported(file(entries)))).payload).toMatchObject({
      line: 'Imported 1 recipe. Skipped 2: 2 not recipes.',
    });
    expect((await store.dispatch(recipesImported(file(keptRecipeJsonLd(kept(5)))))).payload).toMatchObject({
      line: 'Imported 1 recipe.',
    });
  });

  it('imports nothing from a file that is not JSON, or far too large, and says why', async () => {
    const store = storeWith();
    expect((await store.dispatch(recipesImported(file('<html>')))).payload).toMatchObject({
      line: 'Nothing imported: that file is not a recipe file (it is not JSON).',
    });
    expect((await store.dispatch(recipesImported({ text: '[]', bytes: 50_000_000 }))).payload).toMatchObject({
      line: 'Nothing imported: that file is far larger than a file of recipes.',
    });
    expect(selectKeptRecipes(store.getState())).toEqual([]);
  });
});
