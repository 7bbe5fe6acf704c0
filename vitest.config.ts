import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Tests that check the app's logic, not the SQL dialect: the authorisation matrix (every route as
 * every persona, one file per feature, and the test that every route has an expectation) and the
 * bad-input fuzz test. Running them on both databases would check the same thing twice and they are
 * the largest files, so `npm test` runs them once, on PostgreSQL, the production database
 * (scripts/test.mjs; docs/decisions/019-a-test-suite-that-scales.md). Every other server test runs on
 * PGlite and on PostgreSQL, as the SQL each database sees may differ.
 */
const ONCE_ON_POSTGRES = [
  'apps/server/src/features/*/authorisation*.test.ts',
  'apps/server/src/test/authorisation-matrix.test.ts',
  'apps/server/src/test/fuzz.test.ts',
];

const SERVER = {
  // A worker imports the app once for all the files it runs rather than once per file: the import
  // was about a third of the server tests' CPU time (docs/decisions/019). Each file still starts its
  // own app on its own copy of the database, and no server test mocks a module or changes the
  // environment, so nothing one file does reaches the next.
  isolate: false,
  // Migrates one database per run; each test file starts from a copy of it.
  globalSetup: ['apps/server/src/test/global-setup.ts'],
  setupFiles: ['apps/server/src/test/setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    // API tests wait on the database and on password hashing as much as they compute: one file per
    // core runs them in about 60% of the time of vitest's default (one fewer than the cores).
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ONCE_ON_POSTGRES,
          ...SERVER,
        },
      },
      // Runs on PGlite too when named (`npx vitest run --project server-logic <file>`), as while
      // writing a feature's authorisation.ts; `npm test` runs it on PostgreSQL only.
      { test: { name: 'server-logic', include: ONCE_ON_POSTGRES, ...SERVER } },
    ],
  },
});
