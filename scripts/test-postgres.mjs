// Runs the given Vitest arguments against a throwaway PostgreSQL, as `npm test` does for the whole
// server suite: `node scripts/test-postgres.mjs apps/server/src/features/journeys`.
import { spawnSync } from 'node:child_process';
import { startPostgres } from './postgres.mjs';

const postgres = await startPostgres();
let status = 1;
try {
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: postgres.url },
  });
  status = result.status ?? 1;
} finally {
  postgres.stop();
}
process.exit(status);
