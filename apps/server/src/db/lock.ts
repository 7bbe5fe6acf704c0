import { createHash, randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../lib/private-files.ts';

/*
 * PGlite must never be opened by two processes: its data directory can be corrupted. Node has no
 * flock without a native addon, so the lock is a file holding its owner's token (`<pid>:<random>`),
 * and a lock whose owner no longer runs is taken over. Why no two processes can hold it at once:
 *
 * - The lock only appears whole and only where there was none: the token is written to a temporary
 *   file first and hard-linked to the lock's name, which fails when the name exists (link is atomic).
 * - A stale lock is replaced, never removed and re-created, and only by the one process that holds the
 *   takeover lock of that very token (`<lock>.takeover-<hash of the token>`, taken by this same
 *   procedure). While holding it, the process checks the lock still holds the stale token and renames
 *   its own token file over it (rename is atomic). Between that check and the rename nobody else can
 *   change the lock: creating needs the name free, replacing needs the takeover lock of the token it
 *   holds (ours), and the stale owner is dead. Two processes racing for one stale lock both try to take
 *   its takeover lock; exactly one gets it, the other sees a live owner.
 * - A slow process that read the stale token long ago and takes its takeover lock after the winner let
 *   it go finds another token in the lock and starts again, where it meets the live owner.
 * - A process that dies while taking over leaves a stale takeover lock, taken over the same way one
 *   level down.
 */

/** Deeper than this, processes would have had to die mid-takeover again and again. */
const MAX_TAKEOVER_DEPTH = 4;
const MAX_ATTEMPTS = 100;

type Attempt = { held: true; token: string } | { held: false; owner: number };

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(token: string): number {
  return Number(token.split(':')[0]);
}

/**
 * A lock of a process that is gone is stale, and so is one holding our own pid: no other live
 * process can have it, so it was left by an earlier run, e.g. a container restarted after a crash
 * whose server is pid 1 again.
 */
function isStale(token: string): boolean {
  const owner = ownerOf(token);
  if (!Number.isInteger(owner) || owner <= 0 || owner === process.pid) return true;
  return !isRunning(owner);
}

function readToken(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function release(path: string, token: string): void {
  if (readToken(path) === token) rmSync(path, { force: true });
}

function acquire(path: string, depth: number): Attempt {
  if (depth > MAX_TAKEOVER_DEPTH) throw new Error(`Could not take over the stale lock ${path}.`);
  const token = `${process.pid}:${randomBytes(8).toString('hex')}`;
  const temporary = `${path}.${randomBytes(8).toString('hex')}.tmp`;
  writeFileSync(temporary, token, { flag: 'wx', mode: PRIVATE_FILE_MODE });
  try {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      try {
        linkSync(temporary, path);
        return { held: true, token };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const found = readToken(path);
      if (found === undefined) continue;
      if (!isStale(found)) return { held: false, owner: ownerOf(found) };
      const takeoverPath = `${path}.takeover-${createHash('sha256').update(found).digest('hex').slice(0, 16)}`;
      const takeover = acquire(takeoverPath, depth + 1);
      // Someone alive is replacing this stale lock right now, and will own it.
      if (!takeover.held) return takeover;
      try {
        if (readToken(path) === found) {
          renameSync(temporary, path);
          return { held: true, token };
        }
      } finally {
        release(takeoverPath, takeover.token);
      }
    }
    throw new Error(`Could not lock ${path}: it kept changing.`);
  } finally {
    rmSync(temporary, { force: true });
  }
}

/** Locks the data directory for this process (creating it, private); the answer releases the lock. */
export function lockDataDir(dataDir: string): () => void {
  ensurePrivateDir(dataDir);
  const path = join(dataDir, 'sirkula.lock');
  const attempt = acquire(path, 0);
  if (!attempt.held) {
    throw new Error(
      `The data directory ${dataDir} is in use by process ${attempt.owner}. Stop it first, or set DATA_DIR to another folder.`,
    );
  }
  return () => release(path, attempt.token);
}
