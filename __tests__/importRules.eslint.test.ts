import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');

/** Files planted for the while, each breaking (or keeping) one of the rules. */
const PLANTED: Record<string, string> = {
  'src/core/plantedFeatureImport.ts':
    "import { ingredientsSlice } from '../features/ingredients/ingredientsSlice';\nexport const planted = ingredientsSlice;\n",
  'server/plantedFeatureImport.ts':
    "import { ingredientsSlice } from '../src/features/ingredients/ingredientsSlice';\nexport const planted = ingredientsSlice;\n",
  // The name the frame's file had while it was allowed to place features: no component file is any more.
  'src/components/HeaderControls.tsx':
    "import { ThemeToggle } from '../features/theme/ThemeToggle';\nexport const Planted = ThemeToggle;\n",
  'src/core/plantedBrowser.ts':
    "import { createSlice } from '@reduxjs/toolkit';\nexport const planted = [createSlice, window.localStorage];\n",
  'server/plantedCoreImport.ts':
    "import { MAX_INGREDIENTS } from '../src/core/ingredients/ingredientRules';\nexport const planted = MAX_INGREDIENTS;\n",
  'src/i18n/plantedFeatureImport.ts':
    "import { ingredientsSlice } from '../features/ingredients/ingredientsSlice';\nexport const planted = ingredientsSlice;\n",
  'src/features/theme/plantedRawRead.ts':
    "import type { RootState } from '../../app/store';\nexport const planted = (state: RootState) => state.cook?.cookModeOpen;\n",
  'src/features/cook/plantedOwnRead.ts':
    "import type { RootState } from '../../app/store';\nexport const planted = (state: RootState) => state.cook?.cookModeOpen;\nexport const field = (recipe: { language: string }) => recipe.language;\n",
  'src/features/theme/plantedEffectImport.ts': "import './themeSaved';\nexport const planted = true;\n",
  'src/features/cook/components/PlantedPart.tsx':
    'import { OnDemand } from \'../../../components/OnDemand\';\nexport const Planted = () => <OnDemand part="recipeNutrition" />;\n',
  // A feature folder that no list names: the features' boundaries hold for one written tomorrow.
  'src/features/plantedSprout/grows.ts':
    "import { CookMode } from '../cook/components/CookMode';\nexport const grows = CookMode;\n",
  'src/features/theme/plantedLogicImport.ts':
    "import { cookSlice } from '../cook/cookSlice';\nimport { ThemeToggle } from './ThemeToggle';\nexport const planted = [cookSlice, ThemeToggle];\n",
  'src/features/theme/plantedPageImport.ts': "import { App } from '../../page/App';\nexport const planted = App;\n",
  'src/page/plantedLoads.ts':
    "export const alarms = () => import('../features/cook/components/TimerAlarms');\nexport const cook = () => import('../features/cook/cookSlice');\n",
  'src/features/nutrition/plantedChunk.ts':
    "export const planted = () => import('../../core/nutrition/nutritionCounter');\n",
  'src/features/ingredients/PlantedText.tsx':
    'export const Planted = () => <p aria-label="Two words">Add it</p>;\nexport const Translated = ({ id }: { id: string }) => <p id={id} className="note x">{\'ingredients.add\'}</p>;\n',
};

const SPROUT = 'src/features/plantedSprout';

let messagesOf: Record<string, string[]>;

/**
 * ESLint with the project's configuration over the planted files, run as `npm run lint` runs it: in a process of
 * its own (its configuration is an ES module, which Jest cannot load), once for all of them.
 */
beforeAll(() => {
  const files = Object.keys(PLANTED).map((file) => path.join(ROOT, file));
  mkdirSync(path.join(ROOT, SPROUT), { recursive: true });
  Object.entries(PLANTED).forEach(([file, text]) => writeFileSync(path.join(ROOT, file), text));
  try {
    const run = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/eslint/bin/eslint.js'), '--format', 'json', ...files],
      { cwd: ROOT, encoding: 'utf8' },
    );
    const results = JSON.parse(run.stdout) as Array<{
      filePath: string;
      messages: Array<{ ruleId: string; message: string }>;
    }>;
    messagesOf = Object.fromEntries(
      results.map((result) => [
        path.relative(ROOT, result.filePath),
        result.messages.map((message) => `${message.ruleId}: ${message.message}`),
      ]),
    );
  } finally {
    files.forEach((file) => unlinkSync(file));
    rmSync(path.join(ROOT, SPROUT), { recursive: true });
  }
});

