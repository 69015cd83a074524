import { selectKeptRecipes, selectMyRecipesLists } from './myRecipesSlice';
import { recipeKept } from './keptRecipesThunks';
import { recipesImported } from './recipesImported';
import { keptRecipeJsonLd } from './recipeFile';
import { catchWarningsInEachTest, ids, kept, readBack, storeWith } from '../../../__tests__/support/keptRecipes';
import { importOutcomeLine } from './components/myRecipesTexts';
import type { ImportedRecipes } from './recipesImported';
import { englishText } from '../../../__tests__/support/englishText';
import { conflictLine } from '../../recipeCard/recipeLines';

/** The line the cook reads once an import ends. */
const lineOf = (payload: unknown) =>
  importOutcomeLine(
    englishText,
    (conflict) => conflictLine(englishText, 'en', conflict),
    (payload as ImportedRecipes).outcome,
  );

/** Storage that fills up after `puts` writes: the next put fails and the browser aborts its transaction. */
function storageFullAfter(puts: number) {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the store it belongs to
  const put = IDBObjectStore.prototype.put;
  let count = 0;
  jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args) {
    count += 1;
    if (count > puts) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    return put.apply(this, args);
  });
}

const file = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return { text, bytes: text.length };
};

catchWarningsInEachTest();

describe('an import', () => {
  it('that fills storage part-way keeps none of it, and says nothing was imported', async () => {
    const store = storeWith([]);
    storageFullAfter(2);
    const { payload } = await store.dispatch(
      recipesImported(file([1, 2, 3, 4].map((index) => keptRecipeJsonLd(kept(index, true))))),
    );
    expect(lineOf(payload)).toBe("Nothing imported: this device's storage is full or off, so no recipe could be kept.");
    expect(selectKeptRecipes(store.getState())).toEqual([]);
    jest.restoreAllMocks();
    expect(await readBack()).toEqual([]);
  });

  it('of a file with one good recipe among junk keeps the recipe and counts the rest', async () => {
    const store = storeWith([]);
    const { payload } = await store.dispatch(
      recipesImported(file([42, 'junk', null, keptRecipeJsonLd(kept(1, true)), { '@type': 'Person' }])),
    );
    expect(lineOf(payload)).toBe('Imported 1 recipe. Skipped 4: 4 not recipes.');
    expect(ids(selectKeptRecipes(store.getState()))).toHaveLength(1);
  });

  it('of a file of deeply nested sections ends, with a line', async () => {
    const depth = 20_000;
    const nested = `${'{"itemListElement":'.repeat(depth)}"Cook."${'}'.repeat(depth)}`;
    const text = `{"@type":"Recipe","name":"Deep","recipeIngredient":["1 egg"],"recipeInstructions":${nested}}`;
    const { payload } = await storeWith([]).dispatch(recipesImported({ text, bytes: text.length }));
    expect(lineOf(payload)).toBe('Nothing imported: that file holds no recipes.');
  });

  it('saves a recipe already in Recent, from its own downloaded file, instead of skipping it', async () => {
    const store = storeWith([]);
    await store.dispatch(recipeKept(kept(1)));
    const { payload } = await store.dispatch(recipesImported(file(keptRecipeJsonLd(kept(1)))));
    expect(lineOf(payload)).toBe('Imported 0 recipes. Saved 1 recipe already in Recent.');
    expect(ids(selectMyRecipesLists(store.getState()).saved)).toEqual(['recipe-1']);
    expect((await readBack()).map(({ id, saved }) => [id, saved])).toEqual([['recipe-1', true]]);
  });
});
