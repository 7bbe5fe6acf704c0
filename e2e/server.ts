// The Sirkula servers the browser tests run against: one per Playwright worker, each on its own copy
// of a data directory seeded with the demo data once per run (global-setup.ts, tests/fixtures.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The seeding server takes this port first; worker n then serves on BASE_PORT + n. */
export const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);

/** The demo data every worker starts from, seeded once per run. */
export const SEED_DATA_DIR = join(REPO_ROOT, `.tmp/e2e-seed-${BASE_PORT}`);

/** Where the server on `port` keeps its data. */
export function dataDirFor(port: number): string {
  return join(REPO_ROOT, `.tmp/e2e-${port}`);
}

/**
 * The server's console (its log lines): the embedded mode prints unsent e-mails' links there, where
 * the tests read them as the operator would, since no answer carries them.
 */
export function consoleLogFor(port: number): string {
  return join(REPO_ROOT, `.tmp/e2e-${port}.log`);
}

const STARTUP_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 10_000;

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts `apps/server/src/main.ts` on `port` with the embedded database in `dataDir`, an absolute
 * path (demo data created when it is empty), and resolves once it answers its health check.
 */
export async function startServer(port: number, dataDir: string): Promise<RunningServer> {
  await waitForFreePort(port);
  const consoleLog = openSync(consoleLogFor(port), 'w');
  // Node itself, not npx: a signal then reaches the server and it closes its database cleanly.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      // Absolute: the server reads a relative DATA_DIR from where npm was started (INIT_CWD).
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '1',
      // Always the embedded database of this data directory, never a shared one from the environment.
      DATABASE_URL: '',
      // Info: the lines that print unsent e-mails' links (request logging is off).
      LOG_LEVEL: 'info',
      // No tile server in tests: the maps show their points on a plain background.
      MAP_TILE_URL: 'none',
    },
    stdio: ['ignore', consoleLog, 'inherit'],
  });
  closeSync(consoleLog);
  // A worker that dies without its teardown must not leave its server running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = () => {
    process.off('exit', killOnExit);
    return stopServer(child);
  };
  const url = `http://localhost:${port}`;
  try {
    await waitUntilHealthy(child, url);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

async function waitUntilHealthy(child: ChildProcess, url: string) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server for ${url} exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server for ${url} did not answer within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const forced = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(forced);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** A port still held by a server just stopped frees up in a moment; one held by anything else is an error. */
async function waitForFreePort(port: number) {
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (!(await isFree(port))) {
    if (Date.now() > deadline) {
      throw new Error(`Port ${port} is in use: stop what listens there or set E2E_PORT to another base port`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