describe('the import rules ESLint keeps', () => {
  it('refuse an import from the core into a feature', () => {
    expect(messagesOf['src/core/plantedFeatureImport.ts']).toContainEqual(
      expect.stringMatching(/^import-x\/no-restricted-paths: .*core\/ imports only/),
    );
  });

  it('refuse an import from the server into a feature', () => {
    expect(messagesOf['server/plantedFeatureImport.ts']).toContainEqual(
      expect.stringMatching(/^import-x\/no-restricted-paths: .*server\/ imports only/),
    );
  });

  it('refuse React, Redux and the browser in the core', () => {
    expect(messagesOf['src/core/plantedBrowser.ts']).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^no-restricted-imports: /),
        expect.stringMatching(/^no-restricted-globals: /),
      ]),
    );
  });

  it("refuse a raw read of another feature's slice from the store's state", () => {
    expect(messagesOf['src/features/theme/plantedRawRead.ts']).toContainEqual(
      expect.stringMatching(/^house\/slice-read: Read the cook slice through the selectors of features\/cook\//),
    );
  });

  it("let a feature read its own slice, and a field that shares a slice's name", () => {
    expect(messagesOf['src/features/cook/plantedOwnRead.ts']).not.toContainEqual(expect.stringMatching(/slice-read/));
  });

  it('refuse a file imported for its effect, such as a listener registered by importing it', () => {
    expect(messagesOf['src/features/theme/plantedEffectImport.ts']).toContainEqual(
      expect.stringMatching(/^no-restricted-syntax: Import a module for what it exports/),
    );
  });

  it('refuse an import() outside the list of what loads when, which makes a chunk nobody lists', () => {
    expect(messagesOf['src/features/nutrition/plantedChunk.ts']).toContainEqual(
      expect.stringMatching(/^no-restricted-syntax: Say what loads on demand in src\/page\/whatLoadsWhen\.ts/),
    );
  });

  it("refuse a feature that imports another feature's component, in a feature folder no list names", () => {
    expect(messagesOf['src/features/plantedSprout/grows.ts']).toContainEqual(
      expect.stringMatching(/^import-x\/no-restricted-paths: .*A feature never imports another feature's components/),
    );
  });

  it("let a feature import its own components and another feature's logic", () => {
    expect(messagesOf['src/features/theme/plantedLogicImport.ts']).toEqual([]);
  });

  it('refuse a feature that imports the page', () => {
    expect(messagesOf['src/features/theme/plantedPageImport.ts']).toContainEqual(
      expect.stringMatching(/^import-x\/no-restricted-paths: .*A feature never imports page\//),
    );
  });

  it('refuse a second module of one feature loaded on demand: a feature loads through its one entry', () => {
    expect(messagesOf['src/page/plantedLoads.ts']).toContainEqual(
      expect.stringMatching(/^house\/feature-entry: features\/cook\/ is already loaded through /),
    );
  });

  it("refuse a feature placing a part by its name, which would hide another feature's component from these rules", () => {
    expect(messagesOf['src/features/cook/components/PlantedPart.tsx']).toContainEqual(
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Only the page places or fetches a part/),
    );
  });

  it('refuse a feature in a shared component, whatever its name', () => {
    expect(messagesOf['src/components/HeaderControls.tsx']).toContainEqual(
      expect.stringMatching(/^import-x\/no-restricted-paths: .*A shared component imports styles/),
    );
  });

  it('let the server import the core', () => {
    expect(messagesOf['server/plantedCoreImport.ts']).toEqual([]);
  });
});

describe('the texts rule ESLint keeps', () => {
  it('refuses a sentence written in a component whose texts come from the catalogues', () => {
    expect(messagesOf['src/features/ingredients/PlantedText.tsx']).toEqual([
      expect.stringMatching(/^lingui\/no-unlocalized-strings: /),
      expect.stringMatching(/^lingui\/no-unlocalized-strings: /),
    ]);
  });

  it('refuses an import from the catalogues into a feature', () => {
    expect(messagesOf['src/i18n/plantedFeatureImport.ts']).toContainEqual(
      expect.stringMatching(/^import-x\/no-restricted-paths: .*i18n\/ imports only/),
    );
  });
});
