import type { Config } from 'jest';

/** How every suite compiles TypeScript (the browser and engine suites reuse it). */
export const transform: Config['transform'] = {
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: { jsx: 'react-jsx', module: 'CommonJS', moduleResolution: 'Node10' } }],
  // Fastify's inject (light-my-request) requires cookie 2, which ships only as an ES module: compiled to CommonJS
  // here, as Node 20 cannot require it and Jest runs CommonJS.
  '/node_modules/light-my-request/node_modules/cookie/.+\\.js$': [
    'ts-jest',
    { tsconfig: { allowJs: true, module: 'CommonJS' }, diagnostics: false },
  ],
};

/** Packages are used as shipped, except the ES-module-only one above. */
const transformIgnorePatterns = ['/node_modules/(?!light-my-request/node_modules/cookie/|cookie/dist/)'];

/** What the logic and the component tests share; they differ only in the environment they run in. */
const shared = {
  // jsdom's globals are left to the environment's own teardown: fake-indexeddb and the test doubles read some
  // after Jest 30's soft delete, which only warns about it (the warnings read as failures to a newcomer).
  testEnvironmentOptions: { globalsCleanup: 'off' },
  // Unit tests sit beside their code; __tests__/ holds the journeys across features, the support and the browser
  // and engine suites (which have their own configs).
  roots: ['<rootDir>/src', '<rootDir>/server', '<rootDir>/scripts', '<rootDir>/webpack', '<rootDir>/__tests__'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/__tests__/e2e/', '<rootDir>/__tests__/engine/'],
  setupFilesAfterEnv: ['<rootDir>/__tests__/setupTests.ts'],
  transform,
  transformIgnorePatterns,
  moduleNameMapper: {
    '\\.svg$': '<rootDir>/__tests__/support/fileStub.ts',
    // jest ignores package.json's "browser" field; the node build of styled-components never injects global styles.
    '^styled-components$': '<rootDir>/node_modules/styled-components/dist/styled-components.browser.cjs.js',
  },
} satisfies Config;

const config: Config = {
  projects: [
    // Reducers, selectors, pure functions and the server run in Node: a page (jsdom) and the app's parts loaded
    // into it (setupComponentTests.ts) cost each file time it does not use. A file that needs a window says so in
    // its docblock (@jest-environment jsdom).
    { ...shared, displayName: 'logic', testEnvironment: 'node', testMatch: ['**/*.test.ts'] },
    {
      ...shared,
      displayName: 'components',
      testEnvironment: 'jsdom',
      testMatch: ['**/*.test.tsx'],
      setupFilesAfterEnv: [...shared.setupFilesAfterEnv, '<rootDir>/__tests__/setupComponentTests.ts'],
    },
  ],
  // An upper bound for a machine busy with other work; no test waits for time to pass on its own clock. Set here:
  // Jest reads it from the top of the configuration, not from a project's.
  testTimeout: 30_000,
  // A worker per core: Jest's default (one fewer) leaves one of a two-core machine's cores idle.
  maxWorkers: '100%',
  // A worker is given 5 s (Jest's default is 0.5) to exit once the run is over: on a machine saturated by other work
  // one needed longer, and Jest reported a leak that --detectOpenHandles does not find.
  workerGracefulExitTimeout: 5_000,
};

export default config;
