// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureEntryRule } from './lint/featureEntryRule.mjs';
import { sliceReadRule } from './lint/sliceReadRule.mjs';

/**
 * The import rules of docs/ARCHITECTURE.md ("Folders, and what each may import"), as the linter checks them: a
 * rule changes here and in the doc together, or not at all. Circles of value imports are dependency-cruiser's
 * (.dependency-cruiser.cjs), which follows imports across files as ESLint does not.
 */
const folderBoundaries = [
  // lib/: pure helpers, importing nothing of the app.
  { target: './src/lib', from: './src', except: ['./lib'], message: 'lib/ imports nothing of the app.' },
  // i18n/: the catalogues and the Lingui instance, importing nothing of the app but the core's languages.
  {
    target: './src/i18n',
    from: './src',
    except: ['./i18n', './core'],
    message: 'i18n/ imports only itself and core/.',
  },
  // serviceWorker/: the worker runs apart from the page, and imports none of it.
  {
    target: './src/serviceWorker',
    from: './src',
    except: ['./serviceWorker'],
    message: 'serviceWorker/ imports only itself: it runs apart from the page.',
  },
  // core/: the domain the page and the server share (the recipe, the request's words, the food table and its
  // checks, cooking's units and times, the chat protocol), importing nothing of the app but lib/.
  {
    target: './src/core',
    from: './src',
    except: ['./core', './lib'],
    message: 'core/ imports only itself and lib/.',
  },
  // modelConnection/: the page's connection to the model, knowing nothing of recipes' screens, slices or React.
  {
    target: './src/modelConnection',
    from: ['./src/features', './src/app', './src/components', './src/styles', './src/page', './src/recipeCard'],
    message: 'modelConnection/ imports only itself, core/ and lib/.',
  },
  // server/: Node only, sharing the core with the page and nothing else of it.
  {
    target: './server',
    from: './src',
    except: ['./core', './lib'],
    message: 'server/ imports only itself, src/core/ and src/lib/.',
  },
  // styles/: the palettes, the bars' heights and the global CSS, importing nothing of the app.
  {
    target: './src/styles',
    from: ['./src/features', './src/app', './src/components', './src/modelConnection'],
    message: 'styles/ imports nothing of the app.',
  },
  // components/: shared primitives and hooks, importing styles/ and i18n/ only; the page composes features.
  {
    target: './src/components',
    from: ['./src/features', './src/modelConnection', './src/app', './src/page', './src/recipeCard', './src/core'],
    message: 'A shared component imports styles/ and i18n/ only; the page composes features.',
  },
  // Only the page places a part whose code loads on demand (and fetches it ahead): a feature gets another's
  // component as an element the page passes in its props, which the import rules above then see.
  {
    target: ['./src/features', './src/recipeCard'],
    from: './src/components/OnDemand.tsx',
    message:
      "Only the page places or fetches a part (OnDemand): take another feature's component as a prop the page fills.",
  },
  // features/: the page is where features meet, so a feature never imports it.
  {
    target: './src/features',
    from: './src/page',
    message: 'A feature never imports page/: the page is where features meet.',
  },
  // features/<name>/: a feature never imports another feature's components (.tsx), which the page composes; a
  // zone for each folder on disk when ESLint starts, so a feature written tomorrow is held to it too.
  ...readdirSync(new URL('src/features', import.meta.url)).map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features/*/**/*.tsx',
    except: [`**/src/features/${feature}/**`],
    message: "A feature never imports another feature's components: the page composes them.",
  })),
  // recipeCard/: the spec's card and the action that opens a kept recipe, which every feature shares.
  {
    target: './src/recipeCard',
    from: ['./src/features', './src/app', './src/modelConnection', './src/page'],
    message: 'recipeCard/ imports only itself, core/, lib/, components/ and styles/.',
  },
];

export default tseslint.config(
  {
    ignores: ['dist/', 'build/', 'coverage/', 'e2e-screenshots/', 'engine/node_modules/', 'node_modules/', '**/*.json'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    settings: {
      // How import-x reads TypeScript modules to follow their imports (its TypeScript preset's settings).
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      // The two classic rules of hooks; the React Compiler's rules are for code the compiler builds, and this app
      // does not use it.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: folderBoundaries }],
      // RTK's lazy slices declare themselves by extending LazyLoadedSlices with an interface of no members.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // An event handler may be async: React ignores what it returns.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The core runs in the page and on the server alike: no React, no Redux, no browser.
    files: ['src/core/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(react|react-dom|react-redux|@reduxjs/toolkit|styled-components|idb|workbox-window)(/|$)',
              message: 'core/ is free of React, Redux and the browser: state and screens live in features/.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'indexedDB'].map((name) => ({
          name,
          message: 'core/ runs on the server too: the browser is reached from features/ and modelConnection/.',
        })),
      ],
    },
  },
  {
    // Another feature's state is read through its selectors (lint/sliceReadRule.mjs), and a feature loads on demand
    // through one entry module (lint/featureEntryRule.mjs).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { house: { rules: { 'slice-read': sliceReadRule, 'feature-entry': featureEntryRule } } },
    rules: { 'house/slice-read': 'error', 'house/feature-entry': 'error' },
  },
  {
    // A module is imported for what it exports: an effect is added by dispatching its addAppListener action to the
    // store the code runs in, never by importing a file for what importing it does. What loads on demand is said
    // in one list (src/page/whatLoadsWhen.ts): an import() anywhere else would make a chunk nobody lists.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[specifiers.length=0][importKind!="type"]',
          message:
            'Import a module for what it exports: dispatch a listener (addAppListener), do not import a file for its effect.',
        },
        {
          selector: 'ImportExpression',
          message:
            "Say what loads on demand in src/page/whatLoadsWhen.ts, and reach it through the store's dependencies or the page's parts.",
        },
      ],
    },
  },
  {
    // The list of what loads when: the one file whose import() makes a chunk.
    files: ['src/page/whatLoadsWhen.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[specifiers.length=0][importKind!="type"]',
          message: 'Import a module for what it exports.',
        },
      ],
    },
  },
  {
    // The page's texts come from the catalogues (src/i18n): a sentence or a capitalised word written in the
    // page's code is a text left untranslated. The core says what happened by codes and numbers; it holds the
    // words the model is asked in (the prompts) and the food table's words, which are language data rather than
    // texts of the page.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/i18n/catalogues/**', 'src/core/**', 'src/serviceWorker/**'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Ids ('ingredients.add'), CSS values and one-word keys are not texts.
          ignore: ['^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$'],
          ignoreNames: [
            { regex: { pattern: 'className', flags: 'i' } },
            'type',
            'id',
            'htmlFor',
            'autoComplete',
            'href',
            'src',
            'rootMargin',
            'Authorization',
          ],
          // Errors, the console, CSS, media queries and headers speak to developers and browsers, not cooks.
          ignoreFunctions: [
            'Error',
            '*Error',
            'console.*',
            'styled.*',
            'css',
            'compact',
            '*.matchMedia',
            '*.headers.get',
            '*.includes',
          ],
          useTsTypes: true,
        },
      ],
    },
  },
  {
    // Tests and benchmarks read JSON, drive pages and fake async APIs: what they receive is checked by their
    // assertions, and a fake may be async without awaiting anything.
    files: ['__tests__/**', 'bench/**', '**/*.test.{ts,tsx}'],
    rules: {
      // A test renders what it tests inside the page, or the page itself: it may import any part of it.
      'import-x/no-restricted-paths': 'off',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
