import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Socket } from 'node:net';
import { isAbsolute, join } from 'node:path';
import { PRIVATE_FILE_MODE } from '../../lib/private-files.ts';
import { type BackupSource, type BackupSummary, makeBackup } from './backup.ts';

/*
 * The embedded server holds its data directory's lock and PGlite allows one process, so a backup while
 * it runs is made by the server itself. It listens on a Unix socket in the data directory, readable
 * and writable by its own user only (0600, in a 0700 folder): who may connect may already read the
 * database's files, so the file permissions are the authorisation. One request per connection, one
 * JSON line each way: `{"command":"backup","out":"/absolute/path"}`, answered by the summary or an error.
 */

export const CONTROL_SOCKET = 'control.sock';

export function controlSocketPath(dataDir: string): string {
  return join(dataDir, CONTROL_SOCKET);
}

type Answer = { ok: true; summary: BackupSummary } | { ok: false; error: string };

function readLine(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const end = text.indexOf('\n');
      if (end >= 0) {
        socket.off('data', onData);
        resolve(text.slice(0, end));
      } else if (text.length > 64 * 1024) reject(new Error('Request too long.'));
    };
    socket.on('data', onData);
    socket.on('error', reject);
    socket.on('end', () => reject(new Error('The connection closed before an answer.')));
  });
}

/** Answers backup requests on `<dataDir>/control.sock` until closed; one backup at a time. */
export async function serveBackups(
  dataDir: string,
  source: BackupSource,
  log: { info(message: string): void; error(message: string): void },
): Promise<{ close(): Promise<void> }> {
  const path = controlSocketPath(dataDir);
  // A socket file left by a server that died: ours now, as the data directory's lock is.
  rmSync(path, { force: true });
  let running = false;
  const server = createServer((socket) => {
    socket.on('error', () => {});
    void (async () => {
      let answer: Answer;
      try {
        const request = JSON.parse(await readLine(socket)) as { command?: string; out?: string };
        if (request.command !== 'backup' || typeof request.out !== 'string' || !isAbsolute(request.out))
          throw new Error('Unknown request: expected {"command":"backup","out":"/absolute/path"}.');
        if (running) throw new Error('A backup is already running; try again when it ends.');
        running = true;
        try {
          log.info(`Backup to ${request.out} requested on the control socket`);
          answer = { ok: true, summary: await makeBackup(source, request.out) };
        } finally {
          running = false;
        }
      } catch (error) {
        answer = { ok: false, error: error instanceof Error ? error.message : String(error) };
        log.error(`Backup failed: ${answer.error}`);
      }
      socket.end(`${JSON.stringify(answer)}\n`);
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, PRIVATE_FILE_MODE);
  return {
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        rmSync(path, { force: true });
      }),
  };
}

/**
 * Asks the server running on `dataDir` for a backup; answers undefined when none listens there (no
 * socket, or one left by a server that stopped).
 */
export function backupThroughServer(dataDir: string, out: string): Promise<BackupSummary | undefined> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(controlSocketPath(dataDir));
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
    socket.once('connect', () => {
      socket.write(`${JSON.stringify({ command: 'backup', out })}\n`);
      readLine(socket).then((line) => {
        const answer = JSON.parse(line) as Answer;
        socket.end();
        if (answer.ok) resolve(answer.summary);
        else reject(new Error(answer.error));
      }, reject);
    });
  });
}
