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
  // A lane of servers per worker (support/lanes.ts): a test chat server's scenario is shared by its worker's pages.
  maxWorkers: 2,
  setupFiles: ['<rootDir>/__tests__/e2e/support/useThisWorkersLane.ts'],
  // A merged journey walks several behaviours in one page: an upper bound for a machine busy with other work.
  testTimeout: 120_000,
};

export default config;
