import type { Config } from 'jest';
import { transform } from './jest.config';

/** The browser suite: a production build driven in Debian's Chromium through playwright-core. */
const config: Config = {
  transform,
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__/e2e'],
  testMatch: ['**/*.e2e.ts'],
  globalSetup: '<rootDir>/__tests__/e2e/support/globalSetup.ts',
  globalTeardown: '<rootDir>/__tests__/e2e/support/globalTeardown.ts',
  // One worker: the test chat server's scenario is shared by every page.
  maxWorkers: 1,
  testTimeout: 60_000,
};

export default config;
