import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Tests that check the app's logic, not the SQL dialect: the authorisation matrix (every route as
 * every persona, one file per feature, and the test that every route has an expectation) and the
 * bad-input fuzz test. They run only on PostgreSQL, the production database, with every other server
 * test (scripts/test.mjs; docs/decisions/019-a-test-suite-that-scales.md).
 */
const ONCE_ON_POSTGRES = [
  'apps/server/src/features/*/authorisation*.test.ts',
  'apps/server/src/test/authorisation-matrix.test.ts',
  'apps/server/src/test/fuzz.test.ts',
];

/**
 * What only the embedded mode of `npm start` does, on PGlite whatever the run's database: starting on a
 * data directory and its lock, the configuration, the command-line tools. Running them again in the
 * PostgreSQL step would run the same thing twice.
 */
const EMBEDDED_ONLY = [
  'apps/server/src/startup.test.ts',
  'apps/server/src/config.test.ts',
  'apps/server/src/db/lock.test.ts',
  'apps/server/src/cli/**/*.test.ts',
];

/**
 * The server tests that run on PGlite, the embedded database: the embedded mode's own, and what it
 * does differently on the same SQL — the demo data's seeding and removal, transactions on its single
 * connection, the estimated list totals, the one round trip of a signed-in request, sensor ingest. PGlite is
 * PostgreSQL compiled to WebAssembly and Drizzle sends both the same SQL, so the other API tests check
 * nothing new there; they run on PostgreSQL, and the browser tests run every screen against a PGlite
 * server besides.
 */
const EMBEDDED = [
  ...EMBEDDED_ONLY,
  'apps/server/src/db/list-total.test.ts',
  'apps/server/src/features/*/demo*.test.ts',
  'apps/server/src/features/audit/atomic.test.ts',
  'apps/server/src/features/auth/session.test.ts',
  // Ingest's one statement (unnest arrays, partitioned table, roll-ups), its alerts' transaction and
  // the monthly partitions' upkeep: PGlite is PostgreSQL 17 and keeps the same partitioned table.
  'apps/server/src/features/smartbins/telemetry.test.ts',
  'apps/server/src/features/smartbins/upkeep.test.ts',
  // The job queue (pg-boss) on PGlite goes through its own small adapter.
  'apps/server/src/features/schedulers/schedulers.test.ts',
  'apps/server/src/features/reports/reports.test.ts',
  // An embedded demo install of an earlier commit upgraded, as most demo installs are PGlite's.
  'apps/server/src/test/upgrade.test.ts',
  // A backup copies PGlite's data directory while it runs; a restore writes one.
  'apps/server/src/features/backups/backups.test.ts',
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
          exclude: [...ONCE_ON_POSTGRES, ...EMBEDDED_ONLY],
          ...SERVER,
        },
      },
      { test: { name: 'server-embedded', include: EMBEDDED, ...SERVER } },
      // Runs on PGlite too when named (`npx vitest run --project server-logic <file>`), as while
      // writing a feature's authorisation.ts; `npm test` runs it on PostgreSQL only.
      { test: { name: 'server-logic', include: ONCE_ON_POSTGRES, ...SERVER } },
    ],
  },
});
