// Starts a throwaway PostgreSQL 15 cluster for the API tests and returns its URL and a stop function.
// TEST_DATABASE_URL, when set, names an existing server instead.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function startPostgres() {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop: () => {} };
  if (!existsSync(join(BIN, 'initdb'))) {
    throw new Error(
      `PostgreSQL server binaries not found in ${BIN}. Install Debian's postgresql-15 package, set PG_BIN, or set TEST_DATABASE_URL to an existing server.`,
    );
  }
  // PostgreSQL refuses to run as root; as root we run it as the postgres system user.
  const asRoot = process.getuid?.() === 0;
  const run = (command, args) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(BIN, command), ...args]]
      : [join(BIN, command), args];
    execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  const dir = mkdtempSync(join(tmpdir(), 'sirkula-pg-'));
  chmodSync(dir, 0o777);
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const port = await freePort();
  run('initdb', [
    '-D',
    join(dir, 'data'),
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  run('pg_ctl', [
    '-D',
    join(dir, 'data'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
  ]);
  const stop = () => {
    const argv = ['-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop'];
    if (asRoot)
      spawnSync('runuser', ['-u', 'postgres', '--', join(BIN, 'pg_ctl'), ...argv], { stdio: 'ignore' });
    else spawnSync(join(BIN, 'pg_ctl'), argv, { stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}
