// `npm test`: lint, typecheck, unit and API tests on PGlite, API tests again on a real PostgreSQL with
// the authorisation matrix and the fuzz test (run once, there: vitest.config.ts), then the browser
// tests in Debian's Chromium against the built app. Stops at the first failure.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';
import { startPostgres } from './postgres.mjs';

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed after ${seconds} s`);
    // Thrown, not exited, so a `finally` can stop what the step needed (the PostgreSQL cluster).
    throw Object.assign(new Error(`${title} failed`), { exitCode: result.status ?? 1 });
  }
  console.log(`✔ ${title} (${seconds} s)`);
}

process.on('uncaughtException', (error) => {
  if (!('exitCode' in error)) console.error(error);
  process.exit(error.exitCode ?? 1);
});

const only = process.argv[2];
const wants = (name) => !only || only === name;

if (wants('static')) {
  step('Lint and format (Biome)', 'npx', ['biome', 'check', '.']);
  step('Typecheck (tsc -b)', 'npx', ['tsc', '-b']);
}
if (wants('unit')) {
  step('Unit and API tests on PGlite', 'npx', [
    'vitest',
    'run',
    '--project',
    'domain',
    '--project',
    'web',
    '--project',
    'server',
  ]);
}
if (wants('postgres')) {
  const postgres = await startPostgres();
  try {
    step(
      'API tests, authorisation matrix and fuzzing on PostgreSQL',
      'npx',
      ['vitest', 'run', '--project', 'server', '--project', 'server-logic'],
      { TEST_DATABASE_URL: postgres.url },
    );
  } finally {
    postgres.stop();
  }
}
if (wants('e2e')) {
  ensureChromium();
  step('Build the web app', 'npm', ['run', 'build']);
  step('JavaScript of the first screens, as Chromium fetches it', 'npx', ['tsx', 'e2e/first-screen.ts']);
  step('Browser tests (Playwright, Chromium)', 'npx', [
    'playwright',
    'test',
    '-c',
    'e2e/playwright.config.ts',
  ]);
}
console.log('\nAll tests passed.');
