// Real server processes behind Debian's haproxy, configured by the committed docs/haproxy.cfg: what the
// balancer test (balancer.test.ts) and `npm run bench:balancer` run.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { ensureDebianPackages, HAPROXY } from '../../../../scripts/debian-packages.mjs';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const HAPROXY_CONFIG = `${ROOT}docs/haproxy.cfg`;
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const START_LIMIT_MS = 120_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port')),
      );
    });
    server.on('error', reject);
  });
}

async function answers(url: string): Promise<number> {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** Polls `url` until it answers 200, or fails with `describe()` once `child` exits or the time is up. */
async function until200(url: string, child: ChildProcess, describe: () => string) {
  const deadline = Date.now() + START_LIMIT_MS;
  while ((await answers(url)) !== 200) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(describe());
    }
    await sleep(100);
  }
}

export interface ServerProcess {
  url: string;
  port: number;
  /** SIGTERM, as an orchestrator stops it; resolves with its exit code. */
  stop: () => Promise<number | null>;
  /** Starts it again on the same port and waits until it is ready. */
  start: () => Promise<void>;
  output: () => string;
}

/** The real server (main.ts), as `npm run serve` runs it, on 127.0.0.1:`port` with `env`; ready when resolved. */
export async function startServerProcess(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const { DATABASE_URL, PUBLIC_URL, AUTH_SECRET, HOST, SEED_DEMO, TRUST_PROXY, ...inherited } = process.env;
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let output = '';
  const start = async () => {
    const started = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: ROOT,
      env: {
        ...inherited,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        MAP_TILE_URL: 'none',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    for (const stream of [started.stdout, started.stderr]) {
      stream?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
    }
    await until200(`${url}/api/ready`, started, () => `The server on ${url} did not get ready:\n${output}`);
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null)
      return running?.exitCode ?? null;
    const exited = once(running, 'exit') as Promise<[number | null]>;
    running.kill('SIGTERM');
    const [code] = await exited;
    return code;
  };
  await start();
  return { url, port, stop, start, output: () => output };
}

export interface Balancer {
  url: string;
  /** haproxy's process id (the benchmark reads its CPU time). */
  pid: number | undefined;
  /** How many times each server of the reads' backend was taken out by its health check, from haproxy's statistics. */
  takenOut: () => Promise<Record<string, number>>;
  stop: () => Promise<void>;
}

/** One command on haproxy's statistics socket: its whole answer. */
function askHaproxy(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const connection = connect(socket, () => connection.end(`${command}\n`));
    connection.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
    });
    connection.on('end', () => resolve(answer));
    connection.on('error', reject);
  });
}

/**
 * haproxy on docs/haproxy.cfg as committed, in front of the two servers: installed first when missing
 * (root and apt-get), else the error says how to install it.
 */
export async function startBalancer(
  servers: readonly [{ port: number }, { port: number }],
): Promise<Balancer> {
  ensureDebianPackages(['haproxy']);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // A statistics socket, in a second file beside the committed one, so the test can read haproxy's retries.
  const dir = await mkdtemp(join(tmpdir(), 'sirkula-haproxy-'));
  const socket = join(dir, 'stats.sock');
  await writeFile(join(dir, 'stats.cfg'), `global\n    stats socket ${socket} mode 600 level user\n`);
  const child = spawn(HAPROXY, ['-db', '-f', HAPROXY_CONFIG, '-f', join(dir, 'stats.cfg')], {
    env: {
      ...process.env,
      SIRKULA_BIND: `127.0.0.1:${port}`,
      SIRKULA_SERVER_1: `127.0.0.1:${servers[0].port}`,
      SIRKULA_SERVER_2: `127.0.0.1:${servers[1].port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
  }
  // Ready once its health checks have found a server up.
  await until200(`${url}/api/ready`, child, () => `haproxy did not start on ${url}:\n${output}`);
  return {
    url,
    pid: child.pid,
    takenOut: async () => {
      const [header, ...lines] = (await askHaproxy(socket, 'show stat')).trim().split('\n');
      const columns = (header ?? '').replace(/^# /, '').split(',');
      const at = (name: string) => columns.indexOf(name);
      const servers: Record<string, number> = {};
      for (const line of lines) {
        const fields = line.split(',');
        if (fields[at('pxname')] !== 'sirkula' || !/^app\d$/.test(fields[at('svname')] ?? '')) continue;
        servers[fields[at('svname')] ?? ''] = Number(fields[at('chkdown')]);
      }
      return servers;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
