import { type KeptRecipe } from './keptRecipe';
import { searchChanged, selectImportProgress, selectKeptRecipes, selectMyRecipesLists } from './myRecipesSlice';
import { recipeKept } from './keptRecipesThunks';
import { recipesImported } from './recipesImported';
import { keptRecipeJsonLd, savedRecipesFile } from './recipeFile';
import { countNutrition } from '../../core/nutrition/nutritionCounter';
import { catchWarningsInEachTest, kept, readBack, storeWith } from '../../../__tests__/support/keptRecipes';
import { importOutcomeLine, importProgressLine } from './components/myRecipesTexts';
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

catchWarningsInEachTest();

describe('export and import', () => {
  const file = (value: unknown) => {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return { text, bytes: text.length };
  };

  it('imports an exported file into an empty store, saved, and skips them as duplicates the second time', async () => {
    const exported = await savedRecipesFile([kept(1, true), kept(2, true)]);
    const store = storeWith();
    expect(lineOf((await store.dispatch(recipesImported(file(exported)))).payload)).toBe('Imported 2 recipes.');
    const names = (recipes: readonly KeptRecipe[]) => recipes.map(({ recipe }) => recipe.name);
    expect(names(selectMyRecipesLists(store.getState()).saved)).toEqual(['Recipe 1', 'Recipe 2']);
    expect(names(await readBack())).toEqual(['Recipe 1', 'Recipe 2']);
    expect(lineOf((await store.dispatch(recipesImported(file(exported)))).payload)).toBe(
      'Imported 0 recipes. Skipped 2: 2 already saved.',
    );
  });

  it("carries each recipe's nutrition per serving from the table, as schema.org NutritionInformation", async () => {
    // 200 g spaghetti (371 kcal a 100 g) and 3 tomatoes (123 g each, 18 kcal a 100 g), for 2: 404 kcal a serving.
    const [entry] = JSON.parse(await savedRecipesFile([kept(1, true)], countNutrition)) as { nutrition?: object }[];
    expect(entry?.nutrition).toMatchObject({ '@type': 'NutritionInformation', calories: '400 kcal' });
  });

  it('goes without the figures when the nutrition table could not be downloaded', async () => {
    const [entry] = JSON.parse(await savedRecipesFile([kept(1, true)])) as { nutrition?: object }[];
    expect(entry).not.toHaveProperty('nutrition');
  });

  it('imports a single downloaded recipe and says which entries were not recipes', async () => {
    const store = storeWith();
    const entries = [
      keptRecipeJsonLd(kept(1)),
      { '@type': 'Recipe', name: 'No steps', recipeIngredient: ['1 egg'] },
      { '@type': 'Person' },
    ];
    expect(lineOf((await store.dispatch(recipesImported(file(entries)))).payload)).toBe(
      'Imported 1 recipe. Skipped 2: 2 not recipes.',
    );
    expect(lineOf((await store.dispatch(recipesImported(file(keptRecipeJsonLd(kept(5)))))).payload)).toBe(
      'Imported 1 recipe.',
    );
  });

  it('imports nothing from a file that is not JSON, or far too large, and says why', async () => {
    const store = storeWith();
    expect(lineOf((await store.dispatch(recipesImported(file('<html>')))).payload)).toBe(
      'Nothing imported: that file is not a recipe file (it is not JSON).',
    );
    expect(lineOf((await store.dispatch(recipesImported({ text: '[]', bytes: 50_000_000 }))).payload)).toBe(
      'Nothing imported: that file is far larger than a file of recipes.',
    );
    expect(selectKeptRecipes(store.getState())).toEqual([]);
  });
});

describe('a large import or export', () => {
  const saved = (count: number) => Array.from({ length: count }, (_, index) => kept(index + 1, true));
  const many = async (count: number) => {
    const text = await savedRecipesFile(saved(count));
    return { text, bytes: text.length };
  };
  // Each reading of the clock is a millisecond later: the work looks as slow as a phone's, whatever this machine is.
  let now = 0;
  beforeEach(() => {
    now = 0;
    jest.spyOn(performance, 'now').mockImplementation(() => (now += 1));
  });
  afterEach(() => jest.restoreAllMocks());

  it("counts an export's figures in slices, so the page answers while it runs", async () => {
    let written = false;
    const writing = savedRecipesFile(saved(120), countNutrition).then(() => (written = true));
    // The cook's next tap: a task of its own, queued when the export starts.
    const answeredWhileWriting = new Promise<boolean>((resolve) => setTimeout(() => resolve(!written)));
    await writing;
    expect(await answeredWhileWriting).toBe(true);
  });

  it('says how far it has come while it reads, and ends with the report', async () => {
    const store = storeWith();
    const lines: string[] = [];
    store.subscribe(() => {
      const progress = selectImportProgress(store.getState());
      const line = progress && importProgressLine(englishText, progress);
      if (line && lines.at(-1) !== line) lines.push(line);
    });
    const { payload } = await store.dispatch(recipesImported(await many(120)));
    expect(lines[0]).toBe('Importing…');
    expect(lines).toContain('Importing… 120 of 120 entries read; keeping them on this device.');
    expect(lines.filter((line) => /^Importing… \d+ of 120 entries read\.$/.test(line)).length).toBeGreaterThan(2);
    expect(selectImportProgress(store.getState())).toBeNull();
    expect(lineOf(payload)).toBe('Imported 120 recipes.');
  });

  it('lets the search answer while it runs', async () => {
    const store = storeWith();
    await store.dispatch(recipeKept(kept(500, true)));
    let midway: { stillReading: boolean; found: string[] } | undefined;
    const unsubscribe = store.subscribe(() => {
      const progress = selectImportProgress(store.getState());
      if (midway || !progress || progress.read === 0 || progress.read === progress.total) return;
      midway = { stillReading: false, found: [] };
      // The cook types into the search box: a task of its own, between two slices of the import.
      setTimeout(() => {
        store.dispatch(searchChanged('Recipe 500'));
        const read = selectImportProgress(store.getState())?.read ?? 0;
        midway = {
          stillReading: read > 0 && read < 120,
          found: selectMyRecipesLists(store.getState()).saved.map(({ id }) => id),
        };
      });
    });
    await store.dispatch(recipesImported(await many(120)));
    unsubscribe();
    expect(midway).toEqual({ stillReading: true, found: ['recipe-500'] });
    expect(selectKeptRecipes(store.getState())).toHaveLength(121);
  });
});
