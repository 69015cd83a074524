import type { Allergen } from './allergens';
import { recipeConflict } from './recipeConflict';
import type { Diet } from '../preferences/preferencesTypes';
import type { Recipe } from '../recipe/recipeTypes';
import { diets } from '../../../__tests__/safetyTables/diets';
import { eggs } from '../../../__tests__/safetyTables/eggs';
import { fish } from '../../../__tests__/safetyTables/fish';
import { gluten } from '../../../__tests__/safetyTables/gluten';
import { milk } from '../../../__tests__/safetyTables/milk';
import { peanuts } from '../../../__tests__/safetyTables/peanuts';
import type { SafetyTable } from '../../../__tests__/safetyTables/safetyTable';
import { sesame } from '../../../__tests__/safetyTables/sesame';
import { shellfish } from '../../../__tests__/safetyTables/shellfish';
import { soy } from '../../../__tests__/safetyTables/soy';
import { treeNuts } from '../../../__tests__/safetyTables/treeNuts';
import { spanish, spanishNonFoods } from '../../../__tests__/safetyTables/byLanguage/spanish';
import { spanishDiets } from '../../../__tests__/safetyTables/byLanguage/spanishDiets';
import { french, frenchNonFoods } from '../../../__tests__/safetyTables/byLanguage/french';
import { frenchDiets } from '../../../__tests__/safetyTables/byLanguage/frenchDiets';
import { german, germanNonFoods } from '../../../__tests__/safetyTables/byLanguage/german';
import { germanDiets } from '../../../__tests__/safetyTables/byLanguage/germanDiets';
import { italian, italianNonFoods } from '../../../__tests__/safetyTables/byLanguage/italian';
import { italianDiets } from '../../../__tests__/safetyTables/byLanguage/italianDiets';
import { conflictInEnglish } from '../../../__tests__/support/englishLines';

/** The check, as the card words it in English. */
const said = (...args: Parameters<typeof recipeConflict>) => conflictInEnglish(recipeConflict(...args));

const ALLERGEN_TABLES: Record<Allergen, SafetyTable> = {
  peanuts,
  'tree nuts': treeNuts,
  milk,
  eggs,
  gluten,
  fish,
  shellfish,
  soy,
  sesame,
};

const recipeWith = (line: string): Recipe => ({
  name: 'Weeknight dish',
  description: 'Quick and simple.',
  ingredients: [{ name: line, measurement: '' }],
  instructions: ['Cook everything together.'],
});

const hasEnoughLines = (table: SafetyTable) => {
  expect(table.sources.length).toBeGreaterThan(0);
  expect(new Set(table.caught).size).toBeGreaterThanOrEqual(60);
  expect(new Set(table.safe).size).toBeGreaterThanOrEqual(30);
};

describe.each(Object.entries(ALLERGEN_TABLES))('a cook avoiding %s', (allergen, table) => {
  const conflict = (line: string) => said(recipeWith(line), { allergies: [allergen], diet: 'none' });

  it('is checked against at least 60 foods and 30 look-alikes, with their sources', () => hasEnoughLines(table));

  it.each(table.caught)('never sees "%s"', (line) => {
    expect(conflict(line)).toMatch(`, and you avoid ${allergen}.`);
  });

  it.each(table.safe)('is shown "%s"', (line) => {
    expect(conflict(line)).toBeNull();
  });
});

describe.each(Object.entries(diets) as [Diet, SafetyTable][])('a %s cook', (diet, table) => {
  const conflict = (line: string) => said(recipeWith(line), { allergies: [], diet });

  it('is checked against at least 60 foods and 30 look-alikes, with their sources', () => hasEnoughLines(table));

  it.each(table.caught)('never sees "%s"', (line) => {
    expect(conflict(line)).toMatch(`, which is not ${diet}.`);
  });

  it.each(table.safe)('is shown "%s"', (line) => {
    expect(conflict(line)).toBeNull();
  });
});

/** Each language's own tables: the check reads that language's words, as a model writes them in it. */
const TABLES_BY_LANGUAGE = { Spanish: spanish, French: french, German: german, Italian: italian };
const DIET_TABLES_BY_LANGUAGE = {
  Spanish: spanishDiets,
  French: frenchDiets,
  German: germanDiets,
  Italian: italianDiets,
};

describe.each(Object.entries(TABLES_BY_LANGUAGE))('in %s', (_, tables) => {
  describe.each(Object.entries(tables))('a cook avoiding %s', (allergen, table) => {
    const conflict = (line: string) => said(recipeWith(line), { allergies: [allergen], diet: 'none' });

    it('is checked against at least 30 foods and 15 look-alikes, with their sources', () => {
      expect(table.sources.length).toBeGreaterThan(0);
      expect(new Set(table.caught).size).toBeGreaterThanOrEqual(30);
      expect(new Set(table.safe).size).toBeGreaterThanOrEqual(15);
    });

    it.each(table.caught)('never sees "%s"', (line) => {
      expect(conflict(line)).toMatch(`, and you avoid ${allergen}.`);
    });

    it.each(table.safe)('is shown "%s"', (line) => {
      expect(conflict(line)).toBeNull();
    });
  });
});

describe.each(Object.entries(DIET_TABLES_BY_LANGUAGE))('in %s', (_, tables) => {
  describe.each(Object.entries(tables) as [Diet, SafetyTable][])('a %s cook', (diet, table) => {
    const conflict = (line: string) => said(recipeWith(line), { allergies: [], diet });

    it('is checked against at least 30 foods and 15 look-alikes, with their sources', () => {
      expect(table.sources.length).toBeGreaterThan(0);
      expect(new Set(table.caught).size).toBeGreaterThanOrEqual(30);
      expect(new Set(table.safe).size).toBeGreaterThanOrEqual(15);
    });

    it.each(table.caught)('never sees "%s"', (line) => {
      expect(conflict(line)).toMatch(`, which is not ${diet}.`);
    });

    it.each(table.safe)('is shown "%s"', (line) => {
      expect(conflict(line)).toBeNull();
    });
  });
});

describe.each(
  Object.entries({
    Spanish: spanishNonFoods,
    French: frenchNonFoods,
    German: germanNonFoods,
    Italian: italianNonFoods,
  }),
)('in %s, any cook', (_, table) => {
  const conflict = (line: string) => said(recipeWith(line), { allergies: [], diet: 'none' });

  it('is checked against at least 30 things that are not food and 15 look-alikes, with their sources', () => {
    expect(table.sources.length).toBeGreaterThan(0);
    expect(new Set(table.caught).size).toBeGreaterThanOrEqual(30);
    expect(new Set(table.safe).size).toBeGreaterThanOrEqual(15);
  });

  it.each(table.caught)('never sees "%s"', (line) => {
    expect(conflict(line)).toMatch(', which is not something to cook with.');
  });

  it.each(table.safe)('is shown "%s"', (line) => {
    expect(conflict(line)).toBeNull();
  });
});
