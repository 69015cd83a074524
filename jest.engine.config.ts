import type { Config } from 'jest';
import { transform } from './jest.config';

/** The engine suite: the recipe schema under a real llama.cpp engine (engine/, installed by npm run test:engine). */
const config: Config = {
  transform,
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__/engine'],
  testMatch: ['**/*.engine.ts'],
  testTimeout: 300_000,
};

export default config;
