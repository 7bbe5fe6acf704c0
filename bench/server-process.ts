// The real server (apps/server/src/main.ts) in a child process, as `npm run serve` runs it, so the load
// generator's own work is not counted against the server's event loop.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export interface ServerProcess {
  url: string;
  stop: () => Promise<void>;
  /** The CPU seconds the server process has used so far (user and system), from /proc. */
  cpuSeconds: () => number;
}

const TICKS_PER_SECOND = 100;

/** The CPU seconds process `pid` has used so far (user and system), from /proc. */
export function cpuSecondsOf(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    // /proc/<pid>/stat: the 14th and 15th fields after the command's closing parenthesis are utime and stime.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

const STARTUP_MS = 120_000;

async function answersHealth(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/** Starts the server with `env` on 127.0.0.1:`port` and waits until it answers its health check. */
export async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const deadline = Date.now() + STARTUP_MS;
  while (!(await answersHealth(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`The server did not start on ${url}:\n${errors}`);
    }
    await sleep(200);
  }
  return { url, stop: () => stopChild(child), cpuSeconds: () => cpuSecondsOf(child.pid) };
}

/** Signs `account` in at the server (or balancer) at `url`: the session cookie, ready for a `cookie` header. */
export async function signIn(url: string, account: { email: string; password: string }): Promise<string> {
  const answer = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const cookie = answer.headers.getSetCookie().find((value) => value.includes('session_token='));
  if (!answer.ok || !cookie) throw new Error(`Signing in answered ${answer.status}`);
  return cookie.split(';')[0] ?? '';
}
