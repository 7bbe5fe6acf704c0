import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

type Env = Record<string, string | undefined>;

/** Where Debian and Ubuntu put each major version's tools; the newest first. */
function debianBinDirs(): string[] {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(root, version, 'bin'));
}

/**
 * pg_dump or pg_restore: from PG_BIN when set (only there), else the PATH, else Debian's folders. A
 * missing tool is a message saying what to install, not a spawn error.
 */
export function postgresTool(name: 'pg_dump' | 'pg_restore', env: Env = process.env): string {
  const dirs = env.PG_BIN ? [env.PG_BIN] : [...(env.PATH ?? '').split(delimiter), ...debianBinDirs()];
  const found = dirs.filter(Boolean).find((dir) => existsSync(join(dir, name)));
  if (found) return join(found, name);
  throw new Error(
    `${name} was not found (looked in ${env.PG_BIN ? `PG_BIN=${env.PG_BIN}` : 'the PATH and /usr/lib/postgresql/*/bin'}). ` +
      `A PostgreSQL backup needs the PostgreSQL client tools of the server's major version or newer: ` +
      `install them (Debian/Ubuntu: apt install postgresql-client-15, or the version your server runs), ` +
      'or set PG_BIN to the folder holding pg_dump and pg_restore.',
  );
}

/**
 * The tools take the address without its password, which goes in PGPASSWORD: an argument is visible
 * to every user of the machine (ps), the environment is not.
 */
export function connectionOf(databaseUrl: string): { url: string; env: Env } {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  url.password = '';
  return { url: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs a tool to its end; rejects with what it wrote on standard error. */
export function runTool(
  command: string,
  args: string[],
  env: Env,
  input?: NodeJS.ReadableStream,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    if (input && child.stdin) {
      input.pipe(child.stdin);
      // pg_restore stopping early (an error) closes its input: its own message says why.
      child.stdin.on('error', () => {});
    }
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}
