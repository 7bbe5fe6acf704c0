import { cpSync, rmSync } from 'node:fs';
import { basename } from 'node:path';
import { test as base } from '@playwright/test';
import { BASE_PORT, dataDirFor, type RunningServer, SEED_DATA_DIR, startServer } from '../server.ts';

/**
 * Every spec imports `test` from here: each Playwright worker gets its own server on a fresh copy of
 * the demo data, so workers never see each other's changes. Specs that share a worker run one after
 * another on its data, so a spec must not count on what another spec did or did not do.
 */
export const test = base.extend<object, { server: RunningServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern; the server has none.
    async ({}, use, worker) => {
      const port = BASE_PORT + worker.parallelIndex;
      const dataDir = dataDirFor(port);
      rmSync(dataDir, { recursive: true, force: true });
      // A closed PGlite database is a plain folder; the lock is the seeding server's and stays behind.
      cpSync(SEED_DATA_DIR, dataDir, {
        recursive: true,
        filter: (source) => basename(source) !== 'sirkula.lock',
      });
      const server = await startServer(port, dataDir);
      await use(server);
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

export { expect } from '@playwright/test';
