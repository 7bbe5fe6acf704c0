// `npm test`: lint, typecheck, unit tests and the embedded mode's server tests on PGlite, every API test
// on a real PostgreSQL with the authorisation matrix and the fuzz test (vitest.config.ts); beside them,
// the browser tests in Debian's Chromium against the built app. Stops at the first failure.
//
// The whole run is two lanes at once (docs/decisions/019): the typecheck and the vitest steps keep both
// cores busy, while the browser tests leave most of the CPU idle as Chromium and the servers wait on
// each other.
// Each lane's lines carry its name. `npm test static|unit|postgres|node-versions|e2e` runs one part on
// its own.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { ensureDebianPackages } from './debian-packages.mjs';
import { startPostgres } from './postgres.mjs';

/** Every child still running, so a failure in one lane stops the other. */
const running = new Set();

function step(lane, title, command, args, env = {}) {
  const say = (line) => console.log(lane ? `[${lane}] ${line}` : line);
  say(`▶ ${title}`);
  const started = Date.now();
  const child = spawn(command, args, {
    stdio: lane ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    // Its own process group, so stopping it stops what npx started under it (vitest's workers, the
    // browser tests' servers) rather than leaving them running.
    detached: true,
    env: { ...process.env, ...(lane && process.stdout.isTTY && { FORCE_COLOR: '1' }), ...env },
  });
  running.add(child);
  if (lane) {
    for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on('line', say);
  }
  return new Promise((resolve, reject) => {
    child.on('close', (status) => {
      running.delete(child);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (status === 0) {
        say(`✔ ${title} (${seconds} s)`);
        resolve();
        return;
      }
      say(`✖ ${title} failed after ${seconds} s`);
      // Rejected, not exited, so a `finally` can stop what the step needed (the PostgreSQL cluster).
      reject(Object.assign(new Error(`${title} failed`), { exitCode: status ?? 1 }));
    });
  });
}

const only = process.argv[2];
const wants = (name) => !only || only === name;
const lane = (name) => (only ? undefined : name);

async function vitestLane() {
  const name = lane('api');
  if (wants('static')) await step(name, 'Lint and format (Biome)', 'npx', ['biome', 'check', '.']);
  // The typecheck runs beside the PGlite step: alone, tsc (single-threaded) would leave a core idle.
  // The PostgreSQL step follows rather than joins them: with both vitest steps at once the machine
  // was loaded past what the tests that start the real server can bear.
  await Promise.all([
    wants('static') && step(name, 'Typecheck (tsc -b)', 'npx', ['tsc', '-b']),
    wants('unit') &&
      step(name, 'Unit tests, and the embedded mode on PGlite', 'npx', [
        'vitest',
        'run',
        '--project',
        'domain',
        '--project',
        'web',
        '--project',
        'server-embedded',
      ]),
  ]);
  if (wants('postgres') || wants('node-versions')) await postgresStep(name);
}

async function postgresStep(name) {
  const postgres = await startPostgres();
  try {
    if (wants('postgres')) {
      await step(
        name,
        'API tests, authorisation matrix and fuzzing on PostgreSQL',
        'npx',
        ['vitest', 'run', '--project', 'server', '--project', 'server-logic'],
        { TEST_DATABASE_URL: postgres.url },
      );
    }
    // On the same cluster: Node 22 and 24 besides this machine's (docs/decisions/033).
    if (wants('node-versions')) {
      await step(
        name,
        'Node 22 and 24: engines, the start-up test, API tests',
        'node',
        ['scripts/node-versions.mjs', '--test'],
        { TEST_DATABASE_URL: postgres.url },
      );
    }
  } finally {
    postgres.stop();
  }
}

async function browserLane() {
  if (!wants('e2e')) return;
  const name = lane('e2e');
  await step(name, 'Build the web app', 'npm', ['run', 'build']);
  // The weights do not depend on the machine's load, so they are counted while the tests run.
  await Promise.all([
    step(name, 'JavaScript of the first screens, as Chromium fetches it', 'npx', [
      'tsx',
      'e2e/first-screen.ts',
    ]),
    step(name, 'Browser tests (Playwright, Chromium)', 'npx', [
      'playwright',
      'test',
      '-c',
      'e2e/playwright.config.ts',
    ]),
  ]);
}

/** Stops every step still running, with all it started. */
function stopAll(signal = 'SIGTERM') {
  for (const child of running) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // It ended meanwhile.
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll(signal);
    process.exitCode = 130;
  });
}

const started = Date.now();
try {
  // Every Debian package the chosen parts need, in one apt-get run before the lanes start.
  ensureDebianPackages([...(wants('e2e') ? ['chromium'] : []), ...(wants('postgres') ? ['haproxy'] : [])]);
  const lanes = [vitestLane(), browserLane()];
  // The first failure ends the run: the other lane's step is stopped rather than waited for.
  await Promise.all(lanes);
} catch (error) {
  stopAll();
  if (!('exitCode' in error)) console.error(error);
  process.exitCode = error.exitCode ?? 1;
}
if (!process.exitCode) {
  console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}
